import { BookingsPage } from '@frontoffice/feature-rentals';
import { createFileRoute } from '@tanstack/react-router';

// spec §2 account/bookings: in-progress and upcoming bookings (the account route's guard applies).
export const Route = createFileRoute('/account/bookings')({
  beforeLoad: async ({ context }) => {
    await context.messages.ensure('feature-rentals');
  },
  component: () => <BookingsPage />,
});
