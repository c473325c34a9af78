import type { MessageDescriptor } from 'react-intl';
import { type ActiveListPageProps, ActiveRentalsContent, type ActiveRentalsTexts } from './ActiveRentalsPage.tsx';
import { ListFrame } from './ListFrames.tsx';

const m = {
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
  return (
    <ListFrame list="carpoolings">
      <CarpoolingsContent {...props} />
    </ListFrame>
  );
}

/** The page's lists, drawn in its frame ({@link ListFrame}): the route draws the frame first (issue 32). */
export function CarpoolingsContent(props: ActiveListPageProps) {
  return <ActiveRentalsContent source="carpoolings" texts={m} {...props} />;
}
