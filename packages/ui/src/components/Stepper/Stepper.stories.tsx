import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { maxWidth, storyText } from '../../storybook/storyKit.tsx';
import { Stepper } from './Stepper.tsx';

function Demo({ current = 'phoneNumber' }: { current?: string }) {
  const t = useStoryText();
  const steps = [
    { id: 'registration', label: t('Inscription', 'Registration') },
    { id: 'personalDetails', label: t('Informations personnelles', 'Personal details') },
    { id: 'phoneNumber', label: t('Téléphone', 'Phone number') },
    { id: 'licenseDetails', label: t('Permis de conduire', 'Driving licence') },
    { id: 'driverLicense', label: t('Photos du permis', 'Licence photos') },
    { id: 'idDocument', label: t("Pièce d'identité", 'Identity document') },
    { id: 'selfieDocument', label: t('Selfie', 'Selfie') },
    { id: 'creditCard', label: t('Carte de paiement', 'Payment card') },
  ];
  return (
    <Stepper
      label={t('Étapes de création du compte', 'Account creation steps')}
      steps={steps}
      currentStepId={current}
      formatCount={(n, total) => t(`Étape ${n} sur ${total}`, `Step ${n} of ${total}`)}
      completedLabel={t('terminée', 'completed')}
    />
  );
}

const meta = { title: 'Navigation/Stepper', component: Demo, decorators: [maxWidth(320)] } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThirdStep: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    // Both layouts exist; CSS shows the sidebar on desktop and the line on phones.
    const progress = canvas.getByRole('progressbar', { hidden: true });
    await expect(progress).toHaveAttribute('aria-valuetext', expect.stringContaining(t('Étape 3 sur 8', 'Step 3 of 8')));
    const items = canvasElement.querySelectorAll('li');
    // spec §3: the steps before the current one are complete.
    await expect(items[0]?.dataset.state).toBe('complete');
    await expect(items[1]?.dataset.state).toBe('complete');
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[3]?.dataset.state).toBe('upcoming');
  },
};

export const FirstStep: Story = { args: { current: 'registration' } };
export const LastStep: Story = { args: { current: 'creditCard' } };
