import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, storyMessage } from '@frontoffice/test-utils/story';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';

const meta = {
  title: 'Screens/Account/Dialogs/Change password',
  component: ChangePasswordDialog,
  ...pageStories({ feature: 'feature-account', path: '/account/details', signedInAs: 'driver@example.com' }),
  args: { isOpen: true, onOpenChange: fn() },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2, §5: the current password, the new one and its confirmation. */
export const Default: Story = {
  play: async ({ context }) => {
    await screen.findByRole('dialog', { name: storyMessage(context, 'account.ChangePasswordDialog.title') });
  },
};

/** spec §8: a wrong current password shows its message under the field; what was typed stays. */
export const WrongCurrentPassword: Story = {
  play: async ({ context }) => {
    const dialog = within(await screen.findByRole('dialog', { name: storyMessage(context, 'account.ChangePasswordDialog.title') }));
    const input = (id: string) => dialog.getByLabelText(storyMessage(context, id), { selector: 'input' });
    await userEvent.type(input('account.ChangePasswordDialog.currentPassword'), 'not-my-password');
    await userEvent.type(input('account.ChangePasswordDialog.password'), 'nouveau-secret-42');
    await userEvent.type(input('account.ChangePasswordDialog.confirmation'), 'nouveau-secret-42');
    await userEvent.click(dialog.getByRole('button', { name: storyMessage(context, 'account.ChangePasswordDialog.submit') }));
    await expect(await dialog.findByText(storyMessage(context, 'errors.current-password-invalid'))).toBeVisible();
  },
};
