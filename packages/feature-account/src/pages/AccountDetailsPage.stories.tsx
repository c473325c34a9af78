import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, storyMessage } from '@frontoffice/test-utils/story';
import { expect, fn } from 'storybook/test';
import { AccountDetailsPage } from './AccountDetailsPage.tsx';

const meta = {
  title: 'Screens/Account/Details',
  component: AccountDetailsPage,
  ...pageStories({ feature: 'feature-account', path: '/account/details', signedInAs: 'driver@example.com' }),
  args: { onAccountDeleted: fn() },
} satisfies Meta<typeof AccountDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2 account/details on the demo tenant: every document of its nine-step registration, each already sent. */
export const Default: Story = {
  play: async ({ canvas, context }) => {
    await canvas.findByRole('heading', { level: 1, name: storyMessage(context, 'account.DetailsPage.title') });
    // The additional documents arrive after the account (their own call).
    await canvas.findByRole('heading', { level: 3, name: storyMessage(context, 'account.DocumentsSection.other') }, { timeout: 10_000 });
  },
};

/** spec §2: fleetco collects no document at signup, so the page has none to replace. */
export const WithoutDocuments: Story = {
  parameters: { page: { tenant: 'fleetco' } },
  play: async ({ canvas, context }) => {
    await canvas.findByRole('button', { name: storyMessage(context, 'account.SecuritySection.changePassword') });
    expect(canvas.queryByRole('heading', { name: storyMessage(context, 'account.DocumentsSection.title') })).toBeNull();
  },
};
