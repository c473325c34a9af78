import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories } from '@frontoffice/test-utils/story';
import { HistoryPage } from './HistoryPage.tsx';

const meta = {
  title: 'Screens/Bookings/History',
  component: HistoryPage,
  ...pageStories({ feature: 'feature-rentals', path: '/account/bookings-history', signedInAs: 'driver@example.com' }),
} satisfies Meta<typeof HistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2 account/bookings-history: the driver's closed bookings, grouped by month. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await canvas.findAllByRole('heading', { level: 3 }, { timeout: 20_000 });
  },
};
