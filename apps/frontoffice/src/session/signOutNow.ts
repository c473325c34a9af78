import { type ApiClient, signOut, type Tenant } from '@frontoffice/api-client';
import type { useNavigate } from '@tanstack/react-router';
import { singleSignOnLogoutUrl, takeIdToken } from './singleSignOn.ts';

/**
 * Logs out (spec §4): clears the session and the cached data, takes a guest token, then goes to login; for a
 * single-sign-on user, through the provider's logout address with the id token hint (spec §2). Loaded with the
 * first logout (useSignOut.ts), not with every page.
 */
export async function signOutNow(client: ApiClient, tenant: Tenant, navigate: ReturnType<typeof useNavigate>): Promise<void> {
  const idToken = takeIdToken();
  await signOut(client).catch((error: unknown) => console.error('No guest token after logout', error));
  const logoutUrl = idToken ? singleSignOnLogoutUrl(tenant, idToken, window.location.origin + import.meta.env.BASE_URL + 'login') : null;
  if (logoutUrl) {
    window.location.assign(logoutUrl);
    return;
  }
  await navigate({ to: '/login', replace: true });
}
