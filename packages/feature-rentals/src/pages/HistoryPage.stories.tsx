import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories } from '@frontoffice/test-utils/story';
import { ListRoute } from '../test/listRoute.tsx';

const meta = {
  title: 'Screens/Bookings/History',
  component: ListRoute,
  ...pageStories({ feature: 'feature-rentals', path: '/account/bookings-history', signedInAs: 'driver@example.com' }),
  args: { list: 'history' },
} satisfies Meta<typeof ListRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2 account/bookings-history: the driver's closed bookings, grouped by month. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await canvas.findAllByRole('heading', { level: 3 }, { timeout: 20_000 });
  },
};
