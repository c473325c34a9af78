import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, storyMessage } from '@frontoffice/test-utils/story';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';

const meta = {
  title: 'Screens/Account/Dialogs/Delete account',
  component: DeleteAccountDialog,
  ...pageStories({ feature: 'feature-account', path: '/account/details', signedInAs: 'backoffice@example.com' }),
  args: { isOpen: true, onOpenChange: fn(), onDeleted: fn() },
} satisfies Meta<typeof DeleteAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2 dialogs, §4: the confirmation before deleting the account. */
export const Default: Story = {
  play: async ({ context }) => {
    await screen.findByRole('alertdialog', { name: storyMessage(context, 'account.DeleteAccountDialog.title') });
  },
};

/** spec §8: backoffice@ has an unpaid invoice: the profile cannot be deleted; the tenant's contact and the FAQ show. */
export const Refused: Story = {
  play: async ({ args, context }) => {
    const dialog = within(await screen.findByRole('alertdialog', { name: storyMessage(context, 'account.DeleteAccountDialog.title') }));
    await userEvent.click(dialog.getByRole('button', { name: storyMessage(context, 'account.DeleteAccountDialog.confirm') }));
    const refusal = await dialog.findByText(storyMessage(context, 'errors.profile-cannot-be-deleted'));
    // The dialog may still be rising in (its entrance animation starts at opacity 0) on a busy machine: the refusal is
    // visible once it has, not necessarily at the very moment it is written.
    await waitFor(() => expect(refusal).toBeVisible());
    await expect(dialog.getByRole('link', { name: storyMessage(context, 'account.DeleteAccountDialog.faq') })).toBeVisible();
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};
