import { HistoryPage } from '@frontoffice/feature-rentals';
import { validateHistoryListSearch } from '@frontoffice/feature-rentals/listSearch';
import { createFileRoute } from '@tanstack/react-router';
import { RENTAL_PAGE } from '../-components/rentalPage.ts';
import { useRentalMessages } from '../-components/rentalMessages.ts';

// spec §2 account/bookings-history: closed bookings by month (the account route's guard applies).
export const Route = createFileRoute('/account/bookings-history')({
  staticData: RENTAL_PAGE,
  component: HistoryRoute,
});

function HistoryRoute() {
  useRentalMessages();
  // spec §9 (issue 31): the lists' pages are in the address (`?upcomingPage=2`), read here, in the page's own chunk:
  // a route's validateSearch stays in the entry chunk that /login pays for.
  const search = validateHistoryListSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  // The list scrolls itself to the top on a page change (spec §9): the router does not scroll a second time.
  return <HistoryPage search={search} onSearchChange={(next) => void navigate({ search: next, resetScroll: false })} />;
}
