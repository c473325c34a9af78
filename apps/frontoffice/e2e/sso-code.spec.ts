import { expect, type Page, type Request, test } from '@playwright/test';
import { CODE_CLIENT_ID, IMPLICIT_CLIENT_ID, oidcIssuer, signInAtProvider, trustOidcProvider } from './oidc/support.ts';
import { watchViolations } from './routeTour.ts';
import { appPath, changeTenantSettings, consentToCookies, useTenant } from './support.ts';

// Issue 36 "Done when": single sign-on against a real, OpenID Certified provider (oidc-provider, e2e/oidc/provider.mjs,
// started by playwright.config.ts), on fleetco (registration off, single sign-on on): the authorization code flow
// with PKCE that config.json chooses (decision D48), each refusal with the translated message, logout through the
// provider's end_session_endpoint, and the implicit flow of spec §2 with the provider's implicit client. No policy
// violation, and no token in an address, the console or a report.

const ISSUER = oidcIssuer();
const DRIVER = 'driver@example.com';
const REFUSED = 'Single sign-on failed. Please try again.';
const SSO_LINK = 'Log in with your FleetCo account';

/** fleetco's tenant answer pointed at the provider, with one of its clients (spec §3: single_sign_on). */
async function pointTenantAt(page: Page, clientId: string) {
  const single_sign_on = { provider: 'openid', url: `${ISSUER}/auth`, logout_url: `${ISSUER}/session/end`, client_id: clientId };
  await changeTenantSettings(page, { single_sign_on }, 'fleetco');
}

/** Everything a page printed, to check that no token or code was. */
function consoleOf(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
}

/**
 * Starts a sign-in from the front office (sso/auth) and returns the `state` it sent to the provider's authorization
 * endpoint; the provider's own sign-in page is then on screen, nothing answered yet.
 */
async function startSignIn(page: Page): Promise<string> {
  const authorization = page.waitForRequest((r) => r.url().startsWith(`${ISSUER}/auth?`));
  await page.goto('sso/auth');
  const asked = new URL((await authorization).url()).searchParams;
  expect([asked.get('response_type'), asked.get('code_challenge_method')]).toEqual(['code', 'S256']);
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  return asked.get('state') ?? '';
}

/** The front office's callback as the provider would answer it, with these parameters. */
const answerWith = (values: Record<string, string>) => `implicit/callback?${new URLSearchParams(values).toString()}`;

test.beforeEach(async ({ page, context, baseURL }) => {
  await consentToCookies(context, baseURL ?? '');
  await trustOidcProvider(page, 'fleetco');
});

