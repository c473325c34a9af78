import { RentalDetailPage } from '@frontoffice/feature-rentals';
import { createFileRoute } from '@tanstack/react-router';
import { useRentalMessages } from '../-components/rentalMessages.ts';

// spec §2 account/bookings/{id}?page=bookings: a booking's detail (the account route's guard applies).
export const Route = createFileRoute('/account/bookings_/$id')({
  component: BookingRoute,
});

function BookingRoute() {
  useRentalMessages();
  const { id } = Route.useParams();
  const mapStyleUrl = Route.useRouteContext({ select: ({ config }) => config.mapStyleUrl });
  return <RentalDetailPage id={Number(id)} list="bookings" mapStyleUrl={mapStyleUrl} />;
}
