import { useDeferredValue } from 'react';
import { awaitsFirstAnswer, useSession, useTenant } from '@frontoffice/api-client';
import { EmptyState } from '@frontoffice/ui/EmptyState';
import { CalendarIcon } from '@frontoffice/ui/icons';
import { Link } from '@frontoffice/ui/Link';
import { useFrameBusy } from '@frontoffice/ui/PageFrame';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { AsOf } from '../components/AsOf/AsOf.tsx';
import { RentalCard } from '../components/RentalCard/RentalCard.tsx';
import { ListsSkeleton } from '../components/RentalSection/ListsSkeleton.tsx';
import { RentalSection } from '../components/RentalSection/RentalSection.tsx';
import { SEARCH_PATH } from '../rentals/links.ts';
import { type ActiveListSearch, pageForAddress } from '../rentals/listSearch.ts';
import { useCardsAnswered, useOnceTrue } from '../rentals/useAnswered.ts';
import { type RentalSource, useRentalListPage } from '../rentals/useRentalData.ts';
import * as s from './pages.css.ts';

/** The texts of one of the two pages (their titles are their frames', ListFrames.tsx). */
export interface ActiveRentalsTexts {
  inProgress: MessageDescriptor;
  upcoming: MessageDescriptor;
  noneInProgress: MessageDescriptor;
  noneUpcoming: MessageDescriptor;
  emptyTitle: MessageDescriptor;
  emptyBody: MessageDescriptor;
  search: MessageDescriptor;
}

/** Props of the bookings and carpoolings pages: each list's page, from the address (the route checks it). */
export interface ActiveListPageProps {
  /** The pages shown, from the route's `validateSearch` (`validateActiveListSearch`). */
  search: ActiveListSearch;
  /** Shows other pages: a new address (a history entry of its own), so that Back returns to the page before. */
  onSearchChange: (next: ActiveListSearch) => void;
}

/**
 * The in-progress (3 a page) and upcoming (20 a page) lists of the bookings or carpoolings page (spec §2, §4, §9),
 * each paginated on its own (its page in the URL), and one empty state with a link to the search when both are empty.
 * Drawn in the page's frame (`ListFrame`), which it marks busy until its lists are drawn.
 */
export function ActiveRentalsContent({ source, texts, search, onSearchChange }: ActiveListPageProps & { source: RentalSource; texts: ActiveRentalsTexts }) {
  const intl = useIntl();
  const tenant = useTenant();
  const { user } = useSession();
  // spec §9 (issue 31): each list's page is in the address, and its cards carry it to the detail, whose way back
  // returns to the page it was opened from.
  const inProgressPage = search.inProgressPage ?? 1;
  const upcomingPage = search.upcomingPage ?? 1;
  const setInProgressPage = (page: number) => onSearchChange({ ...search, inProgressPage: pageForAddress(page) });
  const setUpcomingPage = (page: number) => onSearchChange({ ...search, upcomingPage: pageForAddress(page) });
  const inProgress = useRentalListPage({ source, list: 'in_progress', page: inProgressPage });
  const upcoming = useRentalListPage({ source, list: 'upcoming', page: upcomingPage });
  const list = source === 'rentals' ? 'bookings' : 'carpoolings';
  const nothing = inProgress.data?.meta.total === 0 && upcoming.data?.meta.total === 0;
  // issue 32: both lists are drawn together, once their first pages and what their cards show have come; drawn as each
  // answer came, the upcoming list moved down under the cards in progress, and each card grew with its station.
  const cardsAnswered = useCardsAnswered([inProgress.data, upcoming.data].flatMap((page) => page?.rentals ?? []));
  // Drawn by a deferred render (issue 32): the answers reach React as synchronous updates, and both lists drawn in one
  // of them were a long task; deferred, React draws them in short slices.
  const waiting = useDeferredValue(!useOnceTrue(!awaitsFirstAnswer(inProgress) && !awaitsFirstAnswer(upcoming) && cardsAnswered), true);
  const card = (rental: Parameters<typeof RentalCard>[0]['rental']) => (
    <RentalCard rental={rental} tenant={tenant} list={list} listSearch={search} userId={user?.id} showRole={source === 'carpoolings'} />
  );
  useFrameBusy(waiting);
  return waiting ? (
    <ListsSkeleton />
  ) : (
    <>
      {/* Issue 33 (D42): offline, when the lists were last updated. */}
      <AsOf updatedAt={Math.min(inProgress.dataUpdatedAt, upcoming.dataUpdatedAt)} />
      {nothing ? (
        <EmptyState
          icon={<CalendarIcon size={28} />}
          title={intl.formatMessage(texts.emptyTitle)}
          description={intl.formatMessage(texts.emptyBody)}
          action={
            <Link href={SEARCH_PATH} variant="standalone">
              {intl.formatMessage(texts.search)}
            </Link>
          }
        />
      ) : (
        <div className={s.sections}>
          <RentalSection
            title={intl.formatMessage(texts.inProgress)}
            query={inProgress}
            page={inProgressPage}
            onPageChange={setInProgressPage}
            empty={<p className={s.muted}>{intl.formatMessage(texts.noneInProgress)}</p>}
            renderItem={card}
          />
          <RentalSection
            title={intl.formatMessage(texts.upcoming)}
            query={upcoming}
            page={upcomingPage}
            onPageChange={setUpcomingPage}
            empty={<p className={s.muted}>{intl.formatMessage(texts.noneUpcoming)}</p>}
            renderItem={card}
          />
        </div>
      )}
    </>
  );
}
