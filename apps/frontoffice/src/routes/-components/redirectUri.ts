import { registrationCompleteTarget, type RegistrationCompleteTarget } from '@frontoffice/domain';
import { accessOf } from '../../access/guard.ts';
import type { RouterContext } from '../../router.tsx';

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

/** Leaves the app for the allowed `redirect_uri`, replacing the location (spec §2: the driver does not come back here). */
export function leaveFor(url: string): Promise<never> {
  window.location.replace(url);
  return new Promise<never>(() => {});
}

/**
 * spec §2, D30: a member whose registration is complete, on /signup with an allowed `redirect_uri`, goes there with the
 * access token (the guard would send them to the root and lose it). Anyone else stays for the guard to decide.
 */
export async function leaveIfRegistered(context: Pick<RouterContext, 'client' | 'queryClient' | 'config'>, redirectUri: string): Promise<void> {
  if (context.client.getSessionKind() !== 'member') return;
  const { account } = await accessOf(context.client, context.queryClient);
  if (account.serverStep !== 'driver_ok') return;
  const target = registrationTarget(redirectUri, context.config.allowedRedirectUris, context.client.getTokens()?.accessToken ?? '');
  if (target.kind === 'external') await leaveFor(target.url);
}
