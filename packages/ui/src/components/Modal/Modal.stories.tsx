import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { storyText } from '../../storybook/storyKit.tsx';
import { Button } from '../Button/Button.tsx';
import { DialogTrigger, Modal } from './Modal.tsx';

function Demo({ size = 'md' as const, defaultOpen = false }: { size?: 'sm' | 'md' | 'lg'; defaultOpen?: boolean }) {
  const t = useStoryText();
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button variant="outline">{t('Lire les conditions', 'Read the terms')}</Button>
      <Modal
        size={size}
        title={t("Conditions générales d'utilisation", 'Terms and conditions')}
        closeLabel={t('Fermer', 'Close')}
        footer={
          <Button slot="close" fullWidth={false}>
            {t("J'ai compris", 'Got it')}
          </Button>
        }
      >
        <p>
          {t(
            "Le conducteur s'engage à restituer le véhicule à la station prévue, à l'heure de fin de réservation, avec un niveau de charge d'au moins 20 %.",
            'The driver agrees to return the vehicle to the planned station at the booking end time, with at least 20% charge.',
          )}
        </p>
      </Modal>
    </DialogTrigger>
  );
}

const meta = { title: 'Overlays/Modal', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndClose: Story = {
  play: async ({ canvas, globals }) => {
    await userEvent.click(canvas.getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: storyText(globals)("Conditions générales d'utilisation", 'Terms and conditions') });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    // The exit animation runs before the dialog leaves the DOM.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the button that opened it.
    await waitFor(() => expect(canvas.getByRole('button')).toHaveFocus());
  },
};

export const Open: Story = { args: { defaultOpen: true } };
export const Small: Story = { args: { defaultOpen: true, size: 'sm' } };
