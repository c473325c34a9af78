import { ListFrame, ListsLoading } from '@frontoffice/feature-rentals/ListFrames';
import { validateHistoryListSearch } from '@frontoffice/feature-rentals/listSearch';
import { usePrefetchHistory } from '@frontoffice/feature-rentals/prefetch';
import { createFileRoute } from '@tanstack/react-router';
import { RENTAL_PAGE } from '../-components/rentalPage.ts';
import { chunkComponent, useRentalMessages } from '../-components/rentalRoute.tsx';

// The list, loaded behind the page's title (issue 32); its files are listed with it (firstPaintChunks.ts). Drawn once
// its code has come, not by a Suspense boundary's retry, which React held back until 300 ms after the outline (its
// largest paint, a card, came 200 ms late in Lighthouse's runs: chunkComponent).
const HistoryContent = chunkComponent(() => import('@frontoffice/feature-rentals/HistoryPage').then((module) => module.HistoryContent));

// spec §2 account/bookings-history: closed bookings by month (the account route's guard applies).
export const Route = createFileRoute('/account/bookings-history')({
  staticData: RENTAL_PAGE,
  component: HistoryRoute,
});

function HistoryRoute() {
  // spec §9 (issue 31): the page is in the address (`?page=2`), read here, in the page's own chunk: a route's
  // validateSearch stays in the entry chunk that /login pays for.
  const search = validateHistoryListSearch(Route.useSearch());
  // Issue 32: the page's largest paint is a card, drawn once the list and what its cards show have come: they are
  // asked for before the route waits for its messages and the list's code, which come beside them.
  usePrefetchHistory(search.page ?? 1);
  useRentalMessages();
  const navigate = Route.useNavigate();
  // The list scrolls itself to the top on a page change (spec §9): the router does not scroll a second time.
  return (
    <ListFrame list="history">
      <HistoryContent fallback={<ListsLoading />} search={search} onSearchChange={(next) => void navigate({ search: next, resetScroll: false })} />
    </ListFrame>
  );
}
