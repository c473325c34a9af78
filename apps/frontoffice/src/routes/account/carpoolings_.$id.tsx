import { usePrefetchRentalHead } from '@frontoffice/feature-rentals/prefetch';
import { validateActiveListSearch } from '@frontoffice/feature-rentals/listSearch';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../access/guard.ts';
import { RENTAL_PAGE } from '../-components/rentalPage.ts';
import { LazyRentalDetail } from '../-components/RentalDetail.tsx';
import { useRentalMessages } from '../-components/rentalRoute.tsx';

// spec §2 account/carpoolings/{id}: a carpooling's detail.
export const Route = createFileRoute('/account/carpoolings_/$id')({
  staticData: RENTAL_PAGE,
  // spec §2: the page exists only with its feature switch (domain PAGES).
  beforeLoad: ({ context, location }) => guard('carpoolings', { context, location }),
  component: CarpoolingRoute,
});

function CarpoolingRoute() {
  const { id } = Route.useParams();
  // issue 32: the rental, its vehicle and its photo are asked for before the route waits for its messages and the
  // page's code.
  usePrefetchRentalHead(Number(id));
  useRentalMessages();
  const mapStyleUrl = Route.useRouteContext({ select: ({ config }) => config.mapStyleUrl });
  // spec §9 (issue 31): the lists' pages are in the address (`?upcomingPage=2`), read here, in the page's own chunk:
  // a route's validateSearch stays in the entry chunk that /login pays for.
  const listSearch = validateActiveListSearch(Route.useSearch());
  return <LazyRentalDetail id={Number(id)} list="carpoolings" listSearch={listSearch} mapStyleUrl={mapStyleUrl} />;
}
