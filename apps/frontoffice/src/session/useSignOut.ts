import { useApiClient, useTenant } from '@frontoffice/api-client';
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
  return useCallback(() => import('./signOutNow.ts').then(({ signOutNow }) => signOutNow(client, tenant, navigate, intl)), [client, navigate, tenant, intl]);
}
