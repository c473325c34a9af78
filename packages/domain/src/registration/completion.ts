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

// An absolute http(s) address with a host. Checked as text rather than with the URL global, which is not part of the
// ECMAScript library domain is typed against.
const HTTP_ADDRESS = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

/**
 * Where to go once registration is complete (spec §2): to `redirect_uri` with an `access_token` query parameter
 * (before any fragment), otherwise the root. Only absolute http and https addresses are followed, since a
 * `javascript:` redirect_uri would run script with the driver's token; anything else goes to the root.
 */
export function registrationCompleteTarget(
  redirectUri: string | null | undefined,
  accessToken: string,
): RegistrationCompleteTarget {
  const uri = redirectUri?.trim() ?? '';
  if (!HTTP_ADDRESS.test(uri)) return { kind: 'root' };
  const hashAt = uri.indexOf('#');
  const base = hashAt === -1 ? uri : uri.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : uri.slice(hashAt);
  const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
  return { kind: 'external', url: `${base}${separator}access_token=${encodeURIComponent(accessToken)}${fragment}` };
}
