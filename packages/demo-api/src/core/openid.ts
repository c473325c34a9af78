// External OpenID providers a tenant's demo API trusts (issue 36, decision D48). A test registers one with the control
// `POST <base>/__demo/openid/issuers` (controls.ts); from then on `POST /sso/openid` and the `openid_token` grant accept
// the id tokens it signed, as an operator's API accepts those of its identity provider. The demo's own fake provider
// (`__demo/openid`, unsigned tokens) stays as it is for previews and `npm start`.
//
// Plain WebCrypto and fetch only: this core also runs in the browser (msw, the static previews' service worker).

/** A public signing key as a JWKS lists it (RFC 7517); only what verification reads. */
export interface PublicJwk {
  kty: string;
  kid?: string;
  alg?: string;
  use?: string;
  crv?: string;
  n?: string;
  e?: string;
  x?: string;
  y?: string;
}

/** An issuer this tenant's demo API trusts. */
export interface TrustedIssuer {
  /** The issuer identifier, compared exactly with a token's `iss` (OpenID Connect Core §3.1.3.7 item 2). */
  issuer: string;
  /** The client ids an id token may be for (its `aud`, a string or an array, must hold one of them). */
  clients: string[];
  /** The issuer's public signing keys, read once when it was registered (from its JWKS, or given by the test). */
  keys: PublicJwk[];
}

/** The JWS algorithms accepted (RFC 7518 §3.1): what OpenID providers sign id tokens with. `none` never is. */
const ALGORITHMS = {
  RS256: { kty: 'RSA', key: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, verify: { name: 'RSASSA-PKCS1-v1_5' } },
  ES256: { kty: 'EC', key: { name: 'ECDSA', namedCurve: 'P-256' }, verify: { name: 'ECDSA', hash: 'SHA-256' } },
} as const;

type Algorithm = keyof typeof ALGORITHMS;

function isAlgorithm(value: unknown): value is Algorithm {
  return typeof value === 'string' && Object.hasOwn(ALGORITHMS, value);
}

/** The bytes of a base64url text (RFC 4648 §5, padding optional). Throws on other characters. */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** A JSON object encoded as a JWT part (UTF-8, base64url). Throws when it is not one. */
export function jwtPart(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(new TextDecoder().decode(base64UrlBytes(text)));
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not a JSON object');
  return value as Record<string, unknown>;
}

function asKeys(value: unknown): PublicJwk[] {
  const keys = value && typeof value === 'object' ? (value as { keys?: unknown }).keys : undefined;
  if (!Array.isArray(keys)) throw new Error('a JWKS is {"keys": [...]}');
  // Signing keys only (RFC 7517 §4.2: `use` absent or "sig"), of the two key types the algorithms above use.
  return keys.filter(
    (key): key is PublicJwk =>
      !!key && typeof key === 'object' && ['RSA', 'EC'].includes((key as PublicJwk).kty) && ((key as PublicJwk).use ?? 'sig') === 'sig',
  );
}

async function getJson(fetcher: typeof fetch, url: string): Promise<unknown> {
  const response = await fetcher(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json() as Promise<unknown>;
}

/**
 * Reads a registration (`{issuer, clients, jwks?}`): the keys given, or else the issuer's discovery document
 * (`<issuer>/.well-known/openid-configuration`, whose `issuer` must be the same, OpenID Connect Discovery §4.3) and
 * the JWKS at its `jwks_uri`, fetched now, once. Throws an Error saying what is wrong.
 */
export async function readIssuerRegistration(body: Record<string, unknown>, fetcher: typeof fetch = fetch): Promise<TrustedIssuer> {
  const { issuer, clients, jwks } = body;
  if (typeof issuer !== 'string' || !/^https?:\/\/[^/]/.test(issuer)) throw new Error('issuer must be an http(s) URL');
  if (!Array.isArray(clients) || clients.length === 0 || !clients.every((client) => typeof client === 'string' && client !== '')) {
    throw new Error('clients must be a non-empty list of client ids');
  }
  let keys: PublicJwk[];
  if (jwks !== undefined) keys = asKeys(jwks);
  else {
    const discovery = (await getJson(fetcher, `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`)) as Record<string, unknown>;
    if (discovery.issuer !== issuer) throw new Error(`the discovery document names the issuer ${String(discovery.issuer)}, not ${issuer}`);
    if (typeof discovery.jwks_uri !== 'string') throw new Error('the discovery document has no jwks_uri');
    keys = asKeys(await getJson(fetcher, discovery.jwks_uri));
  }
  if (keys.length === 0) throw new Error('the issuer has no RSA or EC signing key');
  return { issuer, clients: [...(clients as string[])], keys };
}

/**
 * Checks the signature of a compact JWS against the issuer's keys: RS256 or ES256, the key named by the header's
 * `kid`, or, without one, any key of the algorithm's type. Returns why it is refused, or null when it verifies.
 */
export async function signatureProblem(issuer: TrustedIssuer, token: string): Promise<string | null> {
  const parts = token.split('.');
  if (parts.length !== 3) return 'The id token is not a signed JWT.';
  const [headerText = '', payloadText = '', signatureText = ''] = parts;
  let header: Record<string, unknown>;
  let signature: Uint8Array<ArrayBuffer>;
  try {
    header = jwtPart(headerText);
    signature = base64UrlBytes(signatureText);
  } catch {
    return 'The id token is not a signed JWT.';
  }
  const alg = header.alg;
  if (!isAlgorithm(alg)) return `The id token is signed with ${String(alg)}, not RS256 or ES256.`;
  const algorithm = ALGORITHMS[alg];
  const candidates = issuer.keys.filter(
    (key) => key.kty === algorithm.kty && (key.alg === undefined || key.alg === alg) && (header.kid === undefined || key.kid === header.kid),
  );
  if (candidates.length === 0) return 'No key of the issuer matches the id token.';
  const signed = new TextEncoder().encode(`${headerText}.${payloadText}`);
  for (const jwk of candidates) {
    try {
      // The JWK's own members only: WebCrypto refuses an `alg` or `key_ops` that disagrees with the algorithm.
      const { kty, crv, n, e, x, y } = jwk;
      const key = await crypto.subtle.importKey('jwk', { kty, crv, n, e, x, y, ext: true }, algorithm.key, false, ['verify']);
      if (await crypto.subtle.verify(algorithm.verify, key, signature, signed)) return null;
    } catch {
      // A key WebCrypto cannot read (another curve): try the next one.
    }
  }
  return 'The id token signature does not verify.';
}

/** Whether an id token's `aud` (a string or an array, OpenID Connect Core §2) holds one of the issuer's clients. */
export function audienceAccepted(issuer: TrustedIssuer, aud: unknown): boolean {
  const audiences = Array.isArray(aud) ? aud : [aud];
  return audiences.some((value) => typeof value === 'string' && issuer.clients.includes(value));
}
