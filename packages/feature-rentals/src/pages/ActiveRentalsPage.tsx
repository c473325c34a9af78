import { useSession, useTenant } from '@frontoffice/api-client';
import { EmptyState } from '@frontoffice/ui/EmptyState';
import { CalendarIcon } from '@frontoffice/ui/icons';
import { Link } from '@frontoffice/ui/Link';
import { PageFrame } from '@frontoffice/ui/PageFrame';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { RentalCard } from '../components/RentalCard/RentalCard.tsx';
import { RentalSection } from '../components/RentalSection/RentalSection.tsx';
import { SEARCH_PATH } from '../rentals/links.ts';
import { usePageParam } from '../rentals/usePageParam.ts';
import { type RentalSource, useRentalListPage } from '../rentals/useRentalData.ts';
import * as s from './pages.css.ts';

/** The texts of one of the two pages. */
export interface ActiveRentalsTexts {
  title: MessageDescriptor;
  inProgress: MessageDescriptor;
  upcoming: MessageDescriptor;
  noneInProgress: MessageDescriptor;
  noneUpcoming: MessageDescriptor;
  emptyTitle: MessageDescriptor;
  emptyBody: MessageDescriptor;
  search: MessageDescriptor;
}

/**
 * The in-progress (3 a page) and upcoming (20 a page) lists of the bookings or carpoolings page (spec §2, §4, §9),
 * each paginated on its own (its page in the URL), and one empty state with a link to the search when both are empty.
 */
export function ActiveRentalsPage({ source, texts }: { source: RentalSource; texts: ActiveRentalsTexts }) {
  const intl = useIntl();
  const tenant = useTenant();
  const { user } = useSession();
  // Each list's page is in the URL: Back from a booking returns to the page it was opened from.
  const [inProgressPage, setInProgressPage] = usePageParam('inProgressPage');
  const [upcomingPage, setUpcomingPage] = usePageParam('upcomingPage');
  const inProgress = useRentalListPage({ source, list: 'in_progress', page: inProgressPage });
  const upcoming = useRentalListPage({ source, list: 'upcoming', page: upcomingPage });
  const list = source === 'rentals' ? 'bookings' : 'carpoolings';
  const nothing = inProgress.data?.meta.total === 0 && upcoming.data?.meta.total === 0;
  const card = (rental: Parameters<typeof RentalCard>[0]['rental']) => (
    <RentalCard rental={rental} tenant={tenant} list={list} userId={user?.id} showRole={source === 'carpoolings'} />
  );
  return (
    <PageFrame title={intl.formatMessage(texts.title)} width="content">
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
    </PageFrame>
  );
}
