import type { Tenant } from '@frontoffice/api-client';
import { isSingleSignOnAvailable } from '@frontoffice/domain';

// Single sign-on (spec §2, §7; decision D4): the front office sends the driver to the provider with a `state`
// (source, redirect_to and a random value kept in session storage) and a `nonce`; the callback checks both before
// using the id token. The id token is kept for the logout hint only.
const STATE_KEY = 'sso_state';
const NONCE_KEY = 'sso_nonce';
const ID_TOKEN_KEY = 'id_token';

/** What travels in `state` (spec §7: source and redirect_to). */
export interface SingleSignOnState {
  source: string;
  redirect_to: string;
  /** The random value this browser kept, so a forged or replayed state is refused. */
  csrf: string;
}

function randomValue(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function toBase64Url(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64Url(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/**
 * The provider's authorization address with `state` and `nonce`, or null when the tenant has no usable single
 * sign-on (spec §5: switch on, provider openid and a URL). Keeps the state's random value and the nonce.
 */
export function singleSignOnStartUrl(
  tenant: Tenant,
  options: { redirectTo: string; callbackUrl: string; storage: Storage },
): string | null {
  if (!isSingleSignOnAvailable(tenant) || !tenant.single_sign_on) return null;
  const csrf = randomValue();
  const nonce = randomValue();
  options.storage.setItem(STATE_KEY, csrf);
  options.storage.setItem(NONCE_KEY, nonce);
  const state: SingleSignOnState = { source: 'frontoffice', redirect_to: options.redirectTo, csrf };
  const url = new URL(tenant.single_sign_on.url, window.location.href);
  url.searchParams.set('response_type', 'id_token');
  url.searchParams.set('scope', 'openid email');
  if (tenant.single_sign_on.client_id) url.searchParams.set('client_id', tenant.single_sign_on.client_id);
  url.searchParams.set('redirect_uri', options.callbackUrl);
  url.searchParams.set('state', toBase64Url(JSON.stringify(state)));
  url.searchParams.set('nonce', nonce);
  return url.href;
}

/** Why a callback was refused. */
export type CallbackRefusal = 'missing-token' | 'bad-state' | 'bad-nonce';

function claimsOf(idToken: string): Record<string, unknown> | null {
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(fromBase64Url(payload));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Checks the provider's answer (decision D4): the id token is there, `state` is the one this browser sent, and the
 * token's `nonce` is the one kept. The kept values are used once, then forgotten.
 * @param params the callback's query and fragment parameters together
 */
export function readSingleSignOnCallback(
  params: URLSearchParams,
  storage: Storage,
): { ok: true; idToken: string; redirectTo: string } | { ok: false; reason: CallbackRefusal } {
  const keptCsrf = storage.getItem(STATE_KEY);
  const keptNonce = storage.getItem(NONCE_KEY);
  storage.removeItem(STATE_KEY);
  storage.removeItem(NONCE_KEY);
  const idToken = params.get('id_token');
  if (!idToken) return { ok: false, reason: 'missing-token' };
  let state: Partial<SingleSignOnState> | null = null;
  try {
    state = JSON.parse(fromBase64Url(params.get('state') ?? '')) as Partial<SingleSignOnState>;
  } catch {
    state = null;
  }
  if (!state || !keptCsrf || state.csrf !== keptCsrf || state.source !== 'frontoffice') return { ok: false, reason: 'bad-state' };
  const claims = claimsOf(idToken);
  if (!claims || !keptNonce || claims.nonce !== keptNonce) return { ok: false, reason: 'bad-nonce' };
  const redirectTo = typeof state.redirect_to === 'string' && state.redirect_to.startsWith('/') && !state.redirect_to.startsWith('//') ? state.redirect_to : '/';
  return { ok: true, idToken, redirectTo };
}

/** Keeps the id token for the logout hint (spec §2). */
export function keepIdToken(idToken: string): void {
  try {
    window.sessionStorage.setItem(ID_TOKEN_KEY, idToken);
  } catch {
    // Without storage the provider's session simply outlives this one.
  }
}

/** Returns and forgets the kept id token. */
export function takeIdToken(): string | null {
  try {
    const token = window.sessionStorage.getItem(ID_TOKEN_KEY);
    window.sessionStorage.removeItem(ID_TOKEN_KEY);
    return token;
  } catch {
    return null;
  }
}

/** The provider's logout address with the id token hint, or null without one. */
export function singleSignOnLogoutUrl(tenant: Tenant, idToken: string, postLogoutUrl: string): string | null {
  const logout = tenant.single_sign_on?.logout_url;
  if (!logout) return null;
  const url = new URL(logout, window.location.href);
  url.searchParams.set('id_token_hint', idToken);
  url.searchParams.set('post_logout_redirect_uri', postLogoutUrl);
  return url.href;
}
