import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, storyMessage } from '@frontoffice/test-utils/story';
import { expect, fn, userEvent } from 'storybook/test';
import { SmsCodeField } from './SmsCodeField.tsx';

const meta = {
  title: 'Screens/Parts/SMS code',
  component: SmsCodeField,
  ...pageStories({ feature: 'part-profile', path: '/signup', signedInAs: 'new@example.com' }),
  args: { onComplete: fn(), phoneNumber: '(514) 555-0123', autoFocus: false },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof SmsCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §5: six boxes; a pasted code fills them all and submits once. */
export const PasteSubmits: Story = {
  play: async ({ canvas, context, args }) => {
    const first = await canvas.findByRole('textbox', { name: storyMessage(context, 'profile.SmsCodeField.digit').replace('{position}', '1').replace('{total}', '6') });
    await expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.click(first);
    await userEvent.paste('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

/** spec §8: a refused code shows its message under the boxes. */
export const Refused: Story = {
  render: (args, context) => <SmsCodeField {...args} errorMessage={storyMessage(context, 'errors.INVALID_SMS_CODE')} />,
};
