import { usePrefetchRentalHead } from '@frontoffice/feature-rentals/prefetch';
import { validateHistoryListSearch } from '@frontoffice/feature-rentals/listSearch';
import { createFileRoute } from '@tanstack/react-router';
import { RENTAL_PAGE } from '../-components/rentalPage.ts';
import { LazyRentalDetail } from '../-components/RentalDetail.tsx';
import { useRentalMessages } from '../-components/rentalRoute.tsx';

// spec §2 account/bookings-history/{id}: a closed booking's detail (the account route's guard applies).
export const Route = createFileRoute('/account/bookings-history_/$id')({
  staticData: RENTAL_PAGE,
  component: HistoryRentalRoute,
});

function HistoryRentalRoute() {
  const { id } = Route.useParams();
  // issue 32: the rental, its vehicle and its photo are asked for before the route waits for its messages and the
  // page's code.
  usePrefetchRentalHead(Number(id));
  useRentalMessages();
  const mapStyleUrl = Route.useRouteContext({ select: ({ config }) => config.mapStyleUrl });
  // spec §9 (issue 31): the lists' pages are in the address (`?upcomingPage=2`), read here, in the page's own chunk:
  // a route's validateSearch stays in the entry chunk that /login pays for.
  const listSearch = validateHistoryListSearch(Route.useSearch());
  return <LazyRentalDetail id={Number(id)} list="history" listSearch={listSearch} mapStyleUrl={mapStyleUrl} />;
}
