import { expect, type Locator, type Page } from '@playwright/test';
import { demoControl, type TenantId } from './support.ts';

// The fault suite's tools (issue 19 item 1): faults of the demo API that touch only the calls of one test's page, the
// six faults of the issue with the message each must give (spec §8's catalogue, in French, the default language), and
// checks that nothing technical reaches the screen.

/** How long the app waits for an answer in these tests (config.json `requestTimeoutMs`): a timeout fault waits longer. */
export const REQUEST_TIMEOUT_MS = 3000;

/** config.json additions for the fault tests: a short call timeout, so that a timeout test takes seconds, not 15. */
export const FAULT_CONFIG = { requestTimeoutMs: REQUEST_TIMEOUT_MS };

/** The messages of spec §8's catalogue the faults give (app catalogue `errors.*`, French). */
export const MESSAGES = {
  internal: 'Une erreur inattendue est survenue. Veuillez réessayer.',
  network: 'Connexion impossible. Vérifiez votre connexion internet et réessayez.',
  timeout: 'Le serveur met trop de temps à répondre. Réessayez dans un instant.',
} as const;

/** One fault of issue 19 item 1: its name, how the demo API plays it, and the catalogue message it gives. */
export interface FaultRow {
  name: string;
  fault: Record<string, unknown>;
  message: keyof typeof MESSAGES;
}

/** The six faults of issue 19 item 1, each played once. */
export const FAULT_ROWS: readonly FaultRow[] = [
  { name: 'a 500', fault: { mode: 'error', status: 500, code: 'INTERNAL_ERROR' }, message: 'internal' },
  { name: 'a 503', fault: { mode: 'error', status: 503, code: 'MAINTENANCE' }, message: 'internal' },
  { name: 'a timeout', fault: { mode: 'timeout', timeout_ms: REQUEST_TIMEOUT_MS + 4000 }, message: 'timeout' },
  { name: 'a cut connection', fault: { mode: 'cut', after_percent: 50 }, message: 'network' },
  { name: 'malformed JSON', fault: { mode: 'malformed' }, message: 'internal' },
  { name: 'an HTML error page', fault: { mode: 'html', status: 502 }, message: 'internal' },
];

/** Texts that must never reach the screen: a parser's, a validator's, a proxy's or the demo API's own words. */
export const TECHNICAL_TEXT = /JSON|Bad Gateway|nginx|Fault injected|INTERNAL_ERROR|MAINTENANCE|Expected|Invalid type|<\/?[a-z]+>|TypeError|Failed to fetch/i;

/** Injects a fault that only the calls of one page meet. */
export type InjectFault = (operation: Operation, fault: Record<string, unknown>) => Promise<unknown>;

/** The operations the fault suite plays with, and how their requests look (spec §7). */
const OPERATIONS = {
  searchVehicles: ['POST', /\/vehicles\/search$/],
  createRental: ['POST', /\/user\/rentals$/],
  createUser: ['POST', /\/api\/user$/],
  updateUser: ['PUT', /\/api\/user$/],
  createStripeCard: ['POST', /\/user\/stripe_cards$/],
  listStripeCards: ['GET', /\/user\/stripe_cards$/],
  getTenant: ['GET', /\/api\/tenant$/],
  listUserRentals: ['GET', /\/user\/rentals$/],
  getUser: ['GET', /\/api\/user$/],
  listTermsVersions: ['GET', /\/terms_and_conditions_versions$/],
  listStations: ['GET', /\/stations$/],
  uploadUserDocument: ['POST', /\/user\/documents$/],
  addRentalPassenger: ['POST', /\/api\/rentals\/\d+\/passengers$/],
  joinCarpoolingRental: ['POST', /\/user\/rentals\/\d+\/passengers$/],
  updateUserRental: ['PUT', /\/user\/rentals\/\d+$/],
  listConditionReports: ['GET', /\/user\/rentals\/\d+\/condition_reports$/],
  uploadConditionPhoto: ['POST', /\/user\/rentals\/\d+\/condition_photos$/],
  createConditionReport: ['POST', /\/user\/rentals\/\d+\/condition_reports$/],
} as const satisfies Record<string, readonly [string, RegExp]>;

/** An operation of {@link OPERATIONS}. */
export type Operation = keyof typeof OPERATIONS;

/**
 * Marks every API call of the page with a scope of its own (the `x-demo-scope` header) and returns a function that
 * injects faults for that scope only: tests running in parallel against the same demo API never meet each other's.
 * The connection faults (`cut`: dropped before the server sees the call; `lost`: dropped after the server did it)
 * are played here, between the page and the preview server, as a network would: the preview server's proxy turns a
 * connection the demo API drops into a 500 of its own, which is another fault. `server: true` leaves a `cut` to the
 * demo API, which reads part of an upload first (`after_percent`).
 */
export async function scopedFaults(page: Page, tenant: TenantId): Promise<InjectFault> {
  const scope = `faults-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const dropped: { operation: Operation; mode: 'cut' | 'lost' }[] = [];
  await page.route(/\/api\/(?!__demo)/, async (route) => {
    const request = route.request();
    const headers = { ...request.headers(), 'x-demo-scope': scope };
    const path = new URL(request.url()).pathname;
    const index = dropped.findIndex(({ operation }) => OPERATIONS[operation][0] === request.method() && OPERATIONS[operation][1].test(path));
    const drop = index >= 0 ? dropped.splice(index, 1)[0] : undefined;
    if (drop?.mode === 'lost') await route.fetch({ headers });
    if (drop) return route.abort('connectionreset');
    return route.continue({ headers });
  });
  return async (operation, fault) => {
    // `server: true` leaves a `cut` to the demo API, which reads `after_percent` of the call's body, then drops it.
    const { server, ...rest } = fault;
    if ((fault.mode === 'cut' && server !== true) || fault.mode === 'lost') {
      dropped.push({ operation, mode: fault.mode });
      return null;
    }
    return demoControl(page, tenant, 'faults', { operation, scope, times: 1, ...rest });
  };
}

/** The notifications region (spec §8: at most three at once). */
export function notifications(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications' });
}

/**
 * Checks what a fault left on screen: the catalogue message where it shows (a notification by default), the page
 * still there (its main landmark), and no technical text anywhere.
 */
export async function expectFaultMessage(page: Page, row: FaultRow, where: Locator = notifications(page)) {
  await expect(where.getByText(MESSAGES[row.message]).first(), `${row.name}: ${MESSAGES[row.message]}`).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('body'), `${row.name}: nothing technical on screen`).not.toContainText(TECHNICAL_TEXT);
}

/** Closes every notification, so that the next fault's message is not confused with an earlier one. */
export async function dismissNotifications(page: Page) {
  const close = notifications(page).getByRole('button', { name: 'Fermer' });
  for (let shown = await close.count(); shown > 0; shown = await close.count()) {
    await close.first().click();
    await expect(close).toHaveCount(shown - 1);
  }
}

/**
 * Runs the page without WebGL: the search view then says the map cannot show and works without it. maplibre drawn by
 * a software renderer takes seconds of CPU on each view, which these tests about answers do not need (as search.spec).
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
