import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { restoreSession, useTenant as pointAtTenant, type TenantId } from './support.ts';

// Every route of the app (spec §2, domain PAGES), reached by the session that may see it, for the sweeps of issue 19:
// the strict policy on each route (csp-routes.spec.ts) and axe on each route (a11y-sweep.spec.ts). A group is one
// tenant and one session; its stops are visited in one page, one document load each (as a driver's deep link).

/** One tenant, one session, the routes it reaches. */
export interface TourGroup {
  name: string;
  tenant: TenantId;
  /** The demo account signed in, or a guest. */
  account?: string;
  /** The paths visited, with the parameters they need (some ids are read from the API once the session is set). */
  stops: (page: Page) => Promise<string[]>;
}

/** The member's rentals of some statuses, through the demo API with the session's token. */
async function rentalIds(page: Page, tenant: TenantId, path: string): Promise<number[]> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.get(`/tenants/${tenant}/api${path}`, {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'fr', Accept: 'application/vnd.api.v0.3+json' },
  });
  expect(response.ok(), path).toBe(true);
  const body = (await response.json()) as { rentals?: Array<{ id: number }>; carpooling_rentals?: Array<{ id: number }> };
  return (body.rentals ?? body.carpooling_rentals ?? []).map((rental) => rental.id);
}

/** An instant some days ahead at a whole UTC hour, as the search's URL writes it. */
export function utcAt(days: number, hour: number): string {
  const date = new Date(Date.now() + days * 24 * 3_600_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString().replace('.000Z', 'Z');
}

/** The query of a /search URL (issue 8's names). */
export function searchQuery(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

/** The tour: together the groups reach every page of spec §2 (a11y-sweep.spec.ts checks the list is complete). */
export const TOUR: TourGroup[] = [
  {
    name: 'a guest on demo (private, registration, billing)',
    tenant: 'demo',
    stops: async () => [
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
      'page/faq',
      'sso/auth',
      'no-such-page',
    ],
  },
  {
    name: 'a validated driver on demo',
    tenant: 'demo',
    account: 'driver@example.com',
    stops: async (page) => {
      const [upcoming] = await rentalIds(page, 'demo', '/user/rentals?statuses=pending,prepared&limit=1');
      const [closed] = await rentalIds(page, 'demo', '/user/rentals?statuses=closed,expired,cancelled,refused&limit=1');
      // A search in the URL (issue 8) runs on load: its results, a vehicle, the booking review.
      const search = `search?${searchQuery({ station: '1', start: utcAt(6, 15), end: utcAt(6, 19) })}`;
      return [
        'search',
        search,
        `${search}&view=vehicle&vehicleId=1001`,
        `${search}&view=booking&vehicleId=1001`,
        'account',
        'account/bookings',
        `account/bookings/${upcoming}?page=bookings`,
        'account/bookings-history',
        `account/bookings-history/${closed}`,
        'account/details',
        'account/payment-method',
        'account/privacy',
        'account/help/faq',
        'account/help/contact',
        'account/help/cgu',
        'account/help/pricing',
      ];
    },
  },
  {
    name: 'a validated driver on cityshare (address search, carpooling)',
    tenant: 'cityshare',
    account: 'driver@example.com',
    stops: async (page) => {
      const [carpooling] = await rentalIds(page, 'cityshare', '/user/carpooling_rentals?page=1');
      return ['', 'search', 'account/carpoolings', `account/carpoolings/${carpooling}`];
    },
  },
  {
    name: 'drivers on their way in (demo)',
    tenant: 'demo',
    account: 'new@example.com',
    stops: async () => ['signup', 'signup/welcome'],
  },
  {
    name: 'a driver awaiting validation on fleetco (registration off, single sign-on)',
    tenant: 'fleetco',
    account: 'new@example.com',
    stops: async () => ['waiting-for-validation'],
  },
  {
    name: 'a blocked driver on demo',
    tenant: 'demo',
    account: 'blocked@example.com',
    stops: async () => ['waiting'],
  },
  {
    name: 'a guest on fleetco (single sign-on)',
    tenant: 'fleetco',
    stops: async () => ['login', 'implicit/callback#id_token=x&state=y'],
  },
];

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
