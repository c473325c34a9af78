import { useSession, useTenant } from '@frontoffice/api-client';
import { formatDisplayDate, groupByMonth } from '@frontoffice/domain';
import { EmptyState } from '@frontoffice/ui/EmptyState';
import { Link } from '@frontoffice/ui/Link';
import { PageFrame } from '@frontoffice/ui/PageFrame';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { RentalCard } from '../components/RentalCard/RentalCard.tsx';
import { RentalSection } from '../components/RentalSection/RentalSection.tsx';
import { SEARCH_PATH } from '../rentals/links.ts';
import { usePageParam } from '../rentals/usePageParam.ts';
import { useRentalListPage } from '../rentals/useRentalData.ts';
import * as s from './pages.css.ts';

const m = {
  title: { id: 'rentals.HistoryPage.title' },
  list: { id: 'rentals.HistoryPage.list' },
  emptyTitle: { id: 'rentals.HistoryPage.emptyTitle' },
  emptyBody: { id: 'rentals.HistoryPage.emptyBody' },
  search: { id: 'rentals.HistoryPage.search' },
} satisfies Record<string, MessageDescriptor>;

/**
 * account/bookings-history (spec §2): the driver's closed bookings (closed, expired, cancelled, refused), 15 a page,
 * newest first, `driver_ids` = the account's id (spec §7, §9), grouped by the year-month of their start in the tenant's
 * zone and headed `MMMM YYYY`; a card opens `account/bookings-history/{id}`.
 */
export function HistoryPage() {
  const intl = useIntl();
  const tenant = useTenant();
  const { user } = useSession();
  // The page is in the URL (`?page=2`): Back from a booking returns to it.
  const [page, setPage] = usePageParam('page');
  const query = useRentalListPage({ source: 'rentals', list: 'closed', page, driverId: user?.id, enabled: user !== undefined });
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
  return (
    <PageFrame title={intl.formatMessage(m.title)} width="content">
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
                    <RentalCard rental={rental} tenant={tenant} list="history" userId={user?.id} headingLevel={4} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        }
      />
    </PageFrame>
  );
}
