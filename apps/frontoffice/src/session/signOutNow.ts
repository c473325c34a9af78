import { type ApiClient, signOut, type Tenant } from '@frontoffice/api-client';
import type { useNavigate } from '@tanstack/react-router';
import { singleSignOnLogoutUrl, takeIdToken } from './singleSignOn.ts';

/**
 * Logs out (spec §4): clears the session and the cached data, takes a guest token, then goes to login; for a
 * single-sign-on user, through the provider's logout address with the id token hint (spec §2). Loaded with the
 * first logout (useSignOut.ts), not with every page.
 */
export async function signOutNow(
  client: ApiClient,
  tenant: Tenant,
  navigate: ReturnType<typeof useNavigate>,
  waiting: { userId?: number; confirmWaiting(count: number): boolean } = { confirmWaiting: () => true },
): Promise<void> {
  // Issue 35 (D47): condition reports waiting to be sent: the driver is asked first (they stay for the next sign-in).
  if (waiting.userId !== undefined) {
    const count = await import('@frontoffice/feature-rentals/conditionSending')
      .then(({ waitingReports }) => waitingReports(client, waiting.userId as number))
      .catch(() => 0);
    if (count > 0 && !waiting.confirmWaiting(count)) return;
  }
  const idToken = takeIdToken();
  await signOut(client).catch((error: unknown) => console.error('No guest token after logout', error));
  const logoutUrl = idToken ? singleSignOnLogoutUrl(tenant, idToken, window.location.origin + import.meta.env.BASE_URL + 'login') : null;
  if (logoutUrl) {
    window.location.assign(logoutUrl);
    return;
  }
  await navigate({ to: '/login', replace: true });
}
