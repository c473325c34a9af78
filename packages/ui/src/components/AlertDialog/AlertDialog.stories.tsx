import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { storyText } from '../../storybook/storyKit.tsx';
import { Button } from '../Button/Button.tsx';
import { AlertDialog } from './AlertDialog.tsx';

function Demo({ onConfirm, pending = false, defaultOpen = false }: { onConfirm: () => void; pending?: boolean; defaultOpen?: boolean }) {
  const t = useStoryText();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        {t('Supprimer la carte', 'Delete the card')}
      </Button>
      <AlertDialog
        isOpen={open}
        onOpenChange={setOpen}
        variant="danger"
        isPending={pending}
        title={t('Supprimer cette carte ?', 'Delete this card?')}
        confirmLabel={t('Supprimer', 'Delete')}
        cancelLabel={t('Annuler', 'Cancel')}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
      >
        {t('La carte se terminant par 4242 ne pourra plus servir au paiement de vos locations.', 'The card ending in 4242 will no longer pay for your rentals.')}
      </AlertDialog>
    </>
  );
}

const meta = { title: 'Overlays/AlertDialog', component: Demo, args: { onConfirm: fn() } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmAndCancel: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    const trigger = canvas.getByRole('button');
    await userEvent.click(trigger);
    let dialog = await screen.findByRole('alertdialog');
    // The safe choice has focus first.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('Annuler', 'Cancel') })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: t('Annuler', 'Cancel') }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(trigger);
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('Supprimer', 'Delete') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Open: Story = { args: { defaultOpen: true } };
export const Pending: Story = { args: { defaultOpen: true, pending: true } };
