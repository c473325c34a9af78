import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, storyMessage } from '@frontoffice/test-utils/story';
import { ListRoute } from '../test/listRoute.tsx';

const meta = {
  title: 'Screens/Bookings/Bookings',
  component: ListRoute,
  ...pageStories({ feature: 'feature-rentals', path: '/account/bookings', signedInAs: 'driver@example.com' }),
  args: { list: 'bookings' },
} satisfies Meta<typeof ListRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2 account/bookings: the demo driver's booking in progress and upcoming bookings. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article', {}, { timeout: 20_000 });
  },
};

/** spec §2: nothing in progress nor upcoming, and the way to the search. */
export const Empty: Story = {
  parameters: { page: { signedInAs: 'waiting@example.com' } },
  play: async ({ canvas, context }) => {
    await canvas.findByRole('link', { name: storyMessage(context, 'rentals.BookingsPage.search') }, { timeout: 20_000 });
  },
};
