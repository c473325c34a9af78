import { RentalDetailPage } from '@frontoffice/feature-rentals';
import { createFileRoute } from '@tanstack/react-router';
import { useRentalMessages } from '../-components/rentalMessages.ts';

// spec §2 account/bookings-history/{id}: a closed booking's detail (the account route's guard applies).
export const Route = createFileRoute('/account/bookings-history_/$id')({
  component: HistoryRentalRoute,
});

function HistoryRentalRoute() {
  useRentalMessages();
  const { id } = Route.useParams();
  const mapStyleUrl = Route.useRouteContext({ select: ({ config }) => config.mapStyleUrl });
  return <RentalDetailPage id={Number(id)} list="history" mapStyleUrl={mapStyleUrl} />;
}
