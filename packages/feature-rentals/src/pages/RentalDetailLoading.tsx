import { Link } from '@frontoffice/ui/Link';
import { PageFrame } from '@frontoffice/ui/PageFrame';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { rentalListPath, type RentalListPage } from '../rentals/links.ts';
import type { RentalListSearch } from '../rentals/listSearch.ts';

const m = {
  loading: { id: 'common.loading' },
  back: { id: 'rentals.RentalDetailPage.back' },
} satisfies Record<string, MessageDescriptor>;

const LIST_NAMES = {
  bookings: { id: 'rentals.RentalDetailPage.bookings' },
  carpoolings: { id: 'rentals.RentalDetailPage.carpoolings' },
  history: { id: 'rentals.RentalDetailPage.history' },
} satisfies Record<RentalListPage, MessageDescriptor>;

/** The way back from a booking's detail to the list it was opened from, on the page it was opened from (spec §9). */
export function BackToList({ list, listSearch }: { list: RentalListPage; listSearch?: RentalListSearch }) {
  const intl = useIntl();
  return (
    <Link href={rentalListPath(list, listSearch)} variant="standalone">
      {intl.formatMessage(m.back, { list: intl.formatMessage(LIST_NAMES[list]) })}
    </Link>
  );
}

/**
 * A booking's detail while it loads, the page busy: drawn by the page until its rental and vehicle have answered, and
 * by the detail routes while the page's code downloads (issue 32), in a module of its own so that the route draws it
 * at once, the same elements in the same place.
 */
export function RentalDetailLoading({ list, listSearch }: { list: RentalListPage; listSearch?: RentalListSearch }) {
  const intl = useIntl();
  return (
    <PageFrame title={intl.formatMessage(m.loading)} headerEnd={<BackToList list={list} listSearch={listSearch} />} width="content" busy>
      <Skeleton height="240px" />
      <Skeleton lines={4} />
    </PageFrame>
  );
}
