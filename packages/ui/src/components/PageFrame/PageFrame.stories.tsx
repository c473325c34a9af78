import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { Button } from '../Button/Button.tsx';
import { InlineMessage, PageFrame, pageStyles } from './PageFrame.tsx';

function Demo() {
  const t = useStoryText();
  return (
    <PageFrame title={t('Mot de passe oublié', 'Forgotten password')}>
      <p className={pageStyles.intro}>
        {t('Saisissez votre adresse e-mail pour recevoir un lien.', 'Enter your e-mail address to receive a link.')}
      </p>
      <InlineMessage tone="danger">{t('Accès refusé, veuillez vérifier vos identifiants', 'Access denied, please check your credentials')}</InlineMessage>
      <InlineMessage tone="success">{t('Un e-mail vous a été envoyé.', 'An e-mail has been sent to you.')}</InlineMessage>
      <div className={pageStyles.actions}>
        <Button variant="primary">{t('Envoyer', 'Send')}</Button>
      </div>
    </PageFrame>
  );
}

const meta = { title: 'Layout/PageFrame', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FormPage: Story = {
  play: async ({ canvas }) => {
    // One h1 names the page; a refusal is announced at once, a confirmation politely.
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Accès refusé|Access denied/);
    await expect(canvas.getByRole('status')).toHaveTextContent(/e-mail/);
  },
};

/** The four tones of an inline message; `warning` (issue 34: a licence about to expire) is announced politely. */
export const MessageTones: Story = {
  render: () => <MessageTonesDemo />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Accès refusé|Access denied/);
    const polite = canvas.getAllByRole('status').map((element) => element.textContent);
    await expect(polite).toHaveLength(3);
    await expect(polite.some((text) => /permis|licence/.test(text ?? ''))).toBe(true);
  },
};

function MessageTonesDemo() {
  const t = useStoryText();
  return (
    <PageFrame title={t('Messages', 'Messages')}>
      <InlineMessage tone="danger">{t('Accès refusé, veuillez vérifier vos identifiants', 'Access denied, please check your credentials')}</InlineMessage>
      <InlineMessage tone="warning">{t('Votre permis expire le 12 décembre 2026.', 'Your licence expires on 12 December 2026.')}</InlineMessage>
      <InlineMessage tone="success">{t('Un e-mail vous a été envoyé.', 'An e-mail has been sent to you.')}</InlineMessage>
      <InlineMessage tone="info">{t('La validation de votre compte peut prendre 72 heures.', 'Validating your account may take 72 hours.')}</InlineMessage>
    </PageFrame>
  );
}
