import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, storyMessage } from '@frontoffice/test-utils/story';
import { fn } from 'storybook/test';
import { SecuritySection } from './SecuritySection.tsx';

const meta = {
  title: 'Screens/Account/Details/Security',
  component: SecuritySection,
  ...pageStories({ feature: 'feature-account', path: '/account/details', signedInAs: 'driver@example.com' }),
  args: { onAccountDeleted: fn() },
} satisfies Meta<typeof SecuritySection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2 account/details: the change-password and delete-account buttons, and the FAQ on deleting an account. */
export const Default: Story = {
  play: async ({ canvas, context }) => {
    await canvas.findByRole('button', { name: storyMessage(context, 'account.SecuritySection.deleteAccount') });
    await canvas.findByRole('link', { name: storyMessage(context, 'account.SecuritySection.faq') });
  },
};
