import { BookingsPage } from '@frontoffice/feature-rentals';
import { validateActiveListSearch } from '@frontoffice/feature-rentals/listSearch';
import { createFileRoute } from '@tanstack/react-router';
import { useRentalMessages } from '../-components/rentalMessages.ts';

// spec §2 account/bookings: in-progress and upcoming bookings (the account route's guard applies).
export const Route = createFileRoute('/account/bookings')({
  // spec §9 (issue 31): each list's page is in the address (`?upcomingPage=2`); a first or malformed page is left out.
  validateSearch: validateActiveListSearch,
  component: BookingsRoute,
});

function BookingsRoute() {
  useRentalMessages();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // The list scrolls itself to the top on a page change (spec §9): the router does not scroll a second time.
  return <BookingsPage search={search} onSearchChange={(next) => void navigate({ search: next, resetScroll: false })} />;
}
