import { useDeferredValue } from 'react';
import { awaitsFirstAnswer, useSession, useTenant } from '@frontoffice/api-client';
import { formatDisplayDate, groupByMonth } from '@frontoffice/domain';
import { EmptyState } from '@frontoffice/ui/EmptyState';
import { Link } from '@frontoffice/ui/Link';
import { useFrameBusy } from '@frontoffice/ui/PageFrame';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { RentalCard } from '../components/RentalCard/RentalCard.tsx';
import { ListsSkeleton } from '../components/RentalSection/ListsSkeleton.tsx';
import { RentalSection } from '../components/RentalSection/RentalSection.tsx';
import { SEARCH_PATH } from '../rentals/links.ts';
import { askedAWhileAgo } from '../rentals/prefetch.ts';
import { type HistoryListSearch, pageForAddress } from '../rentals/listSearch.ts';
import { useCardsAnswered, useOnceTrue } from '../rentals/useAnswered.ts';
import { useRentalListPage } from '../rentals/useRentalData.ts';
import { ListFrame } from './ListFrames.tsx';
import * as s from './pages.css.ts';

const m = {
  list: { id: 'rentals.HistoryPage.list' },
  emptyTitle: { id: 'rentals.HistoryPage.emptyTitle' },
  emptyBody: { id: 'rentals.HistoryPage.emptyBody' },
  search: { id: 'rentals.HistoryPage.search' },
} satisfies Record<string, MessageDescriptor>;

/** Props of {@link HistoryPage} and {@link HistoryContent}: the list's page, from the address (the route checks it). */
export interface HistoryPageProps {
  /** The page shown, from the route's `validateSearch` (`validateHistoryListSearch`). */
  search: HistoryListSearch;
  /** Shows another page: a new address (a history entry of its own), so that Back returns to the page before. */
  onSearchChange: (next: HistoryListSearch) => void;
}

/**
 * account/bookings-history (spec §2): the driver's closed bookings (closed, expired, cancelled, refused), 15 a page,
 * newest first, `driver_ids` = the account's id (spec §7, §9), grouped by the year-month of their start in the tenant's
 * zone and headed `MMMM YYYY`; a card opens `account/bookings-history/{id}`.
 */
export function HistoryPage(props: HistoryPageProps) {
  return (
    <ListFrame list="history">
      <HistoryContent {...props} />
    </ListFrame>
  );
}

/**
 * The history's list, drawn in its frame ({@link ListFrame}), which it marks busy until the list is drawn: the
 * route draws the frame first, and this once its code has come (issue 32).
 */
export function HistoryContent({ search, onSearchChange }: HistoryPageProps) {
  const intl = useIntl();
  const tenant = useTenant();
  const { user } = useSession();
  // spec §9 (issue 31): the page is in the address (`?page=2`), and the cards carry it to the detail, whose way back
  // returns to it.
  const page = search.page ?? 1;
  const setPage = (next: number) => onSearchChange({ ...search, page: pageForAddress(next) });
  // The route asked for the page before the page's code came (usePrefetchHistory): not asked again as it mounts.
  const query = useRentalListPage({ source: 'rentals', list: 'closed', page, driverId: user?.id, enabled: user !== undefined, refetchOnMount: askedAWhileAgo });
  // issue 32: the list is drawn once its first page and what its cards show have come, so that no card grows under
  // the driver's eyes.
  const cardsAnswered = useCardsAnswered(query.data?.rentals ?? []);
  const empty = (
    <EmptyState
      title={intl.formatMessage(m.emptyTitle)}
      description={intl.formatMessage(m.emptyBody)}
      headingLevel={3}
      action={
        <Link href={SEARCH_PATH} variant="standalone">
          {intl.formatMessage(m.search)}
        </Link>
      }
    />
  );
  const list = (
    <RentalSection
      title={intl.formatMessage(m.list)}
      query={query}
      page={page}
      onPageChange={setPage}
      empty={empty}
      renderItem={() => null}
      renderItems={(rentals) =>
        groupByMonth(rentals, (r) => r.reservation_start_time, tenant).map((group) => (
          <section key={group.key} className={s.month} aria-labelledby={`history-${group.key}`}>
            <h3 id={`history-${group.key}`} className={s.monthHeading}>
              {formatDisplayDate(group.month, 'monthYear', intl.locale, tenant)}
            </h3>
            <ul className={s.list}>
              {group.items.map((rental) => (
                <li key={rental.id}>
                  <RentalCard rental={rental} tenant={tenant} list="history" listSearch={search} userId={user?.id} headingLevel={4} />
                </li>
              ))}
            </ul>
          </section>
        ))
      }
    />
  );
  // The list is asked for with the account's id: until the session has it, the page is loading too.
  // Drawn by a deferred render (issue 32): the answers reach React as synchronous updates, and the whole list drawn in
  // one of them was a long task (150 ms on a 4x slower processor); deferred, React draws it in short slices.
  const waiting = useDeferredValue(!useOnceTrue(user !== undefined && !awaitsFirstAnswer(query) && cardsAnswered), true);
  useFrameBusy(waiting);
  return waiting ? <ListsSkeleton /> : list;
}
