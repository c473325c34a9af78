import { validateActiveListSearch } from '@frontoffice/feature-rentals/listSearch';
import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { RENTAL_PAGE } from '../-components/rentalPage.ts';
import { useRentalMessages } from '../-components/rentalRoute.tsx';
import { ListAfterTitle } from '../-components/ListAfterTitle.tsx';

// The lists, loaded behind the page's title (issue 32); their files are listed with them (firstPaintChunks.ts).
const BookingsContent = lazy(() => import('@frontoffice/feature-rentals/BookingsPage').then((module) => ({ default: module.BookingsContent })));

// spec §2 account/bookings: in-progress and upcoming bookings (the account route's guard applies).
export const Route = createFileRoute('/account/bookings')({
  staticData: RENTAL_PAGE,
  component: BookingsRoute,
});

function BookingsRoute() {
  useRentalMessages();
  // spec §9 (issue 31): the lists' pages are in the address (`?upcomingPage=2`), read here, in the page's own chunk:
  // a route's validateSearch stays in the entry chunk that /login pays for.
  const search = validateActiveListSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  // The list scrolls itself to the top on a page change (spec §9): the router does not scroll a second time.
  return (
    <ListAfterTitle list="bookings">
      <BookingsContent search={search} onSearchChange={(next) => void navigate({ search: next, resetScroll: false })} />
    </ListAfterTitle>
  );
}
