import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, storyMessage } from '@frontoffice/test-utils/story';
import { DocumentSlot } from './DocumentSlot.tsx';

const meta = {
  title: 'Screens/Parts/Document slot',
  component: DocumentSlot,
  ...pageStories({ feature: 'part-profile', path: '/signup', signedInAs: 'new@example.com' }),
  args: { kind: 'licence_front', label: 'Permis de conduire, recto' },
  render: (args) => (
    <div style={{ padding: 24, maxWidth: 560 }}>
      <DocumentSlot {...args} />
    </div>
  ),
} satisfies Meta<typeof DocumentSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §4: a slot waiting for its file (a driver who has sent nothing), with the accepted formats as its hint. */
export const Waiting: Story = {
  play: async ({ canvas, context, args }) => {
    await canvas.findByRole('button', { name: `${storyMessage(context, 'profile.DocumentSlot.choose')}: ${args.label}` });
    await canvas.findByText(storyMessage(context, 'profile.DocumentSlot.formats'));
  },
};

/** D35: a document the server holds shows as sent after a reload, with its replace action (the account page). */
export const Sent: Story = {
  args: { notifyUploaded: true },
  parameters: { page: { signedInAs: 'driver@example.com' } },
  play: async ({ canvas, context, args }) => {
    await canvas.findByRole('button', { name: `${storyMessage(context, 'profile.DocumentSlot.replace')}: ${args.label}` });
  },
};

/** The selfie: on a phone its camera button says "Take a selfie" and opens the front camera (`capture="user"`). */
export const Selfie: Story = {
  args: { kind: 'selfie', label: 'Selfie' },
  play: async ({ canvas, context, args }) => {
    await canvas.findByRole('button', { name: `${storyMessage(context, 'profile.DocumentSlot.choose')}: ${args.label}` });
    await canvas.findByText(storyMessage(context, 'profile.DocumentSlot.takeSelfie'));
  },
};
