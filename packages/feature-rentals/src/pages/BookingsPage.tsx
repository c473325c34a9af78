import type { MessageDescriptor } from 'react-intl';
import { type ActiveListPageProps, ActiveRentalsContent, type ActiveRentalsTexts } from './ActiveRentalsPage.tsx';
import { ListFrame } from './ListFrames.tsx';

const m = {
  inProgress: { id: 'rentals.BookingsPage.inProgress' },
  upcoming: { id: 'rentals.BookingsPage.upcoming' },
  noneInProgress: { id: 'rentals.BookingsPage.noneInProgress' },
  noneUpcoming: { id: 'rentals.BookingsPage.noneUpcoming' },
  emptyTitle: { id: 'rentals.BookingsPage.emptyTitle' },
  emptyBody: { id: 'rentals.BookingsPage.emptyBody' },
  search: { id: 'rentals.BookingsPage.search' },
} satisfies Record<keyof ActiveRentalsTexts, MessageDescriptor>;

/**
 * account/bookings (spec §2): the driver's bookings in progress and upcoming, from `GET /user/rentals` (spec §7); a
 * card opens `account/bookings/{id}?page=bookings`. Each list's page is in the address (`?upcomingPage=2`, spec §9).
 */
export function BookingsPage(props: ActiveListPageProps) {
  return (
    <ListFrame list="bookings">
      <BookingsContent {...props} />
    </ListFrame>
  );
}

/** The page's lists, drawn in its frame ({@link ListFrame}): the route draws the frame first (issue 32). */
export function BookingsContent(props: ActiveListPageProps) {
  return <ActiveRentalsContent source="rentals" texts={m} {...props} />;
}
