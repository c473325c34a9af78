import { HistoryPage } from '@frontoffice/feature-rentals';
import { validateHistoryListSearch } from '@frontoffice/feature-rentals/listSearch';
import { createFileRoute } from '@tanstack/react-router';
import { useRentalMessages } from '../-components/rentalMessages.ts';

// spec §2 account/bookings-history: closed bookings by month (the account route's guard applies).
export const Route = createFileRoute('/account/bookings-history')({
  // spec §9 (issue 31): the list's page is in the address (`?page=2`); a first or malformed page is left out.
  validateSearch: validateHistoryListSearch,
  component: HistoryRoute,
});

function HistoryRoute() {
  useRentalMessages();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // The list scrolls itself to the top on a page change (spec §9): the router does not scroll a second time.
  return <HistoryPage search={search} onSearchChange={(next) => void navigate({ search: next, resetScroll: false })} />;
}
