import { expect, test, type BrowserContext, type FileChooser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

/** The demo tenants and what the tests rely on (tenants/<id>/). */
export type TenantId = 'demo' | 'cityshare' | 'fleetco' | 'campus' | 'minimal';

const config = JSON.parse(readFileSync(new URL('../public/config.json', import.meta.url), 'utf8')) as {
  oauth: { clientId: string; clientSecret: string };
} & Record<string, unknown>;

/**
 * Points the front office at one demo tenant by answering config.json with its API base (one build, any tenant). The
 * shipped public map style is left out: the tests draw the bundled one and never reach the internet (issue 17); pass
 * `mapStyleUrl` in `extra` to use another.
 *
 * Where the server reads it (playwright.config.ts's `configCookie`: scripts/operatorServer.mjs --e2e), the config is
 * an `e2e_config` cookie of the browser context, which the server answers config.json with: a route would make
 * Playwright pass every request of the page through the test worker, which cost the run a fifth of its time (issue
 * 30). Elsewhere (the nginx host's smoke tests) the page's config.json request is answered by a route.
 */
export async function useTenant(target: Page | BrowserContext, tenant: TenantId, extra: Record<string, unknown> = {}) {
  const { mapStyleUrl: _publicStyle, ...offline } = config;
  const chosen = { ...offline, apiBaseUrl: `/tenants/${tenant}/api`, ...extra };
  const baseURL = test.info().project.use.baseURL;
  if (test.info().config.metadata.configCookie && baseURL) {
    const context = 'context' in target ? target.context() : target;
    // Sent with the documents too (the app's base path): a config.json naming a code flow provider gets documents whose
    // policy admits it, as `node scripts/host.mjs` writes them for an operator (issue 36).
    const { hostname, pathname } = new URL('.', baseURL);
    await context.addCookies([{ name: 'e2e_config', value: encodeURIComponent(JSON.stringify(chosen)), domain: hostname, path: pathname }]);
    return;
  }
  await target.route('**/frontofficev2/config.json', (route) => route.fulfill({ json: chosen }));
}

/** Stores a cookie-consent answer, for tests about something else (the dialog has its own test). */
export async function consentToCookies(context: BrowserContext, baseURL: string) {
  const value = encodeURIComponent(JSON.stringify({ technical: true, analytics: false }));
  await context.addCookies([{ name: 'cookie_consent', value, url: new URL('/frontofficev2/', baseURL).href }]);
  await skipWelcome(context);
}

/**
 * Marks the welcome dialog as seen for every demo account (decision D19: once per account per browser), for tests
 * about something else; the dialog has its own test.
 */
export async function skipWelcome(context: BrowserContext) {
  await context.addInitScript(() => {
    // about:blank has no storage: only the app's pages are concerned.
    if (window.location.protocol !== 'http:' && window.location.protocol !== 'https:') return;
    if (!window.localStorage.getItem('welcome_seen')) {
      window.localStorage.setItem('welcome_seen', Array.from({ length: 500 }, (_, i) => i + 1).join(','));
    }
  });
}

/** Signs in through the login page. */
export async function signIn(page: Page, email: string, password = 'demo-password') {
  await page.goto('login');
  await page.getByLabel(/^(Adresse e-mail|E-mail address)/).fill(email);
  await page.getByLabel(/^(Mot de passe|Password)$/).fill(password);
  await page.getByRole('button', { name: /^(Se connecter|Sign in|Log in)$/ }).click();
}

/**
 * Signs in through the API (the password grant, as the login page does) and stores the tokens where the front office
 * keeps them (spec §9: access_token, refresh_token), so the next page load restores the member session (spec §1).
 * Faster than the login page for tests about what comes after signing in. Call after `useTenant`, before `goto`.
 */
export async function restoreSession(page: Page, tenant: TenantId, email: string, password = 'demo-password') {
  const response = await page.request.post(`/tenants/${tenant}/api/oauth2/token`, {
    headers: { 'Accept-Language': 'fr' },
    data: { grant_type: 'password', username: email, password, client_id: config.oauth.clientId, client_secret: config.oauth.clientSecret },
  });
  expect(response.ok(), `password grant for ${email} on ${tenant}`).toBe(true);
  const tokens = (await response.json()) as { access_token: string; refresh_token?: string };
  // The storage of the app's origin: any page of it will do (config.json is the lightest).
  await page.goto('config.json');
  await page.evaluate((t) => {
    window.localStorage.setItem('access_token', t.access_token);
    window.localStorage.setItem('token_type', 'member');
    if (t.refresh_token) window.localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
}

/** Calls a control of the demo API of a tenant (`<base>/__demo/...`). */
export async function demoControl(page: Page, tenant: TenantId, path: string, body?: unknown) {
  const url = new URL(`/tenants/${tenant}/api/__demo/${path}`, page.url() === 'about:blank' ? 'http://127.0.0.1' : page.url());
  // The query too (`outbox?to=…`): without it, the outbox of a demo API shared by parallel tests is everyone's.
  const target = `${url.pathname}${url.search}`;
  const response = body === undefined ? await page.request.get(target) : await page.request.post(target, { data: body });
  expect(response.ok(), `demo control ${path}`).toBe(true);
  return response.json() as Promise<unknown>;
}

/** The app path of the current page (without the base path). */
export function appPath(page: Page): string {
  return new URL(page.url()).pathname.replace(/^\/frontofficev2/, '') || '/';
}

/**
 * A new, validated driver of a tenant (signed up through the API, then validated with the demo API's control), for
 * tests that change the account (its cards…) while other tests read the demo accounts. Returns the e-mail; the
 * password is `demo-password`.
 */
export async function createValidatedDriver(page: Page, tenant: TenantId, prefix = 'driver'): Promise<string> {
  const email = `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const base = `/tenants/${tenant}/api`;
  const guest = await page.request.post(`${base}/oauth2/token`, {
    headers: { 'Accept-Language': 'fr' },
    data: { grant_type: 'client_credentials', client_id: config.oauth.clientId, client_secret: config.oauth.clientSecret },
  });
  const { access_token: token } = (await guest.json()) as { access_token: string };
  const created = await page.request.post(`${base}/user`, {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'fr' },
    data: { user: { email, password: 'demo-password', tos_accepted: true } },
  });
  expect(created.ok(), `sign-up of ${email} on ${tenant}`).toBe(true);
  await demoControl(page, tenant, `drivers/${encodeURIComponent(email)}/validate`, {});
  return email;
}

/**
 * Marks the welcome dialog as seen for the signed-in account (decision D19), for tests about something else on a
 * driver created by {@link createValidatedDriver} (whose id `skipWelcome` does not cover). Call after
 * `restoreSession`.
 */
export async function skipWelcomeOfSession(page: Page, tenant: TenantId) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const user = await page.request.get(`/tenants/${tenant}/api/user`, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'fr' } });
  const { user: account } = (await user.json()) as { user: { id: number } };
  await page.evaluate((id) => {
    const seen = (localStorage.getItem('welcome_seen') ?? '').split(',').filter(Boolean);
    localStorage.setItem('welcome_seen', [...seen, String(id)].join(','));
  }, account.id);
}

/**
 * Days to add to the dates of a test that books: its booking stays in the run's demo API, so a retry (CI) books 30 days
 * later, where the same car is still free (demo accepts bookings 90 days ahead).
 */
export function retryDays(): number {
  return 30 * test.info().retry;
}

/**
 * The page's file choosers, one after the other, intercepted from now on. Playwright intercepts a page's file
 * choosers only while a listener is registered, by a message to the browser that a listener added just before the
 * click or key press can overtake (`waitForEvent('filechooser')` in a loop removes and adds it each time): seen in four
 * full runs under CI's load (issues 30 to 33), the page clicked its file input with the key press's activation and no
 * chooser event came. Call it at the start of the test; each call of the function it returns gives the next chooser.
 */
export function fileChoosers(page: Page, timeoutMs = 20_000): () => Promise<FileChooser> {
  const arrived: FileChooser[] = [];
  const waiting: ((chooser: FileChooser) => void)[] = [];
  page.on('filechooser', (chooser) => {
    const next = waiting.shift();
    if (next) next(chooser);
    else arrived.push(chooser);
  });
  return () =>
    new Promise<FileChooser>((resolve, reject) => {
      const ready = arrived.shift();
      if (ready) return resolve(ready);
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(take), 1);
        reject(new Error(`No file chooser within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      const take = (chooser: FileChooser) => {
        clearTimeout(timer);
        resolve(chooser);
      };
      waiting.push(take);
    });
}

/**
 * The demo API as one member (the password grant, as restoreSession signs in), for checks on the server and for
 * set-ups a test is not about: JSON bodies read back, requests with the member's token and the v0.3 Accept header.
 */
export async function memberApi(page: Page, tenant: TenantId, email: string) {
  const token = await page.request.post(`/tenants/${tenant}/api/oauth2/token`, {
    headers: { 'Accept-Language': 'fr' },
    data: { grant_type: 'password', username: email, password: 'demo-password', client_id: config.oauth.clientId, client_secret: config.oauth.clientSecret },
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${accessToken}`, 'Accept-Language': 'fr', Accept: 'application/vnd.api.v0.3+json' };
  const base = `/tenants/${tenant}/api`;
  return {
    get: async (path: string) => (await page.request.get(base + path, { headers })).json() as Promise<Record<string, unknown>>,
    post: (path: string, data: unknown) => page.request.post(base + path, { headers, data }),
    put: (path: string, data: unknown) => page.request.put(base + path, { headers, data }),
    delete: (path: string) => page.request.delete(base + path, { headers }),
  };
}

/**
 * When the run's demo API seeded its tenants (e2e/globalSetup.ts), else now: the seeded rentals' days are counted from
 * it, so the tests count theirs from it too, and a run that crosses midnight UTC finds them where it looks.
 */
export function seededAt(): number {
  const recorded = Number(process.env.E2E_SEEDED_AT);
  return Number.isFinite(recorded) && recorded > 0 ? recorded : Date.now();
}

/** An instant `days` days after the seeding day at `hour`:00 UTC, ISO 8601 without milliseconds (what a search URL carries). */
export function utcAt(days: number, hour: number): string {
  const date = new Date(seededAt() + days * 24 * 3_600_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString().replace('.000Z', 'Z');
}

/**
 * Answers the page's GET /tenant (spec §1) with some of the tenant's settings changed (its theme, language, single
 * sign-on…), the rest as the demo API sends them.
 */
export async function changeTenantSettings(page: Page, changes: Record<string, unknown>, tenant?: TenantId) {
  await page.route(new RegExp(`/tenants/${tenant ?? '\\w+'}/api/tenant$`), async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { tenant: Record<string, unknown> };
    await route.fulfill({ response, json: { tenant: { ...body.tenant, ...changes } } });
  });
}
