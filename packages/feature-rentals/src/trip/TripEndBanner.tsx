import {
  type Rental,
  useApiClient,
  userCarpoolingRentalsQueryOptions,
  userRentalsQueryOptions,
  useSession,
  useTenant,
} from '@frontoffice/api-client';
import { modificationRights, rentalListQuery, timezoneOf, tripEndNotice, usesFeature } from '@frontoffice/domain';
import { Link } from '@frontoffice/ui/Link';
import { useQuery } from '@tanstack/react-query';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { EXTEND_ANCHOR } from '../extend/anchor.ts';
import { endText } from '../extend/endText.ts';
import { rentalDetailPath } from '../rentals/links.ts';
import { useNowDateTime } from '../rentals/useNowDateTime.ts';
import * as s from './TripEndBanner.css.ts';

const m = {
  ending: { id: 'rentals.TripEnd.ending' },
  overdue: { id: 'rentals.TripEnd.overdue' },
  extend: { id: 'rentals.TripEnd.extend' },
  view: { id: 'rentals.TripEnd.view' },
} satisfies Record<string, MessageDescriptor>;

/** How often the in-progress list is asked again while the app is open: a trip may start or change on the car. */
const REFRESH_MS = 5 * 60_000;
/** How often the clock is read again: the banner appears 30 minutes before the end, to the minute. */
const CLOCK_MS = 15_000;
const NO_RENTALS: Rental[] = [];

/**
 * The end of the trip on every page (issue 34 item 2): from 30 minutes before the signed-in driver's in-progress
 * booking ends, a quiet bar at the bottom of the page says when ("Votre réservation se termine à 14h30", the tenant's
 * zone) and leads to extending it; once the end has passed and the booking is not closed, it says the booking is
 * overdue. A polite status: announced once when it appears (and once when it turns overdue), never taking the focus.
 * Rendered by the app frame for a member, after the page is drawn (its own chunk); the lists it reads are the
 * bookings page's (and the data kept offline's, issue 33), asked again every five minutes.
 */
export default function TripEndBanner() {
  const intl = useIntl();
  const tenant = useTenant();
  const { user } = useSession();
  const client = useApiClient();
  const now = useNowDateTime(CLOCK_MS);
  const { statuses, limit, order } = rentalListQuery('in_progress');
  const enabled = user != null;
  const refresh = { enabled, refetchInterval: REFRESH_MS, staleTime: 60_000 } as const;
  const bookings = useQuery({ ...userRentalsQueryOptions(client, { page: 1, limit, statuses: [...statuses], order }), ...refresh });
  const carpoolings = useQuery({
    ...userCarpoolingRentalsQueryOptions(client, { page: 1, limit, statuses: [...statuses] }),
    ...refresh,
    enabled: enabled && usesFeature(tenant, 'carpooling'),
  });
  const rentals = [...(bookings.data?.rentals ?? NO_RENTALS), ...(carpoolings.data?.rentals ?? NO_RENTALS)];
  const notice = user ? tripEndNotice(rentals, user.id, tenant, now) : null;
  if (!notice || !user) return null;
  const { rental } = notice;
  const end = endText(notice.end, now.setZone(timezoneOf(tenant)), intl.locale, tenant);
  // The end may still move (spec §5): "Extend" leads to the booking's choices, which say if the tenant's limits leave
  // none; otherwise "View the booking". (The banner's chunk stays without the pickers' time rules.)
  const canExtend = modificationRights(rental, tenant, now).end;
  const detail = rentalDetailPath(rental.carpooling ? 'carpoolings' : 'bookings', rental.id);
  return (
    <div role="status" className={notice.state === 'overdue' ? `${s.banner} ${s.overdue}` : s.banner}>
      <p className={s.text}>{intl.formatMessage(notice.state === 'overdue' ? m.overdue : m.ending, end)}</p>
      <Link href={canExtend ? `${detail}#${EXTEND_ANCHOR}` : detail} variant="standalone">
        {intl.formatMessage(canExtend ? m.extend : m.view)}
      </Link>
    </div>
  );
}
