import type { Tenant } from '@frontoffice/api-client';
import { isSingleSignOnAvailable } from '@frontoffice/domain';

// Single sign-on (spec §2, §7; decision D4): the front office sends the driver to the provider with a `state`
// (source, redirect_to and a random value kept in session storage) and a `nonce`; the callback checks both before
// using the id token. The id token is kept for the logout hint only. The implicit flow is here; the code flow with
// PKCE (decision D48, issue 36) is codeFlow.ts, which uses the same state and nonce.
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

/** The base64url form of bytes, without padding (RFC 4648 §5; RFC 7636 appendix A). */
export function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function toBase64Url(text: string): string {
  return base64Url(new TextEncoder().encode(text));
}

function fromBase64Url(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** Which flow a sign-in was started with (decision D48): the callback accepts only the answer of that flow. */
export type SingleSignOnFlow = 'implicit' | 'code';
const FLOW_KEY = 'sso_flow';

/**
 * Makes and keeps a sign-in's `state` (source, redirect_to and a random value) and `nonce` (decision D4), for either
 * flow, and which flow it is.
 */
export function startValues(redirectTo: string, flow: SingleSignOnFlow, storage: Storage): { state: string; nonce: string } {
  const csrf = randomValue();
  const nonce = randomValue();
  storage.setItem(STATE_KEY, csrf);
  storage.setItem(NONCE_KEY, nonce);
  storage.setItem(FLOW_KEY, flow);
  const state: SingleSignOnState = { source: 'frontoffice', redirect_to: redirectTo, csrf };
  return { state: toBase64Url(JSON.stringify(state)), nonce };
}

/**
 * The provider's authorization address for the implicit flow (spec §2) with `state` and `nonce`, or null when the
 * tenant has no usable single sign-on (spec §5: switch on, provider openid and a URL). Keeps the state's random value
 * and the nonce.
 */
export function singleSignOnStartUrl(
  tenant: Tenant,
  options: { redirectTo: string; callbackUrl: string; storage: Storage },
): string | null {
  if (!isSingleSignOnAvailable(tenant) || !tenant.single_sign_on) return null;
  const { state, nonce } = startValues(options.redirectTo, 'implicit', options.storage);
  const url = new URL(tenant.single_sign_on.url, window.location.href);
  url.searchParams.set('response_type', 'id_token');
  url.searchParams.set('scope', 'openid email');
  if (tenant.single_sign_on.client_id) url.searchParams.set('client_id', tenant.single_sign_on.client_id);
  url.searchParams.set('redirect_uri', options.callbackUrl);
  url.searchParams.set('state', state);
  url.searchParams.set('nonce', nonce);
  return url.href;
}

/** Why a callback was refused. */
export type CallbackRefusal = 'missing-token' | 'bad-state' | 'bad-nonce' | 'provider-error';

/** The claims of a JWT (its payload, not verified), or null when it is not one. */
export function claimsOf(idToken: string): Record<string, unknown> | null {
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(fromBase64Url(payload));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A callback's answer once its `state` is checked: the implicit flow's id token, or the code flow's code. */
export type CallbackAnswer =
  | { ok: true; flow: 'implicit'; idToken: string; redirectTo: string }
  | { ok: true; flow: 'code'; code: string; iss: string | null; nonce: string | null; redirectTo: string }
  | { ok: false; reason: CallbackRefusal };

/**
 * Checks the provider's answer (decision D4): `state` is the one this browser sent, and the answer is that of the flow
 * this browser started (decision D48: one callback for both, picked by what it received). The implicit flow's id
 * token must carry the kept `nonce`; the code flow's code is checked by its exchange (codeFlow.ts). The kept values
 * are used once, then forgotten.
 * @param params the callback's query and fragment parameters together
 */
export function readSingleSignOnCallback(params: URLSearchParams, storage: Storage): CallbackAnswer {
  const keptCsrf = storage.getItem(STATE_KEY);
  const keptNonce = storage.getItem(NONCE_KEY);
  const keptFlow = storage.getItem(FLOW_KEY) ?? 'implicit';
  storage.removeItem(STATE_KEY);
  storage.removeItem(NONCE_KEY);
  storage.removeItem(FLOW_KEY);
  // The provider said no (the driver cancelled, the client is not allowed): RFC 6749 §4.1.2.1.
  if (params.has('error')) return { ok: false, reason: 'provider-error' };
  const idToken = params.get('id_token');
  const code = params.get('code');
  if (!idToken && !code) return { ok: false, reason: 'missing-token' };
  let state: Partial<SingleSignOnState> | null = null;
  try {
    state = JSON.parse(fromBase64Url(params.get('state') ?? '')) as Partial<SingleSignOnState>;
  } catch {
    state = null;
  }
  if (!state || !keptCsrf || state.csrf !== keptCsrf || state.source !== 'frontoffice') return { ok: false, reason: 'bad-state' };
  // An answer of the other flow than the one started (an id token pushed into a code flow's callback, or the reverse).
  if ((code ? 'code' : 'implicit') !== keptFlow || (code && idToken)) return { ok: false, reason: 'bad-state' };
  const redirectTo = typeof state.redirect_to === 'string' && state.redirect_to.startsWith('/') && !state.redirect_to.startsWith('//') ? state.redirect_to : '/';
  if (code) return { ok: true, flow: 'code', code, iss: params.get('iss'), nonce: keptNonce, redirectTo };
  const claims = claimsOf(idToken ?? '');
  if (!idToken || !claims || !keptNonce || claims.nonce !== keptNonce) return { ok: false, reason: 'bad-nonce' };
  return { ok: true, flow: 'implicit', idToken, redirectTo };
}

const END_SESSION_KEY = 'sso_end_session';

/**
 * Keeps the id token for the logout hint (spec §2), and the provider's logout address when the code flow found one in
 * its discovery document (issue 36 item 3).
 */
export function keepIdToken(idToken: string, endSessionEndpoint: string | null = null): void {
  try {
    window.sessionStorage.setItem(ID_TOKEN_KEY, idToken);
    if (endSessionEndpoint) window.sessionStorage.setItem(END_SESSION_KEY, endSessionEndpoint);
    else window.sessionStorage.removeItem(END_SESSION_KEY);
  } catch {
    // Without storage the provider's session simply outlives this one.
  }
}

/** Returns and forgets the kept id token and the provider's logout address. */
export function takeIdToken(): { idToken: string; endSessionEndpoint: string | null } | null {
  try {
    const idToken = window.sessionStorage.getItem(ID_TOKEN_KEY);
    const endSessionEndpoint = window.sessionStorage.getItem(END_SESSION_KEY);
    window.sessionStorage.removeItem(ID_TOKEN_KEY);
    window.sessionStorage.removeItem(END_SESSION_KEY);
    return idToken ? { idToken, endSessionEndpoint } : null;
  } catch {
    return null;
  }
}

/**
 * The provider's logout address with the id token hint (spec §2): its discovery document's `end_session_endpoint`
 * when the code flow found one (OpenID Connect RP-Initiated Logout, with the client's id), else the tenant's logout
 * URL; null with neither.
 */
export function singleSignOnLogoutUrl(tenant: Tenant, kept: { idToken: string; endSessionEndpoint: string | null }, postLogoutUrl: string): string | null {
  const logout = kept.endSessionEndpoint ?? tenant.single_sign_on?.logout_url;
  if (!logout) return null;
  const url = new URL(logout, window.location.href);
  url.searchParams.set('id_token_hint', kept.idToken);
  url.searchParams.set('post_logout_redirect_uri', postLogoutUrl);
  if (kept.endSessionEndpoint && tenant.single_sign_on?.client_id) url.searchParams.set('client_id', tenant.single_sign_on.client_id);
  return url.href;
}
