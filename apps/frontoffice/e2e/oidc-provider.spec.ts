// issue 36: the e2e run's OpenID provider (e2e/oidc/provider.mjs, oidc-provider) and the demo API's trust of it,
// without the front office: what the product's code flow (decision D48) and implicit flow (spec §2, D4) rely on. The
// front office's pages are answered by a route here, so each test reads only what the provider sent back to them.
import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CODE_CLIENT_ID, IMPLICIT_CLIENT_ID, SCOPE, callbackUrl, frontOfficeOrigin, oidcIssuer, postLogoutUrl, signInAtProvider, trustOidcProvider } from './oidc/support.ts';

const ISSUER = oidcIssuer();
const ORIGIN = frontOfficeOrigin();
const CALLBACK = callbackUrl(ORIGIN);

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  end_session_endpoint: string;
  response_types_supported: string[];
  code_challenge_methods_supported: string[];
  authorization_response_iss_parameter_supported: boolean;
}

/** The discovery document, fetched as the front office does: cross-origin, from its page. */
async function discover(request: APIRequestContext): Promise<Discovery> {
  const answer = await request.get(`${ISSUER}/.well-known/openid-configuration`, { headers: { Origin: ORIGIN } });
  expect(answer.status()).toBe(200);
  expect([ORIGIN, '*']).toContain(answer.headers()['access-control-allow-origin']);
  return (await answer.json()) as Discovery;
}

/** RFC 7636: a code verifier and its S256 challenge. */
function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

const random = () => randomBytes(16).toString('base64url');

function claimsOf(jwt: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [header = '', payload = ''] = jwt.split('.');
  const part = (text: string) => JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Record<string, unknown>;
  return { header: part(header), payload: part(payload) };
}

