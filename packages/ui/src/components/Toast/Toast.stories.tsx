import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { useStoryLanguage, useStoryText } from '../../storybook/StoryLocale.tsx';
import { Button } from '../Button/Button.tsx';
import { createToastQueue, ToastRegion, type ToastContentValue } from './Toast.tsx';
import { storyText } from '../../storybook/storyKit.tsx';

function Demo({ initial = [] as ToastContentValue[] }: { initial?: ToastContentValue[] }) {
  const t = useStoryText();
  const [queue] = useState(() => {
    const created = createToastQueue();
    initial.forEach((toast) => created.add(toast));
    return created;
  });
  const messages: ToastContentValue[] = [
    { title: t('Modification confirmée', 'Change confirmed'), tone: 'success' },
    { title: t('Fichier envoyé', 'File sent'), description: t('Permis de conduire, recto', 'Driving licence, front'), tone: 'success' },
    { title: t('Code SMS envoyé', 'SMS code sent'), tone: 'info' },
    { title: t('Délai de modification trop court', 'Change deadline too short'), tone: 'warning' },
    { title: t('Le paiement a échoué', 'The payment failed'), description: t('Votre banque a refusé la carte.', 'Your bank declined the card.'), tone: 'danger' },
  ];
  const [next, setNext] = useState(0);
  return (
    <>
      <Button
        onPress={() => {
          queue.add(messages[next % messages.length] as ToastContentValue);
          setNext(next + 1);
        }}
      >
        {t('Afficher une notification', 'Show a notification')}
      </Button>
      <ToastRegion queue={queue} closeLabel={t('Fermer', 'Close')} label={t('Notifications', 'Notifications')} />
    </>
  );
}

const meta = { title: 'Feedback/Toast', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AtMostThree: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const button = canvas.getByRole('button');
    for (let i = 0; i < 5; i += 1) await userEvent.click(button);
    // Five notifications queued, three shown (issue 6: at most three at once).
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(3));
    const closeButtons = screen.getAllByRole('button', { name: t('Fermer', 'Close') });
    await userEvent.click(closeButtons[0] as HTMLElement);
    // Closing one lets the next waiting one in: still three.
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(3));
    const region = screen.getByRole('region', { name: 'Notifications' });
    await expect(within(region).getByText(t('Délai de modification trop court', 'Change deadline too short'))).toBeInTheDocument();
  },
};

export const Tones: Story = {
  render: function Render() {
    const t = useStoryText();
    // A new queue per language, so the toolbar's switch shows the toasts in that language.
    const language = useStoryLanguage();
    return (
      <Demo
        key={language}
        initial={[
          { title: t('Modification confirmée', 'Change confirmed'), tone: 'success' },
          { title: t('Code SMS envoyé', 'SMS code sent'), description: t('Valable 10 minutes.', 'Valid for 10 minutes.'), tone: 'info' },
          { title: t('Le paiement a échoué', 'The payment failed'), description: t('Votre banque a refusé la carte.', 'Your bank declined the card.'), tone: 'danger' },
        ]}
      />
    );
  },
};

/**
 * spec §8: a message that points somewhere carries a link (SEARCH_NO_ACTIVE_CARD to the payment methods page), which
 * the app's router follows (react-aria's `RouterProvider`, here a stand-in that says where it was asked to go).
 */
export const WithLink: Story = {
  render: function Render() {
    const t = useStoryText();
    const language = useStoryLanguage();
    const [followed, setFollowed] = useState<string | null>(null);
    return (
      <RouterProvider navigate={setFollowed} useHref={(to) => `/frontofficev2${to}`}>
        <Demo
          key={language}
          initial={[
            {
              title: t('Aucune carte de paiement ne sera active à la fin de la location.', 'No payment card will be active at the end of the rental.'),
              tone: 'danger',
              link: { label: t('Ajouter une carte', 'Add a card'), href: '/account/payment-method' },
            },
          ]}
        />
        {followed && <p>{`${t('Le routeur va à', 'The router goes to')} ${followed}`}</p>}
      </RouterProvider>
    );
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const region = screen.getByRole('region', { name: 'Notifications' });
    const link = await within(region).findByRole('link', { name: t('Ajouter une carte', 'Add a card') });
    await expect(link).toHaveAttribute('href', '/frontofficev2/account/payment-method');
    await userEvent.click(link);
    await expect(await canvas.findByText(`${t('Le routeur va à', 'The router goes to')} /account/payment-method`)).toBeVisible();
  },
};
