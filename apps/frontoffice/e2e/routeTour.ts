import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { restoreSession, useTenant as pointAtTenant, type TenantId, utcAt } from './support.ts';

// The sweeps' search URLs count their days as the other specs do (support.ts: from the demo API's seeding).
export { utcAt };

// Every route of the app (spec §2, domain PAGES), reached by the session that may see it, for the sweeps of issue 19:
// the strict policy on each route (csp-routes.spec.ts) and axe on each route (a11y-sweep.spec.ts). A group is one
// tenant and one session; its stops are visited in one page, one document load each (as a driver's deep link).

/** One tenant, one session, the routes it reaches. */
export interface TourGroup {
  name: string;
  tenant: TenantId;
  /** The demo account signed in, or a guest. */
  account?: string;
  /** The paths visited; `{name}` stands for an id that `ids` reads from the API once the session is set. */
  paths: string[];
  ids?: (page: Page) => Promise<Record<string, number | undefined>>;
}

/** The first of the member's rentals at a path of the API, through the demo API with the session's token. */
async function firstRental(page: Page, tenant: TenantId, path: string): Promise<number | undefined> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.get(`/tenants/${tenant}/api${path}`, {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'fr', Accept: 'application/vnd.api.v0.3+json' },
  });
  expect(response.ok(), path).toBe(true);
  const body = (await response.json()) as { rentals?: Array<{ id: number }>; carpooling_rentals?: Array<{ id: number }> };
  return (body.rentals ?? body.carpooling_rentals ?? [])[0]?.id;
}


/** The query of a /search URL (issue 8's names). */
export function searchQuery(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

/** A search in the URL (issue 8) runs on load: its results, a vehicle, the booking review. */
const SEARCH = `search?${searchQuery({ station: '1', start: utcAt(6, 15), end: utcAt(6, 19) })}`;

/** The tour: together the groups reach every route of the app (csp-routes.spec.ts checks the list is complete). */
export const TOUR: TourGroup[] = [
  {
    name: 'a guest on demo (private, registration, billing)',
    tenant: 'demo',
    paths: [
      'login',
      'forgot-password',
      'reset-password?reset_password_token=tour-token',
      'signup',
      'faqs',
      'faqs/delete-account',
      'cgu',
      'contact',
      'pricing',
      'politique-de-confidentialite',
      // issue 31: the accessibility statement's own route passes the sweep.
      'accessibilite',
      'page/faq',
      'sso/auth',
      // spec §2 "auth (sso/auth)": without single sign-on on demo, the login (issue 31).
      'auth',
      'no-such-page',
    ],
  },
  {
    name: 'a validated driver on demo',
    tenant: 'demo',
    account: 'driver@example.com',
    paths: [
      'search',
      SEARCH,
      `${SEARCH}&view=vehicle&vehicleId=1001`,
      `${SEARCH}&view=booking&vehicleId=1001`,
      'account',
      'account/bookings',
      'account/bookings/{upcoming}?page=bookings',
      'account/bookings-history',
      'account/bookings-history/{closed}',
      'account/details',
      'account/payment-method',
      'account/privacy',
      'account/help/faq',
      'account/help/contact',
      'account/help/cgu',
      'account/help/pricing',
    ],
    ids: async (page) => ({
      upcoming: await firstRental(page, 'demo', '/user/rentals?statuses=pending,prepared&limit=1'),
      closed: await firstRental(page, 'demo', '/user/rentals?statuses=closed,expired,cancelled,refused&limit=1'),
    }),
  },
  {
    name: 'a validated driver on cityshare (address search, carpooling)',
    tenant: 'cityshare',
    account: 'driver@example.com',
    paths: ['', 'search', 'account/carpoolings', 'account/carpoolings/{carpooling}'],
    ids: async (page) => ({ carpooling: await firstRental(page, 'cityshare', '/user/carpooling_rentals?page=1') }),
  },
  { name: 'drivers on their way in (demo)', tenant: 'demo', account: 'new@example.com', paths: ['signup', 'signup/welcome'] },
  {
    name: 'a driver awaiting validation on fleetco (registration off, single sign-on)',
    tenant: 'fleetco',
    account: 'new@example.com',
    paths: ['waiting-for-validation'],
  },
  { name: 'a blocked driver on demo', tenant: 'demo', account: 'blocked@example.com', paths: ['waiting'] },
  { name: 'a guest on fleetco (single sign-on)', tenant: 'fleetco', paths: ['login', 'implicit/callback#id_token=x&state=y'] },
];

/** The group's paths with their ids filled in (after `openSession`). */
export async function pathsOf(page: Page, group: TourGroup): Promise<string[]> {
  const ids = (await group.ids?.(page)) ?? {};
  return group.paths.map((path) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const id = ids[name];
      expect(id, `${group.name}: an id for {${name}}`).toBeDefined();
      return String(id);
    }),
  );
}

/** Signs the group's session in (after `useTenant` and any route the caller sets). */
export async function openSession(page: Page, group: TourGroup) {
  // Renamed: a plain helper, not a React hook (react-hooks/rules-of-hooks reads the name).
  await pointAtTenant(page, group.tenant);
  if (group.account) await restoreSession(page, group.tenant, group.account);
}

/** Opens a stop and waits until its page is drawn and its calls are answered. */
export async function visit(page: Page, path: string) {
  await page.goto(path || './');
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

/** The app's routes, as src/routeTree.gen.ts lists them (`/account/bookings/$id`...). */
export function appRoutes(): string[] {
  const tree = readFileSync(new URL('../src/routeTree.gen.ts', import.meta.url), 'utf8');
  const union = /fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(tree)?.[1] ?? '';
  return [...union.matchAll(/'([^']*)'/g)].map(([, route = '']) => route);
}

/**
 * Records the page's Content-Security-Policy refusals from its first script on (the `securitypolicyviolation` events
 * of each document, and the console's reports); `take()` returns and forgets those of the document on screen.
 */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return async () => {
    const seen = await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations?.splice(0) ?? []);
    return [...seen, ...logged.splice(0)];
  };
}

/**
 * A browser without WebGL: the search and booking maps say they cannot show and the pages work without them (issue 8).
 * maplibre drawn by a software renderer takes seconds of CPU per view; sweeps that have already seen the map skip it.
 */
export async function withoutWebGL(page: Page) {
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
      value(this: HTMLCanvasElement, type: string, options?: unknown) {
        return type === 'webgl' || type === 'webgl2' ? null : getContext.call(this, type as '2d', options as CanvasRenderingContext2DSettings);
      },
    });
  });
}
