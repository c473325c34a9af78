import { BookingsPage } from '@frontoffice/feature-rentals';
import { createFileRoute } from '@tanstack/react-router';
import { useRentalMessages } from '../-components/rentalMessages.ts';

// spec §2 account/bookings: in-progress and upcoming bookings (the account route's guard applies).
export const Route = createFileRoute('/account/bookings')({
  component: BookingsRoute,
});

function BookingsRoute() {
  useRentalMessages();
  return <BookingsPage />;
}
