import { platformTypeOf, type TenantRules } from '../tenant/tenantRules.ts';

/**
 * The buttons of the pending validation page (spec §2): back-to-app when a `redirect_uri` is present; back-home when
 * there is none and the platform is public.
 */
export function pendingValidationButtons(
  redirectUri: string | null | undefined,
  tenant: Pick<TenantRules, 'platform_type'>,
): { backToApp: boolean; backHome: boolean } {
  const hasRedirect = Boolean(redirectUri);
  return { backToApp: hasRedirect, backHome: !hasRedirect && platformTypeOf(tenant) === 'public' };
}

/** Where a driver goes once registration is complete (spec §2). */
export type RegistrationCompleteTarget = { kind: 'external'; url: string } | { kind: 'root' };

/**
 * Where to go once registration is complete (spec §2): to `redirect_uri` with an `access_token` query parameter,
 * otherwise the root. Only http and https addresses are followed, since a `javascript:` redirect_uri would run script
 * with the driver's token; anything else goes to the root.
 */
export function registrationCompleteTarget(
  redirectUri: string | null | undefined,
  accessToken: string,
): RegistrationCompleteTarget {
  if (!redirectUri) return { kind: 'root' };
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return { kind: 'root' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'root' };
  url.searchParams.set('access_token', accessToken);
  return { kind: 'external', url: url.toString() };
}
