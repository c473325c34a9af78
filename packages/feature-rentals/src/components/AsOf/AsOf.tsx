import { useTenant } from '@frontoffice/api-client';
import { AsOf as UpdatedAsOf } from '@frontoffice/ui/AsOf';
import { type MessageDescriptor, useIntl } from 'react-intl';

const m = {
  today: { id: 'rentals.AsOf.today' },
  earlier: { id: 'rentals.AsOf.earlier' },
} satisfies Record<string, MessageDescriptor>;

/**
 * Issue 33 item 3 (decision D42): while the browser is offline, when the bookings shown were last updated, in the
 * tenant's time zone ("Hors ligne · à jour à 14h05" / "Offline · as of 14:05"; the day too when it was not today).
 * @param updatedAt a query's `dataUpdatedAt`
 */
export function AsOf({ updatedAt }: { updatedAt: number }) {
  const intl = useIntl();
  const tenant = useTenant();
  return (
    <UpdatedAsOf updatedAt={updatedAt} locale={intl.locale} timeZone={tenant.timezone}>
      {({ today, time }) => intl.formatMessage(today ? m.today : m.earlier, { time })}
    </UpdatedAsOf>
  );
}
