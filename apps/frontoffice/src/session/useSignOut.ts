import { signOut, useApiClient, useTenant } from '@frontoffice/api-client';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * Logs out (spec §4): clears the session and the cached data, takes a guest token, then goes to login; for a
 * single-sign-on user, through the provider's logout address with the id token hint (spec §2).
 */
export function useSignOut(): () => Promise<void> {
  const client = useApiClient();
  const navigate = useNavigate();
  const tenant = useTenant();
  return useCallback(async () => {
    // The single-sign-on helpers load with the first logout, not with every page.
    const { singleSignOnLogoutUrl, takeIdToken } = await import('./singleSignOn.ts');
    const idToken = takeIdToken();
    await signOut(client).catch((error: unknown) => console.error('No guest token after logout', error));
    const logoutUrl = idToken ? singleSignOnLogoutUrl(tenant, idToken, window.location.origin + import.meta.env.BASE_URL + 'login') : null;
    if (logoutUrl) {
      window.location.assign(logoutUrl);
      return;
    }
    await navigate({ to: '/login', replace: true });
  }, [client, navigate, tenant]);
}