test.describe('the authorization code flow with PKCE (decision D48)', () => {
  test.beforeEach(async ({ page }) => {
    await useTenant(page, 'fleetco', { singleSignOn: { flow: 'code', issuer: ISSUER } });
    await pointTenantAt(page, CODE_CLIENT_ID);
  });

  test('issue 36: signs the fleetco driver in to the root, leaves no code or token behind, and signs out of the provider too', async ({ page }) => {
    test.setTimeout(90_000);
    const violations = await watchViolations(page);
    const printed = consoleOf(page);
    const tokenRequests: Request[] = [];
    page.on('request', (request) => {
      if (request.url() === `${ISSUER}/token`) tokenRequests.push(request);
    });
    const exchange = page.waitForRequest((r) => r.url().endsWith('/sso/openid') && r.method() === 'POST');
    await page.goto('login');
    await page.getByRole('link', { name: SSO_LINK }).click();
    // The provider's authorization endpoint (from its discovery document), with PKCE and the state and nonce of D4.
    await expect(page).toHaveURL(new RegExp(`^${ISSUER}/`));
    await signInAtProvider(page, DRIVER);
    const idToken = ((await exchange).postDataJSON() as { openid: { id_token: string } }).openid.id_token;
    await expect.poll(() => appPath(page)).toBe('/search');
    expect(await page.evaluate(() => window.localStorage.getItem('token_type'))).toBe('member');
    // spec §7: the id token the provider signed, for this client, with the driver's e-mail.
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(claims).toMatchObject({ iss: ISSUER, aud: CODE_CLIENT_ID, email: DRIVER });
    // The code was exchanged once, from the browser, with a verifier of RFC 7636 §4.1.
    expect(tokenRequests).toHaveLength(1);
    const sent = new URLSearchParams(tokenRequests[0]?.postData() ?? '');
    expect(sent.get('grant_type')).toBe('authorization_code');
    expect(sent.get('client_id')).toBe(CODE_CLIENT_ID);
    expect(sent.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Nothing left in the address, the storage of the sign-in, the console or the policy's reports.
    expect(page.url()).not.toMatch(/[?&#](code|state|iss|id_token)=/);
    const kept = await page.evaluate(() => Object.keys(window.sessionStorage));
    expect(kept.filter((key) => key.startsWith('sso_') && key !== 'sso_end_session')).toEqual([]);
    const code = sent.get('code') ?? '';
    expect(printed.filter((line) => line.includes(idToken) || line.includes(code))).toEqual([]);
    expect(await violations()).toEqual([]);

    // spec §2, issue 36 item 3: logout through the provider's end_session_endpoint, with the id token hint.
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const logout = page.waitForRequest((r) => r.isNavigationRequest() && r.url().startsWith(`${ISSUER}/session/end`));
    await page.getByRole('dialog', { name: 'Main menu' }).getByRole('button', { name: 'Log out' }).click();
    const logoutUrl = new URL((await logout).url());
    expect(logoutUrl.searchParams.get('id_token_hint')).toBe(idToken);
    expect(logoutUrl.searchParams.get('client_id')).toBe(CODE_CLIENT_ID);
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await expect.poll(() => appPath(page)).toBe('/login');
    expect(await page.evaluate(() => window.localStorage.getItem('token_type'))).not.toBe('member');
    // The provider's session ended: signing in again asks for the credentials again.
    expect(await violations()).toEqual([]);
    await page.getByRole('link', { name: SSO_LINK }).click();
    await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
  });

  test('issue 36: a tampered state, a wrong iss, a missing verifier and a replayed code are each refused with the translated message', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const violations = await watchViolations(page);
    const calls: Record<'token' | 'exchange', string[]> = { token: [], exchange: [] };
    const watch = (target: Page) =>
      target.on('request', (r) => {
        if (r.url().endsWith('/sso/openid')) calls.exchange.push(r.url());
        if (r.url() === `${ISSUER}/token`) calls.token.push(r.postData() ?? '');
      });
    watch(page);
    /** The front office reads this answer: refused, nobody signed in, the login offered, the address clean. */
    const expectRefused = async (target: Page, answer: string) => {
      await target.goto(answer);
      await expect(target.getByRole('alert').getByRole('heading', { name: REFUSED })).toBeVisible();
      await expect(target.getByRole('link', { name: 'Back to the login page' })).toBeVisible();
      expect(target.url()).not.toMatch(/[?&#](code|state|iss)=/);
      expect(await target.evaluate(() => window.localStorage.getItem('token_type'))).not.toBe('member');
    };

    // D4: a tampered state. The code never leaves the browser.
    const state = await startSignIn(page);
    await expectRefused(page, answerWith({ code: 'a-code', state: `${state.slice(0, -4)}AAAA`, iss: ISSUER }));
    // RFC 9207: another issuer's iss (a mix-up attack). The code never leaves the browser.
    const second = await startSignIn(page);
    await expectRefused(page, answerWith({ code: 'a-code', state: second, iss: 'http://127.0.0.1:9/evil' }));
    // A missing PKCE verifier (gone from this browser's session storage): refused before the provider is asked.
    const third = await startSignIn(page);
    await page.goto('login');
    expect(await page.evaluate(() => window.sessionStorage.getItem('sso_verifier'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await page.evaluate(() => window.sessionStorage.removeItem('sso_verifier'));
    await expectRefused(page, answerWith({ code: 'a-code', state: third, iss: ISSUER }));
    expect(calls).toEqual({ token: [], exchange: [] });
    expect(await violations()).toEqual([]);

    // A replayed code: a genuine sign-in here uses its code; the same code, replayed by someone who saw it in their
    // own browser's sign-in, is refused by the provider (invalid_grant: used, and not their verifier's); nothing
    // reaches the operator API.
    const answered = page.waitForRequest((r) => r.url().includes('/frontofficev2/implicit/callback?'));
    await startSignIn(page);
    await signInAtProvider(page, DRIVER);
    const usedCode = new URL((await answered).url()).searchParams.get('code') ?? '';
    await expect.poll(() => appPath(page)).toBe('/search');
    expect(calls.exchange).toHaveLength(1);
    const other = await browser.newContext({ baseURL });
    try {
      const otherPage = await other.newPage();
      watch(otherPage);
      await consentToCookies(other, baseURL ?? '');
      await useTenant(otherPage, 'fleetco', { singleSignOn: { flow: 'code', issuer: ISSUER } });
      await pointTenantAt(otherPage, CODE_CLIENT_ID);
      const theirs = await startSignIn(otherPage);
      await expectRefused(otherPage, answerWith({ code: usedCode, state: theirs, iss: ISSUER }));
      expect(calls.token.map((body) => new URLSearchParams(body).get('code'))).toEqual([usedCode, usedCode]);
      expect(calls.exchange).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

test('spec §2: the implicit flow still signs in with the provider\'s implicit client, config.json naming no flow', async ({ page }) => {
  test.setTimeout(90_000);
  await useTenant(page, 'fleetco');
  await pointTenantAt(page, IMPLICIT_CLIENT_ID);
  const violations = await watchViolations(page);
  const exchange = page.waitForRequest((r) => r.url().endsWith('/sso/openid') && r.method() === 'POST');
  const authorization = page.waitForRequest((r) => r.url().startsWith(`${ISSUER}/auth?`));
  await page.goto('login');
  await page.getByRole('link', { name: SSO_LINK }).click();
  const asked = new URL((await authorization).url()).searchParams;
  expect([asked.get('response_type'), asked.get('client_id'), asked.has('code_challenge')]).toEqual(['id_token', IMPLICIT_CLIENT_ID, false]);
  await signInAtProvider(page, DRIVER);
  const idToken = ((await exchange).postDataJSON() as { openid: { id_token: string } }).openid.id_token;
  expect(JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'))).toMatchObject({ iss: ISSUER, aud: IMPLICIT_CLIENT_ID, email: DRIVER });
  await expect.poll(() => appPath(page)).toBe('/search');
  expect(page.url()).not.toContain('id_token');
  expect(await violations()).toEqual([]);
});
