import type { Meta, StoryObj } from '@storybook/react-vite';
import { updateUser } from '@frontoffice/api-client';
import { pageStories, storyMessage } from '@frontoffice/test-utils/story';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PhoneChangeDialog } from './PhoneChangeDialog.tsx';

const NEW_NUMBER = '+15145550199';

const meta = {
  title: 'Screens/Account/Dialogs/Phone change',
  component: PhoneChangeDialog,
  ...pageStories({
    feature: 'feature-account',
    path: '/account/details',
    signedInAs: 'driver@example.com',
    // The change waits for its code in the demo API, as after the account form's submit.
    prepare: async ({ client }) => {
      await updateUser(client, { cell_phone: NEW_NUMBER });
    },
  }),
  args: { newPhoneNumber: NEW_NUMBER, currentPhoneNumber: '+15145550123', onClose: fn() },
} satisfies Meta<typeof PhoneChangeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2 dialogs, §4 phone change: the warning, the six boxes, a new code and discarding the change. */
export const Default: Story = {
  play: async ({ context }) => {
    const dialog = within(await screen.findByRole('dialog', { name: storyMessage(context, 'account.PhoneChangeDialog.title') }));
    // A bottom sheet on a phone: visible once its entry animation ends.
    await waitFor(() => expect(dialog.getByRole('button', { name: storyMessage(context, 'account.PhoneChangeDialog.discard') })).toBeVisible());
  },
};

/** spec §8: a wrong code shows INVALID_SMS_CODE under the boxes, emptied for another try. */
export const WrongCode: Story = {
  play: async ({ args, context }) => {
    const dialog = within(await screen.findByRole('dialog', { name: storyMessage(context, 'account.PhoneChangeDialog.title') }));
    // Typed once the sheet has come in (its entry animation), as a driver would.
    await waitFor(() => expect(dialog.getByRole('button', { name: storyMessage(context, 'account.PhoneChangeDialog.discard') })).toBeVisible());
    const [first] = dialog.getAllByRole('textbox');
    // The demo API's codes are six random digits from 100000 up: 000000 is never one.
    await userEvent.type(first as HTMLElement, '000000');
    // The answer goes through the demo API in the browser: with five themes' browsers on two cores it took more than
    // findBy's default second (a failure, then a pass on retry, in a full run).
    await expect(await dialog.findByText(storyMessage(context, 'errors.INVALID_SMS_CODE'), {}, { timeout: 10_000 })).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
