import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, storyMessage } from '@frontoffice/test-utils/story';
import { ListRoute } from '../test/listRoute.tsx';

const meta = {
  title: 'Screens/Bookings/Carpoolings',
  component: ListRoute,
  ...pageStories({ feature: 'feature-rentals', path: '/account/carpoolings', tenant: 'cityshare', signedInAs: 'driver@example.com' }),
  args: { list: 'carpoolings' },
} satisfies Meta<typeof ListRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2 account/carpoolings: the carpooling the driver drives, marked so. */
export const AsDriver: Story = {
  play: async ({ canvas, context }) => {
    await canvas.findByText(storyMessage(context, 'rentals.RentalStatusBadge.driver'), {}, { timeout: 20_000 });
  },
};

/** The same carpooling seen by the passenger who joined it, marked so. */
export const AsPassenger: Story = {
  parameters: { page: { signedInAs: 'passenger@example.com' } },
  play: async ({ canvas, context }) => {
    await canvas.findByText(storyMessage(context, 'rentals.RentalStatusBadge.passenger'), {}, { timeout: 20_000 });
  },
};
