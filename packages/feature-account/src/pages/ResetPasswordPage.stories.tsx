import { requestPasswordReset } from '@frontoffice/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, storyApi, storyMessage, type PrepareContext } from '@frontoffice/test-utils/story';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

const meta = {
  title: 'Screens/Account/Reset password',
  component: ResetPasswordPage,
  ...pageStories({ feature: 'feature-account', path: '/reset-password' }),
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** decision D3: the token of the reset e-mail the demo API just sent to the driver; the two password fields. */
export const WithToken: Story = {
  parameters: {
    page: {
      async prepare({ client }: PrepareContext) {
        await requestPasswordReset(client, 'driver@example.com');
      },
    },
  },
  render: (_args, context) => <ResetPasswordPage token={storyApi(context).state.outbox.at(-1)?.code} />,
  play: async ({ canvas, context }) => {
    await canvas.findByRole('button', { name: storyMessage(context, 'account.ResetPasswordPage.submit') });
  },
};

/** spec §2, §8: a link without its token says so and offers a new link. */
export const WithoutToken: Story = {
  args: { token: null },
  play: async ({ canvas }) => {
    await canvas.findByRole('alert');
  },
};
