// Issue 36, decision D48: single sign-on through the authorization code flow with PKCE (RFC 7636, S256), for providers
// that no longer allow the implicit flow (RFC 9700). The front office is a public client: the browser exchanges the
// code at the provider's token endpoint with the code verifier it kept, checks the id token (OpenID Connect Core
// §3.1.3.7: iss, aud, azp, exp, nonce; the token comes straight from the token endpoint over TLS, so its signature
// need not be checked here), then signs in to the operator API with `POST /sso/openid` exactly as §7 says. Loaded by
// sso/auth and the callback only.
import type { Tenant } from '@frontoffice/api-client';
import { base64Url, claimsOf } from './singleSignOn.ts';

/** config.json's code flow settings (decision D48). */
export interface CodeFlowSettings {
  flow: 'code';
  /** The provider's issuer identifier: its discovery document is `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
}

/** What the front office reads of the provider's discovery document (OpenID Connect Discovery 1.0 §3). */
export interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint?: string;
  /** RFC 9207: the provider puts `iss` in every authorization response. */
  authorization_response_iss_parameter_supported?: boolean;
}

/** Why the code flow's start or callback stopped: each says the translated sign-in error, never a blank page. */
export type CodeFlowRefusal =
  | 'bad-state'
  | 'bad-issuer'
  | 'missing-verifier'
  | 'provider-error'
  | 'token-refused'
  | 'bad-id-token'
  | 'bad-nonce'
  | 'unreachable';

/** A refusal of the code flow, with its reason (never a token). */
export class CodeFlowError extends Error {
  constructor(readonly reason: CodeFlowRefusal) {
    super(`Single sign-on refused: ${reason}`);
    this.name = 'CodeFlowError';
  }
}

const VERIFIER_KEY = 'sso_verifier';
const ISSUER_KEY = 'sso_issuer';

/** RFC 7636 §4.2: `code_challenge = BASE64URL(SHA256(ASCII(code_verifier)))`. */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/** A new PKCE pair: a verifier of 43 characters from 32 random bytes (RFC 7636 §4.1) and its S256 challenge. */
export async function pkcePair(): Promise<{ verifier: string; challenge: string }> {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  const verifier = base64Url(bytes);
  return { verifier, challenge: await pkceChallenge(verifier) };
}

/** The issuer without a trailing slash, as discovery documents compare it. */
function trimmed(issuer: string): string {
  return issuer.replace(/\/+$/, '');
}

/**
 * The provider's discovery document (OpenID Connect Discovery §4), checked: its `issuer` is exactly the configured
 * one (§4.3) and it names the endpoints the flow needs.
 */
export async function discover(issuer: string, fetchImpl: typeof fetch = fetch): Promise<ProviderMetadata> {
  let response: Response;
  try {
    response = await fetchImpl(`${trimmed(issuer)}/.well-known/openid-configuration`, { headers: { Accept: 'application/json' } });
  } catch {
    throw new CodeFlowError('unreachable');
  }
  if (!response.ok) throw new CodeFlowError('unreachable');
  const metadata = (await response.json().catch(() => null)) as Partial<ProviderMetadata> | null;
  if (!metadata || trimmed(String(metadata.issuer ?? '')) !== trimmed(issuer)) throw new CodeFlowError('bad-issuer');
  if (typeof metadata.authorization_endpoint !== 'string' || typeof metadata.token_endpoint !== 'string') throw new CodeFlowError('unreachable');
  return metadata as ProviderMetadata;
}

/**
 * The authorization request of the code flow: the discovery document's endpoint with `response_type=code`, the PKCE
 * challenge (S256), and the `state` and `nonce` singleSignOn.ts made (decision D4, as for the implicit flow). Keeps
 * the verifier and the issuer for the callback.
 */
