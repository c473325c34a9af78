import type { Tenant, User } from '@frontoffice/api-client';
import { formatCalendarDate, LICENCE_FIELDS_ANCHOR, licenceExpiryBefore, licenceWarning, pagePath, toDateTime } from '@frontoffice/domain';
import type { DateTime } from 'luxon';
import { Link } from '@frontoffice/ui/Link';
import { InlineMessage } from '@frontoffice/ui/PageFrame';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as css from './LicenceExpiryNotice.css.ts';

/** The account details page's licence fields (issue 34: the link lands on them). */
const LICENCE_FIELDS_PATH = `${pagePath('account-details')}#${LICENCE_FIELDS_ANCHOR}`;

const m = {
  expires: { id: 'search.BookingReview.licenceExpires' },
  update: { id: 'search.BookingReview.licenceUpdate' },
} satisfies Record<string, MessageDescriptor>;

/** Props of {@link LicenceExpiryNotice}. */
export interface LicenceExpiryNoticeProps {
  tenant: Tenant;
  /** The signed-in driver's account (the cached `GET /user`); undefined for a guest or while it loads. */
  user: User | undefined;
  /** When the booking ends (the search's `end`). */
  end: string | undefined;
  /** The current instant: a licence already expired is said in the past tense. */
  now: () => DateTime;
}

/**
 * issue 34, decision D44: at the booking review, a licence whose last valid day is before the booking's end is said,
 * with its date and a link to update it on the account page. A warning only: booking stays possible, the operator
 * decides. Nothing when the tenant does not show the licence's expiry (the domain's rule).
 */
export function LicenceExpiryNotice({ tenant, user, end, now }: LicenceExpiryNoticeProps) {
  const intl = useIntl();
  const endTime = toDateTime(end);
  const expiry = endTime ? licenceExpiryBefore(user, tenant, endTime) : null;
  if (!expiry) return null;
  return (
    <InlineMessage tone="warning">
      <span className={css.content}>
        <span>
          {intl.formatMessage(m.expires, {
            date: formatCalendarDate(expiry, intl.locale),
            expired: licenceWarning(user, tenant, now().toMillis())?.state === 'expired' ? 'yes' : 'no',
          })}
        </span>
        <Link href={LICENCE_FIELDS_PATH} variant="standalone">
          {intl.formatMessage(m.update)}
        </Link>
      </span>
    </InlineMessage>
  );
}
