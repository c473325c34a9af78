import { type ApiClient, signOut, type Tenant } from '@frontoffice/api-client';
import { damageReportModeOf } from '@frontoffice/domain';
import type { IntlShape } from 'react-intl';
import { KEPT_ACCOUNT_KEY } from '../offline/keys.ts';
import type { useNavigate } from '@tanstack/react-router';
import { singleSignOnLogoutUrl, takeIdToken } from './singleSignOn.ts';

/**
 * Logs out (spec §4): clears the session and the cached data, takes a guest token, then goes to login; for a
 * single-sign-on user, through the provider's logout address with the id token hint (spec §2). Loaded with the
 * first logout (useSignOut.ts), not with every page.
 */
export async function signOutNow(client: ApiClient, tenant: Tenant, navigate: ReturnType<typeof useNavigate>, intl: IntlShape): Promise<void> {
  // Issue 35 (D47): condition reports waiting to be sent: the driver is asked first (they stay on this device for the
  // next sign-in). The account is the one whose data is kept (D42), else any of this operator's. A tenant without
  // condition reports has none waiting: nothing is loaded.
  const count =
    damageReportModeOf(tenant) === 'none'
      ? 0
      : await import('@frontoffice/feature-rentals/conditionSending')
          .then(({ waitingReports }) => waitingReports(client, window.localStorage.getItem(KEPT_ACCOUNT_KEY)))
          .catch(() => 0);
  if (count > 0 && !window.confirm(intl.formatMessage({ id: 'app.Menu.waitingReports' }, { count }))) return;
  const kept = takeIdToken();
  await signOut(client).catch((error: unknown) => console.error('No guest token after logout', error));
  const logoutUrl = kept ? singleSignOnLogoutUrl(tenant, kept, window.location.origin + import.meta.env.BASE_URL + 'login') : null;
  if (logoutUrl) {
    window.location.assign(logoutUrl);
    return;
  }
  await navigate({ to: '/login', replace: true });
}
