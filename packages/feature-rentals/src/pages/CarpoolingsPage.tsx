import type { MessageDescriptor } from 'react-intl';
import { type ActiveListPageProps, ActiveRentalsPage, type ActiveRentalsTexts } from './ActiveRentalsPage.tsx';

const m = {
  title: { id: 'rentals.CarpoolingsPage.title' },
  inProgress: { id: 'rentals.CarpoolingsPage.inProgress' },
  upcoming: { id: 'rentals.CarpoolingsPage.upcoming' },
  noneInProgress: { id: 'rentals.CarpoolingsPage.noneInProgress' },
  noneUpcoming: { id: 'rentals.CarpoolingsPage.noneUpcoming' },
  emptyTitle: { id: 'rentals.CarpoolingsPage.emptyTitle' },
  emptyBody: { id: 'rentals.CarpoolingsPage.emptyBody' },
  search: { id: 'rentals.CarpoolingsPage.search' },
} satisfies Record<keyof ActiveRentalsTexts, MessageDescriptor>;

/**
 * account/carpoolings (spec §2, carpooling on): in-progress and upcoming carpoolings from
 * `GET /user/carpooling_rentals` (spec §7), those the driver drives and those joined as a passenger, each marked so.
 */
export function CarpoolingsPage(props: ActiveListPageProps) {
  return <ActiveRentalsPage source="carpoolings" texts={m} {...props} />;
}