/** The front office's pages answer with an empty document: these tests are about the provider. */
async function standInFrontOffice(page: Page) {
  await page.route(`${ORIGIN}/frontofficev2/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>front office</title>' }));
}

/** An authorization request to the front office's callback. */
function authorizationUrl(discovery: Discovery, params: Record<string, string>): string {
  const url = new URL(discovery.authorization_endpoint);
  for (const [key, value] of Object.entries({ redirect_uri: CALLBACK, scope: SCOPE, ...params })) url.searchParams.set(key, value);
  return url.href;
}

/** A code flow request with a fresh PKCE challenge, for tests that stop at the provider's page. */
const codeRequest = (discovery: Discovery) =>
  authorizationUrl(discovery, { client_id: CODE_CLIENT_ID, response_type: 'code', state: random(), nonce: random(), code_challenge: pkcePair().challenge, code_challenge_method: 'S256' });

/** Goes to the authorization endpoint; returns once the provider has sent the browser back to the callback. */
async function authorize(page: Page, discovery: Discovery, params: Record<string, string>, signIn?: string) {
  await page.goto(authorizationUrl(discovery, params));
  if (signIn) await signInAtProvider(page, signIn);
  await page.waitForURL((current) => current.href.startsWith(CALLBACK));
  return new URL(page.url());
}

/** The authorization code flow with PKCE up to the callback; returns what the token exchange needs. */
async function codeFlow(page: Page, discovery: Discovery, signIn?: string) {
  const pkce = pkcePair();
  const state = random();
  const nonce = random();
  const back = await authorize(page, discovery, { client_id: CODE_CLIENT_ID, response_type: 'code', state, nonce, code_challenge: pkce.challenge, code_challenge_method: 'S256' }, signIn);
  expect(back.searchParams.get('state')).toBe(state);
  // RFC 9207: the issuer comes back with the code.
  expect(back.searchParams.get('iss')).toBe(ISSUER);
  const code = back.searchParams.get('code') ?? '';
  expect(code).not.toBe('');
  return { code, nonce, verifier: pkce.verifier };
}

/** The code exchange of a public client, cross-origin from the front office's page. */
function exchange(request: APIRequestContext, discovery: Discovery, fields: Record<string, string>) {
  return request.post(discovery.token_endpoint, {
    headers: { Origin: ORIGIN },
    form: { grant_type: 'authorization_code', redirect_uri: CALLBACK, client_id: CODE_CLIENT_ID, ...fields },
  });
}

/** `POST /sso/openid` (spec §7) on fleetco's demo API, through the front office's host. */
function signInToApi(page: Page, idToken: string) {
  return page.request.post('/tenants/fleetco/api/sso/openid', { headers: { 'Accept-Language': 'fr' }, data: { openid: { id_token: idToken } } });
}

test.beforeEach(async ({ page }) => {
  await standInFrontOffice(page);
});

test('D48: the discovery document offers the code flow with S256 PKCE, the implicit flow, RFC 9207 iss and logout', async ({ request }) => {
  const discovery = await discover(request);
  expect(discovery).toMatchObject({
    issuer: ISSUER,
    authorization_endpoint: `${ISSUER}/auth`,
    token_endpoint: `${ISSUER}/token`,
    end_session_endpoint: `${ISSUER}/session/end`,
    code_challenge_methods_supported: ['S256'],
    authorization_response_iss_parameter_supported: true,
  });
  expect(discovery.response_types_supported.sort()).toEqual(['code', 'id_token']);
  const jwks = await request.get(discovery.jwks_uri, { headers: { Origin: ORIGIN } });
  expect(jwks.headers()['access-control-allow-origin']).toBe(ORIGIN);
  expect(((await jwks.json()) as { keys: { kty: string }[] }).keys.map((key) => key.kty).sort()).toEqual(['EC', 'RSA']);
});

test('D48: code + PKCE round trip: the id token is for the code client, carries the nonce and e-mail, and signs in to the demo API; the code works once and only with its verifier', async ({ page }) => {
  const discovery = await discover(page.request);
  // A wrong password is refused on the provider's page; the right one goes back to the front office.
  await page.goto(codeRequest(discovery));
  await signInAtProvider(page, 'driver@example.com', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');

  const { code, nonce, verifier } = await codeFlow(page, discovery, 'driver@example.com');
  const answer = await exchange(page.request, discovery, { code, code_verifier: verifier });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['access-control-allow-origin']).toBe(ORIGIN);
  const tokens = (await answer.json()) as { id_token: string; token_type: string };
  expect(tokens.token_type).toBe('Bearer');
  const { header, payload } = claimsOf(tokens.id_token);
  expect(header.alg).toBe('RS256');
  expect(payload).toMatchObject({ iss: ISSUER, aud: CODE_CLIENT_ID, nonce, email: 'driver@example.com', email_verified: true });
  expect(payload.exp).toBeGreaterThan(Date.now() / 1000);

  await trustOidcProvider(page, 'fleetco');
  const apiAnswer = await signInToApi(page, tokens.id_token);
  expect(apiAnswer.status()).toBe(200);
  expect(((await apiAnswer.json()) as { access_token?: string }).access_token).toBeTruthy();

  // A replayed code is refused.
  const replay = await exchange(page.request, discovery, { code, code_verifier: verifier });
  expect(replay.status()).toBe(400);
  expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });

  // The provider's session signs the driver in again without the form; that code without its verifier is refused.
  const again = await codeFlow(page, discovery);
  const withoutVerifier = await exchange(page.request, discovery, { code: again.code });
  expect(withoutVerifier.status()).toBe(400);
  expect(await withoutVerifier.json()).toMatchObject({ error: 'invalid_grant' });
  const third = await codeFlow(page, discovery);
  const wrongVerifier = await exchange(page.request, discovery, { code: third.code, code_verifier: pkcePair().verifier });
  expect(await wrongVerifier.json()).toMatchObject({ error: 'invalid_grant' });

  // An authorization request without PKCE is sent back with an error.
  const refused = await authorize(page, discovery, { client_id: CODE_CLIENT_ID, response_type: 'code', state: 'no-pkce', nonce: random() });
  expect(Object.fromEntries(refused.searchParams)).toMatchObject({ error: 'invalid_request', state: 'no-pkce', iss: ISSUER });
});

test('spec §2: logout through end_session_endpoint ends the provider session: the next sign-in asks for credentials, which the driver may cancel', async ({ page }) => {
  const discovery = await discover(page.request);
  const { code, verifier } = await codeFlow(page, discovery, 'driver@example.com');
  const { id_token: idToken } = (await (await exchange(page.request, discovery, { code, code_verifier: verifier })).json()) as { id_token: string };

  const logout = new URL(discovery.end_session_endpoint);
  logout.search = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: postLogoutUrl(ORIGIN), state: 'bye' }).toString();
  await page.goto(logout.href);
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await page.waitForURL((current) => current.href.startsWith(postLogoutUrl(ORIGIN)));
  expect(new URL(page.url()).searchParams.get('state')).toBe('bye');

  await page.goto(codeRequest(discovery));
  await expect(page.getByLabel('Password')).toBeVisible();
  // Cancelling there sends the browser back with access_denied (RFC 6749 §4.1.2.1).
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL((current) => current.href.startsWith(CALLBACK));
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ error: 'access_denied', iss: ISSUER });
});

test('spec §2, D4: the implicit client gets an ES256 id token with the nonce in the fragment, which the demo API accepts', async ({ page }) => {
  const discovery = await discover(page.request);
  const state = random();
  const nonce = random();
  const back = await authorize(page, discovery, { client_id: IMPLICIT_CLIENT_ID, response_type: 'id_token', state, nonce }, 'driver@example.com');
  const fragment = new URLSearchParams(back.hash.slice(1));
  expect(back.search).toBe('');
  expect(fragment.get('state')).toBe(state);
  // RFC 9207 §2.4: a response carrying an id token has no `iss` parameter; the token's own `iss` is the one to check.
  expect(fragment.get('iss')).toBeNull();
  const idToken = fragment.get('id_token') ?? '';
  const { header, payload } = claimsOf(idToken);
  expect(header.alg).toBe('ES256');
  expect(payload).toMatchObject({ iss: ISSUER, aud: IMPLICIT_CLIENT_ID, nonce, email: 'driver@example.com' });

  await trustOidcProvider(page, 'fleetco');
  expect((await signInToApi(page, idToken)).status()).toBe(200);
  // The code client's flow is not open to it.
  const refused = await authorize(page, discovery, { client_id: IMPLICIT_CLIENT_ID, response_type: 'code', state: 'code', code_challenge: pkcePair().challenge, code_challenge_method: 'S256' });
  expect(Object.fromEntries(refused.searchParams)).toMatchObject({ error: 'invalid_request', error_description: 'requested response_type is not allowed for this client' });
});
