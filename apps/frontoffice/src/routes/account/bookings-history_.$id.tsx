import { RentalDetailPage } from '@frontoffice/feature-rentals';
import { validateHistoryListSearch } from '@frontoffice/feature-rentals/listSearch';
import { createFileRoute } from '@tanstack/react-router';
import { useRentalMessages } from '../-components/rentalMessages.ts';

// spec §2 account/bookings-history/{id}: a closed booking's detail (the account route's guard applies).
export const Route = createFileRoute('/account/bookings-history_/$id')({
  // spec §9 (issue 31): the pages of the list it was opened from, for its way back to them.
  validateSearch: validateHistoryListSearch,
  component: HistoryRentalRoute,
});

function HistoryRentalRoute() {
  useRentalMessages();
  const { id } = Route.useParams();
  const mapStyleUrl = Route.useRouteContext({ select: ({ config }) => config.mapStyleUrl });
  const listSearch = Route.useSearch();
  return <RentalDetailPage id={Number(id)} list="history" listSearch={listSearch} mapStyleUrl={mapStyleUrl} />;
}
