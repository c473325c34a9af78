import { HistoryPage } from '@frontoffice/feature-rentals';
import { createFileRoute } from '@tanstack/react-router';
import { useRentalMessages } from '../-components/rentalMessages.ts';

// spec §2 account/bookings-history: closed bookings by month (the account route's guard applies).
export const Route = createFileRoute('/account/bookings-history')({
  component: HistoryRoute,
});

function HistoryRoute() {
  useRentalMessages();
  return <HistoryPage />;
}
