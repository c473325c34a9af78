import { useTenant } from '@frontoffice/api-client';
import { formatUpdatedAt } from '@frontoffice/domain';
import { OfflineReason } from '@frontoffice/ui/Button';
import { use } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { asOf } from './AsOf.css.ts';

const m = {
  today: { id: 'rentals.AsOf.today' },
  earlier: { id: 'rentals.AsOf.earlier' },
} satisfies Record<string, MessageDescriptor>;

/** Props of {@link AsOf}. */
export interface AsOfProps {
  /** When what the page shows was last answered by the server (a query's `dataUpdatedAt`, ms). */
  updatedAt: number;
}

/**
 * Issue 33 item 3 (decision D42): while the browser is offline, when what the page shows was last updated, in the
 * tenant's time zone ("À jour à 14h05" / "As of 14:05"; the day too when it was not today). Online it shows nothing:
 * the page is live.
 */
export function AsOf({ updatedAt }: AsOfProps) {
  const intl = useIntl();
  const tenant = useTenant();
  const offline = use(OfflineReason) !== null;
  if (!offline || updatedAt <= 0) return null;
  const { today, text } = formatUpdatedAt(updatedAt, intl.locale, tenant);
  return <p className={asOf}>{intl.formatMessage(today ? m.today : m.earlier, { time: text })}</p>;
}
