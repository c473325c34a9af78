import { registrationCompleteTarget, type RegistrationCompleteTarget } from '@frontoffice/domain';

/**
 * A `redirect_uri` is followed only when it equals, exactly, one of config.json's `allowedRedirectUris` (decision
 * D30, RFC 9700 §4.11: no open redirector): never a prefix, a host or a pattern, so a sub-path (`…/after-signup/evil`),
 * an extra query, another port or a look-alike host is refused. The address carries the driver's access token when
 * followed, which is why nothing looser will do. Anything else is treated as if no `redirect_uri` had been given.
 */
export function allowedRedirectUri(value: string | undefined | null, allowed: readonly string[]): string | null {
  if (!value) return null;
  return allowed.includes(value) ? value : null;
}

/**
 * Where a driver whose registration is complete goes (spec §2, D30): the allowed `redirect_uri` with the
 * `access_token`, else the root.
 */
export function registrationTarget(value: string | undefined | null, allowed: readonly string[], accessToken: string): RegistrationCompleteTarget {
  return registrationCompleteTarget(allowedRedirectUri(value, allowed), accessToken);
}
