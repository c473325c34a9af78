import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, storyMessage } from '@frontoffice/test-utils/story';
import { PrivacyRequestPage } from './PrivacyRequestPage.tsx';

const meta = {
  title: 'Screens/Account/Privacy request',
  component: PrivacyRequestPage,
  ...pageStories({ feature: 'feature-account', path: '/account/privacy', signedInAs: 'driver@example.com' }),
} satisfies Meta<typeof PrivacyRequestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2 account/privacy: the signed-in driver asks for a copy of their data. */
export const Default: Story = {
  play: async ({ canvas, context }) => {
    await canvas.findByRole('button', { name: storyMessage(context, 'account.PrivacyRequestPage.request') });
  },
};