export async function codeFlowStartUrl(
  tenant: Tenant,
  settings: CodeFlowSettings,
  request: { state: string; nonce: string; callbackUrl: string; storage: Storage },
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const metadata = await discover(settings.issuer, fetchImpl);
  const { verifier, challenge } = await pkcePair();
  request.storage.setItem(VERIFIER_KEY, verifier);
  request.storage.setItem(ISSUER_KEY, trimmed(settings.issuer));
  const url = new URL(metadata.authorization_endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'openid email');
  url.searchParams.set('client_id', tenant.single_sign_on?.client_id ?? '');
  url.searchParams.set('redirect_uri', request.callbackUrl);
  url.searchParams.set('state', request.state);
  url.searchParams.set('nonce', request.nonce);
  url.searchParams.set('code_challenge', challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.href;
}

/** The verifier and issuer the start kept, returned once and forgotten (the verifier is single-use). */
export function takeCodeFlowValues(storage: Storage): { verifier: string | null; issuer: string | null } {
  const verifier = storage.getItem(VERIFIER_KEY);
  const issuer = storage.getItem(ISSUER_KEY);
  storage.removeItem(VERIFIER_KEY);
  storage.removeItem(ISSUER_KEY);
  return { verifier, issuer };
}

/** How far a phone's clock may be behind the provider's for a token that just expired (OpenID Connect Core §3.1.3.7 item 9 allows for skew). */
const CLOCK_SKEW_SECONDS = 120;

/**
 * OpenID Connect Core §3.1.3.7: the id token's `iss` is the issuer, `aud` names this client (and, with several
 * audiences, `azp` is this client), it has not expired, and its `nonce` is the one this browser sent.
 */
export function checkIdToken(idToken: string, expected: { issuer: string; clientId: string; nonce: string | null; now: number }): CodeFlowRefusal | null {
  const claims = claimsOf(idToken);
  if (!claims) return 'bad-id-token';
  if (typeof claims.iss !== 'string' || trimmed(claims.iss) !== trimmed(expected.issuer)) return 'bad-issuer';
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!expected.clientId || !audiences.includes(expected.clientId)) return 'bad-id-token';
  if (audiences.length > 1 && claims.azp !== expected.clientId) return 'bad-id-token';
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW_SECONDS <= expected.now / 1000) return 'bad-id-token';
  if (!expected.nonce || claims.nonce !== expected.nonce) return 'bad-nonce';
  return null;
}

/** What the callback received from the provider, for the code flow. */
export interface CodeFlowAnswer {
  code: string;
  /** RFC 9207's `iss`, when the provider sent it. */
  iss: string | null;
  nonce: string | null;
  verifier: string | null;
  /** The issuer the start used (kept in session storage). */
  issuer: string | null;
}

/**
 * The callback's exchange (issue 36 item 1): RFC 9207's `iss` is the issuer (required when the provider says it sends
 * it), the code and the kept verifier go to the token endpoint, and the id token that comes back is checked. Resolves
 * with the id token and the provider's logout address; rejects with a {@link CodeFlowError}.
 */
export async function exchangeCode(
  tenant: Tenant,
  settings: CodeFlowSettings,
  answer: CodeFlowAnswer,
  callbackUrl: string,
  options: { now: number; fetchImpl?: typeof fetch },
): Promise<{ idToken: string; endSessionEndpoint: string | null }> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const issuer = trimmed(settings.issuer);
  // The start was made for this issuer (a configuration changed in between is a new sign-in).
  if (answer.issuer !== issuer) throw new CodeFlowError('bad-state');
  if (answer.iss !== null && trimmed(answer.iss) !== issuer) throw new CodeFlowError('bad-issuer');
  if (!answer.verifier) throw new CodeFlowError('missing-verifier');
  const metadata = await discover(issuer, fetchImpl);
  if (answer.iss === null && metadata.authorization_response_iss_parameter_supported) throw new CodeFlowError('bad-issuer');
  const clientId = tenant.single_sign_on?.client_id ?? '';
  let response: Response;
  try {
    response = await fetchImpl(metadata.token_endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: answer.code, redirect_uri: callbackUrl, client_id: clientId, code_verifier: answer.verifier }),
    });
  } catch {
    throw new CodeFlowError('unreachable');
  }
  // A replayed or foreign code, a verifier that does not match: the provider refuses (invalid_grant).
  if (!response.ok) throw new CodeFlowError(response.status >= 500 ? 'unreachable' : 'token-refused');
  const body = (await response.json().catch(() => null)) as { id_token?: unknown } | null;
  const idToken = typeof body?.id_token === 'string' ? body.id_token : null;
  if (!idToken) throw new CodeFlowError('bad-id-token');
  const refusal = checkIdToken(idToken, { issuer, clientId, nonce: answer.nonce, now: options.now });
  if (refusal) throw new CodeFlowError(refusal);
  return { idToken, endSessionEndpoint: metadata.end_session_endpoint ?? null };
}
