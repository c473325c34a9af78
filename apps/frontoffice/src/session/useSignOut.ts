import { useApiClient, useSession, useTenant } from '@frontoffice/api-client';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * Logs out (spec §4, signOutNow.ts): the logout itself and the single-sign-on helpers load with the first logout, not
 * with every page (the sign-in pages' footer holds this hook: /login's budget).
 */
export function useSignOut(): () => Promise<void> {
  const client = useApiClient();
  const navigate = useNavigate();
  const tenant = useTenant();
  const intl = useIntl();
  const userId = useSession().user?.id;
  return useCallback(
    () =>
      import('./signOutNow.ts').then(({ signOutNow }) =>
        signOutNow(client, tenant, navigate, {
          userId,
          // Issue 35 (D47): nothing waiting is dropped silently; the reports stay on this device for the next sign-in.
          confirmWaiting: (count) => window.confirm(intl.formatMessage({ id: 'app.Menu.waitingReports' }, { count })),
        }),
      ),
    [client, navigate, tenant, intl, userId],
  );
}
