import type { Tenant } from '@frontoffice/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkIdToken, CodeFlowError, codeFlowStartUrl, discover, exchangeCode, pkceChallenge, pkcePair, takeCodeFlowValues } from './codeFlow.ts';
import { readSingleSignOnCallback, singleSignOnLogoutUrl, startValues } from './singleSignOn.ts';

const ISSUER = 'https://id.operator.example/realms/drivers';
const CLIENT = 'frontoffice-code';
const CALLBACK = 'https://drive.operator.example/frontofficev2/implicit/callback';
const tenant = {
  use_single_sign_on: true,
  single_sign_on: { provider: 'openid', url: `${ISSUER}/auth`, client_id: CLIENT, logout_url: 'https://operator.example/logout' },
} as unknown as Tenant;
const settings = { flow: 'code' as const, issuer: ISSUER };
const metadata = {
  issuer: ISSUER,
  authorization_endpoint: `${ISSUER}/protocol/openid-connect/auth`,
  token_endpoint: `${ISSUER}/protocol/openid-connect/token`,
  end_session_endpoint: `${ISSUER}/protocol/openid-connect/logout`,
  authorization_response_iss_parameter_supported: true,
};
const NOW = Date.UTC(2026, 10, 29, 12);

/** An unsigned JWT with these claims (the checks read claims; the token comes from the token endpoint over TLS). */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.signature`;
}
const goodClaims = { iss: ISSUER, aud: CLIENT, exp: NOW / 1000 + 300, iat: NOW / 1000, nonce: 'n-1', email: 'driver@example.com' };

/** A provider answering discovery with `meta` and the token endpoint with `token`; records every call. */
function provider(token: () => Response, meta: unknown = metadata) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const fetchImpl = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    calls.push({ url, init });
    if (url.endsWith('/.well-known/openid-configuration')) return Response.json(meta);
    if (url === metadata.token_endpoint) return token();
    return new Response('not found', { status: 404 });
  });
  return { fetchImpl, calls };
}

const answer = (overrides: Partial<Parameters<typeof exchangeCode>[2]> = {}) => ({
  code: 'code-1',
  iss: ISSUER,
  nonce: 'n-1',
  verifier: 'v'.repeat(43),
  issuer: ISSUER,
  ...overrides,
});

async function refusalOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(CodeFlowError);
  return (error as CodeFlowError).reason;
}

afterEach(() => window.sessionStorage.clear());

describe('PKCE (RFC 7636, issue 36)', () => {
  it("RFC 7636 appendix B: the S256 challenge of the RFC's verifier is the RFC's challenge", async () => {
    expect(await pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('RFC 7636 §4.1: a new verifier is 43 unreserved characters from 32 random bytes, different each time, and its challenge is its S256', async () => {
    const first = await pkcePair();
    const second = await pkcePair();
    expect(first.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.verifier).not.toBe(second.verifier);
    expect(first.challenge).toBe(await pkceChallenge(first.verifier));
  });
});

describe('discovery (decision D48)', () => {
  it("reads <issuer>/.well-known/openid-configuration; a document naming another issuer is refused (OpenID Connect Discovery §4.3)", async () => {
    const { fetchImpl, calls } = provider(() => Response.json({}));
    expect(await discover(`${ISSUER}/`, fetchImpl)).toMatchObject({ token_endpoint: metadata.token_endpoint });
    expect(calls[0]?.url).toBe(`${ISSUER}/.well-known/openid-configuration`);
    const forged = provider(() => Response.json({}), { ...metadata, issuer: 'https://evil.example' });
    expect(await refusalOf(discover(ISSUER, forged.fetchImpl))).toBe('bad-issuer');
  });

  it('a provider that cannot be reached or answers an error is "unreachable" (its own translated message)', async () => {
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await refusalOf(discover(ISSUER, offline))).toBe('unreachable');
    const failing = vi.fn<typeof fetch>(async () => new Response('', { status: 503 }));
    expect(await refusalOf(discover(ISSUER, failing))).toBe('unreachable');
  });
});

describe('the start of the code flow (issue 36 item 1)', () => {
  it('D48: goes to the discovery document\'s authorization endpoint with response_type=code, the S256 challenge of the kept verifier, state and nonce', async () => {
    const { fetchImpl } = provider(() => Response.json({}));
    const { state, nonce } = startValues('/account/bookings', 'code', window.sessionStorage);
    const url = new URL(await codeFlowStartUrl(tenant, settings, { state, nonce, callbackUrl: CALLBACK, storage: window.sessionStorage }, fetchImpl));
    expect(`${url.origin}${url.pathname}`).toBe(metadata.authorization_endpoint);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      scope: 'openid email',
      client_id: CLIENT,
      redirect_uri: CALLBACK,
      state,
      nonce,
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as unknown as string,
      code_challenge_method: 'S256',
    });
    const kept = takeCodeFlowValues(window.sessionStorage);
    expect(url.searchParams.get('code_challenge')).toBe(await pkceChallenge(kept.verifier ?? ''));
    expect(kept.issuer).toBe(ISSUER);
    // Used once, then forgotten.
    expect(takeCodeFlowValues(window.sessionStorage)).toEqual({ verifier: null, issuer: null });
  });
});

describe('the callback of the code flow (issue 36 item 1: each refusal)', () => {
  it('exchanges the code with the kept verifier at the token endpoint, as a public client, and returns the checked id token and the logout endpoint', async () => {
    const idToken = jwt(goodClaims);
    const { fetchImpl, calls } = provider(() => Response.json({ id_token: idToken, access_token: 'provider-at', token_type: 'Bearer' }));
    await expect(exchangeCode(tenant, settings, answer(), CALLBACK, { now: NOW, fetchImpl })).resolves.toEqual({
      idToken,
      endSessionEndpoint: metadata.end_session_endpoint,
    });
    const token = calls.find((call) => call.url === metadata.token_endpoint);
    expect(token?.init?.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(String(token?.init?.body)))).toEqual({
      grant_type: 'authorization_code',
      code: 'code-1',
      redirect_uri: CALLBACK,
      client_id: CLIENT,
      code_verifier: 'v'.repeat(43),
    });
  });

  it('RFC 9207: an `iss` other than the issuer is refused before the code leaves the browser (a mix-up attack)', async () => {
    const { fetchImpl, calls } = provider(() => Response.json({ id_token: jwt(goodClaims) }));
    expect(await refusalOf(exchangeCode(tenant, settings, answer({ iss: 'https://evil.example' }), CALLBACK, { now: NOW, fetchImpl }))).toBe('bad-issuer');
    expect(calls).toEqual([]);
  });

  it('RFC 9207: a missing `iss` is refused when the provider says it always sends one, accepted when it does not', async () => {
    const says = provider(() => Response.json({ id_token: jwt(goodClaims) }));
    expect(await refusalOf(exchangeCode(tenant, settings, answer({ iss: null }), CALLBACK, { now: NOW, fetchImpl: says.fetchImpl }))).toBe('bad-issuer');
    expect(says.calls.some((call) => call.url === metadata.token_endpoint)).toBe(false);
    const silent = provider(() => Response.json({ id_token: jwt(goodClaims) }), { ...metadata, authorization_response_iss_parameter_supported: false });
    await expect(exchangeCode(tenant, settings, answer({ iss: null }), CALLBACK, { now: NOW, fetchImpl: silent.fetchImpl })).resolves.toMatchObject({});
  });

  it('a missing PKCE verifier (another tab, a replayed callback) is refused without calling the provider', async () => {
    const { fetchImpl, calls } = provider(() => Response.json({ id_token: jwt(goodClaims) }));
    expect(await refusalOf(exchangeCode(tenant, settings, answer({ verifier: null }), CALLBACK, { now: NOW, fetchImpl }))).toBe('missing-verifier');
    expect(calls).toEqual([]);
  });

  it('a sign-in started for another issuer (config.json changed in between) is refused', async () => {
    const { fetchImpl } = provider(() => Response.json({ id_token: jwt(goodClaims) }));
    expect(await refusalOf(exchangeCode(tenant, settings, answer({ issuer: 'https://old-id.example' }), CALLBACK, { now: NOW, fetchImpl }))).toBe('bad-state');
  });

  it("a replayed or foreign code is refused by the provider (invalid_grant): 'token-refused'; its failure is 'unreachable'", async () => {
    const refused = provider(() => Response.json({ error: 'invalid_grant' }, { status: 400 }));
    expect(await refusalOf(exchangeCode(tenant, settings, answer(), CALLBACK, { now: NOW, fetchImpl: refused.fetchImpl }))).toBe('token-refused');
    const down = provider(() => new Response('', { status: 502 }));
    expect(await refusalOf(exchangeCode(tenant, settings, answer(), CALLBACK, { now: NOW, fetchImpl: down.fetchImpl }))).toBe('unreachable');
  });

  it.each([
    ['another issuer', { iss: 'https://evil.example' }, 'bad-issuer'],
    ['another audience', { aud: 'someone-else' }, 'bad-id-token'],
    ['several audiences without this client as azp', { aud: [CLIENT, 'api'], azp: 'api' }, 'bad-id-token'],
    ['an expired token (beyond two minutes of clock skew)', { exp: NOW / 1000 - 121 }, 'bad-id-token'],
    ['another nonce (a token of another sign-in)', { nonce: 'n-2' }, 'bad-nonce'],
    ['no nonce', { nonce: undefined }, 'bad-nonce'],
  ])('OpenID Connect Core §3.1.3.7: an id token with %s is refused', async (_name, claims, reason) => {
    const { fetchImpl } = provider(() => Response.json({ id_token: jwt({ ...goodClaims, ...claims }) }));
    expect(await refusalOf(exchangeCode(tenant, settings, answer(), CALLBACK, { now: NOW, fetchImpl }))).toBe(reason);
  });

  it('an id token with several audiences including this client as azp, or expired within the skew, is accepted', () => {
    const expected = { issuer: ISSUER, clientId: CLIENT, nonce: 'n-1', now: NOW };
    expect(checkIdToken(jwt({ ...goodClaims, aud: [CLIENT, 'api'], azp: CLIENT }), expected)).toBeNull();
    expect(checkIdToken(jwt({ ...goodClaims, exp: NOW / 1000 - 60 }), expected)).toBeNull();
    expect(checkIdToken('not-a-jwt', expected)).toBe('bad-id-token');
  });

  it('a token answer without an id token is refused', async () => {
    const { fetchImpl } = provider(() => Response.json({ access_token: 'only' }));
    expect(await refusalOf(exchangeCode(tenant, settings, answer(), CALLBACK, { now: NOW, fetchImpl }))).toBe('bad-id-token');
  });
});

describe('one callback for both flows (decision D48)', () => {
  const params = (values: Record<string, string>) => new URLSearchParams(values);

  it('a code answering a code flow this browser started is read with its iss and the kept nonce; the kept values are forgotten', () => {
    const { state, nonce } = startValues('/account', 'code', window.sessionStorage);
    expect(readSingleSignOnCallback(params({ code: 'c', state, iss: ISSUER }), window.sessionStorage)).toEqual({
      ok: true,
      flow: 'code',
      code: 'c',
      iss: ISSUER,
      nonce,
      redirectTo: '/account',
    });
    // Replayed: nothing kept any more.
    expect(readSingleSignOnCallback(params({ code: 'c', state, iss: ISSUER }), window.sessionStorage)).toEqual({ ok: false, reason: 'bad-state' });
  });

  it('D4: a tampered state is refused in the code flow too', () => {
    const { state } = startValues('/', 'code', window.sessionStorage);
    expect(readSingleSignOnCallback(params({ code: 'c', state: `${state.slice(0, -4)}AAAA` }), window.sessionStorage)).toEqual({ ok: false, reason: 'bad-state' });
  });

  it('an id token pushed into a code flow, or a code into an implicit flow, is refused', () => {
    const code = startValues('/', 'code', window.sessionStorage);
    const token = jwt({ ...goodClaims, nonce: code.nonce });
    expect(readSingleSignOnCallback(params({ id_token: token, state: code.state }), window.sessionStorage)).toEqual({ ok: false, reason: 'bad-state' });
    const implicit = startValues('/', 'implicit', window.sessionStorage);
    expect(readSingleSignOnCallback(params({ code: 'c', state: implicit.state }), window.sessionStorage)).toEqual({ ok: false, reason: 'bad-state' });
  });

  it("RFC 6749 §4.1.2.1: the provider's error (the driver cancelled) is refused with the sign-in error", () => {
    const { state } = startValues('/', 'code', window.sessionStorage);
    expect(readSingleSignOnCallback(params({ error: 'access_denied', state }), window.sessionStorage)).toEqual({ ok: false, reason: 'provider-error' });
  });

  it('the implicit flow still reads its id token with the kept nonce (spec §2)', () => {
    const { state, nonce } = startValues('/search', 'implicit', window.sessionStorage);
    const token = jwt({ ...goodClaims, nonce });
    expect(readSingleSignOnCallback(params({ id_token: token, state }), window.sessionStorage)).toEqual({ ok: true, flow: 'implicit', idToken: token, redirectTo: '/search' });
  });
});

describe('logout through the provider (spec §2, issue 36 item 3)', () => {
  it("uses the discovery document's end_session_endpoint with the id token hint, the login as post-logout address and the client id", () => {
    const url = new URL(singleSignOnLogoutUrl(tenant, { idToken: 'idt', endSessionEndpoint: metadata.end_session_endpoint }, 'https://drive.example/frontofficev2/login') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(metadata.end_session_endpoint);
    expect(Object.fromEntries(url.searchParams)).toEqual({ id_token_hint: 'idt', post_logout_redirect_uri: 'https://drive.example/frontofficev2/login', client_id: CLIENT });
  });

  it("without one, the tenant's logout URL as before", () => {
    const url = new URL(singleSignOnLogoutUrl(tenant, { idToken: 'idt', endSessionEndpoint: null }, 'https://drive.example/login') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://operator.example/logout');
    expect(url.searchParams.get('id_token_hint')).toBe('idt');
    expect(url.searchParams.has('client_id')).toBe(false);
  });
});
