import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { storyText } from '../../storybook/storyKit.tsx';
import { Button } from '../Button/Button.tsx';
import { NativeCheckbox } from '../NativeCheckbox/NativeCheckbox.tsx';
import { PageDialog } from './PageDialog.tsx';

/** A first visit's cookie consent (spec §1, §5): the technical cookies must be ticked, the others are optional. */
function Demo() {
  const t = useStoryText();
  const [answer, setAnswer] = useState<string | null>(null);
  const [technical, setTechnical] = useState(true);
  const [analytics, setAnalytics] = useState(false);
  return (
    <>
      <p>{answer ?? t('La page derrière le dialogue.', 'The page behind the dialog.')}</p>
      {answer === null ? (
        <PageDialog
          title={t('Vos préférences de cookies', 'Your cookie preferences')}
          footer={
            <Button variant="primary" isDisabled={!technical} onPress={() => setAnswer(analytics ? t('Tous acceptés', 'All accepted') : t('Techniques seulement', 'Technical only'))}>
              {t('Enregistrer mes choix', 'Save my choices')}
            </Button>
          }
        >
          <p>
            {t(
              'Nous utilisons des cookies techniques, nécessaires au service, et, avec votre accord, des cookies de mesure d’audience.',
              'We use technical cookies, which the service needs, and, with your consent, audience measurement cookies.',
            )}
          </p>
          <NativeCheckbox isSelected={technical} onChange={setTechnical}>
            {t('Cookies techniques (obligatoires)', 'Technical cookies (required)')}
          </NativeCheckbox>
          <NativeCheckbox isSelected={analytics} onChange={setAnalytics}>
            {t('Cookies de mesure d’audience (facultatifs)', 'Audience measurement cookies (optional)')}
          </NativeCheckbox>
        </PageDialog>
      ) : (
        <Button variant="outline" onPress={() => setAnswer(null)}>
          {t('Demander à nouveau', 'Ask again')}
        </Button>
      )}
    </>
  );
}

const meta = { title: 'Overlays/PageDialog', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AnswerToClose: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const dialog = await screen.findByRole('dialog', { name: t('Vos préférences de cookies', 'Your cookie preferences') });
    await expect(dialog).toBeVisible();
    // Open with the story: the focus is in it, on the dialog itself (its title is read first).
    await expect(dialog).toHaveFocus();
    // The page behind is covered (and inert: the browser's modal dialog).
    const behind = canvas.getByText(t('La page derrière le dialogue.', 'The page behind the dialog.')).getBoundingClientRect();
    await expect(dialog.contains(document.elementFromPoint(behind.left + 1, behind.top + 1))).toBe(true);
    // Escape does not dismiss it (spec §5: it waits for an answer), pressed twice as a browser may close it on the second.
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    const save = within(dialog).getByRole('button', { name: t('Enregistrer mes choix', 'Save my choices') });
    const technical = within(dialog).getByRole('checkbox', { name: t('Cookies techniques (obligatoires)', 'Technical cookies (required)') });
    await userEvent.click(technical);
    await expect(save).toBeDisabled();
    await userEvent.click(technical);
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText(t('Techniques seulement', 'Technical only'))).toBeVisible();
  },
};

