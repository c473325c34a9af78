import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, storyMessage } from '@frontoffice/test-utils/story';
import { DocumentsSection } from './DocumentsSection.tsx';

const meta = {
  title: 'Screens/Account/Details/Documents',
  component: DocumentsSection,
  ...pageStories({ feature: 'feature-account', path: '/account/details', signedInAs: 'driver@example.com' }),
} satisfies Meta<typeof DocumentsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2 account/details: the documents already on the server, each with its replace action (demo tenant). */
export const Sent: Story = {
  play: async ({ canvas, context }) => {
    const label = storyMessage(context, 'account.DocumentsSection.licence_front');
    await canvas.findByRole('button', { name: `${storyMessage(context, 'profile.DocumentSlot.replace')}: ${label}` });
  },
};

/** spec §4: a driver who has sent nothing yet (new@) sees every slot waiting for a file. */
export const NothingSent: Story = {
  parameters: { page: { signedInAs: 'new@example.com' } },
  play: async ({ canvas, context }) => {
    const label = storyMessage(context, 'account.DocumentsSection.licence_front');
    await canvas.findByRole('button', { name: `${storyMessage(context, 'profile.DocumentSlot.choose')}: ${label}` });
  },
};
