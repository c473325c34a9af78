import { useTenant, type User } from '@frontoffice/api-client';
import { accountDocumentGroups, formatCalendarDate, licenceWarning } from '@frontoffice/domain';
import { Button } from '@frontoffice/ui/Button';
import { InlineMessage } from '@frontoffice/ui/PageFrame';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { focusLicenceFields } from './licenceFields.ts';
import * as css from './AccountDetails.css.ts';

const m = {
  expiring: { id: 'account.LicenceBanner.expiring' },
  expired: { id: 'account.LicenceBanner.expired' },
  what: { id: 'account.LicenceBanner.what' },
  whatWithDocuments: { id: 'account.LicenceBanner.whatWithDocuments' },
  update: { id: 'account.LicenceBanner.update' },
} satisfies Record<string, MessageDescriptor>;

/** Props of {@link LicenceBanner}. */
export interface LicenceBannerProps {
  /** The account as cached (`GET /user`, replaced by the profile's save): the banner goes once the date is new. */
  user: User;
}

/**
 * The top of the account page when the licence has expired or expires within 30 days (issue 34, decision D44): its
 * date, what to update (the expiry date, and the licence photos of "My documents" when the operator collects them),
 * and a button that moves the focus to the licence fields. A warning while it is valid, the danger tone once expired;
 * it never blocks anything. The stored expired date keeps its own warning on its field (D41), which says the other
 * changes can be saved: the banner does not repeat it. Nothing when the tenant does not show the expiry (domain rule).
 */
export function LicenceBanner({ user }: LicenceBannerProps) {
  const intl = useIntl();
  const tenant = useTenant();
  // Read at every render: the account's change (a save) renders the banner again, with the state of that moment.
  const warning = licenceWarning(user, tenant, Date.now());
  if (!warning) return null;
  const date = formatCalendarDate(warning.expiry, intl.locale);
  const collectsPhotos = accountDocumentGroups(tenant).some(({ group }) => group === 'licence');
  return (
    <InlineMessage tone={warning.state === 'expired' ? 'danger' : 'warning'}>
      <span className={css.banner}>
        <span>
          {intl.formatMessage(warning.state === 'expired' ? m.expired : m.expiring, { date })}{' '}
          {intl.formatMessage(collectsPhotos ? m.whatWithDocuments : m.what)}
        </span>
        <Button variant="outline" size="sm" onPress={focusLicenceFields}>
          {intl.formatMessage(m.update)}
        </Button>
      </span>
    </InlineMessage>
  );
}
