import { HistoryPage } from '@frontoffice/feature-rentals';
import { createFileRoute } from '@tanstack/react-router';

// spec §2 account/bookings-history: closed bookings by month (the account route's guard applies).
export const Route = createFileRoute('/account/bookings-history')({
  beforeLoad: async ({ context }) => {
    await context.messages.ensure('feature-rentals');
  },
  component: () => <HistoryPage />,
});
