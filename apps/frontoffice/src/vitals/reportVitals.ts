import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { postBeacon, withoutSecrets } from '../errors/sendReport.ts';
import { readCookieConsent } from '../shell/dialogs/cookieConsent.ts';

/**
 * What the measurement reads of the router: the leaf route's id, and each route's path template (`routesById`: the
 * router's own, typed by route id, read as a table of `{ fullPath }`).
 */
export interface RouteSource {
  state: { matches: ReadonlyArray<{ routeId: string }> };
  routesById: object;
}

/**
 * The performance mark made when a page view's measurement holds its first figure, from which on its beacon leaves when
 * the page is hidden (seen in the browser's performance tools; e2e vitals.spec.ts waits for it before hiding the page).
 */
export const VITALS_MEASURED_MARK = 'frontoffice:vitals-measured';

/** The metrics sent (decision D49: LCP, INP, CLS). */
export type VitalName = 'LCP' | 'INP' | 'CLS';

/** One beacon of field data (decision D49; the README's "Field data for operators" shows one). */
export interface VitalsReport {
  /** Tells these beacons from the error reports that share the URL. */
  type: 'web-vitals';
  /** The template of the route the page view began on (`/account/bookings/$id`), whose load LCP measures. */
  route: string;
  /** The template of the route shown when the beacon left: INP and CLS cover every route shown in between. */
  lastRoute: string;
  /** The day the app was built (`__BUILD_DATE__`, vite.config.ts). */
  build: string;
  /** How the page view began, as web-vitals says it (`navigate`, `reload`, `back-forward-cache`…). */
  navigationType: Metric['navigationType'];
  /** Milliseconds for LCP and INP (whole), a score for CLS (four decimals). */
  metrics: Array<{ name: VitalName; value: number; rating: Metric['rating'] }>;
}

/** Says a route the way a report may: its path template, never the address (decision D49: no id, no query). */
export function routeTemplate(router: RouteSource, routeId: string | undefined = router.state.matches.at(-1)?.routeId): string {
  // The root route alone matches an address no route knows (the not-found page).
  const routes = router.routesById as Partial<Record<string, { fullPath: string }>>;
  const route = routeId === undefined || routeId === '__root__' ? undefined : routes[routeId];
  return route?.fullPath ?? '(not found)';
}

/** A web-vitals observer (`onLCP`, `onINP`, `onCLS`). */
type Observer = (report: (metric: Metric) => void, options: { reportAllChanges: true }) => void;

/** What {@link reportVitals} needs. */
export interface VitalsOptions {
  /** The `errorReporter` beacon's URL (config.json). */
  url: string;
  router: RouteSource;
  /** The leaf route of the first page (main.tsx reads it once that page is loaded). */
  firstRouteId: string | undefined;
  /** @default __BUILD_DATE__ */
  build?: string;
  /** @default web-vitals' onLCP, onINP and onCLS */
  observers?: readonly Observer[];
  /** @default postBeacon (sendBeacon, or a keepalive fetch) */
  send?: (url: string, body: string) => void;
}

/**
 * Decision D49, issue 32: measures this page view's Core Web Vitals and sends them in one beacon, when the page is
 * first hidden (the driver switches app or tab, locks the phone, leaves or closes the page), the moment web-vitals
 * itself reports INP and CLS. A page view is a page load, as the Chrome UX Report counts them (or a restore from the
 * back-forward cache): the app's own route changes are no new page view, since LCP measures the load only and INP and
 * CLS accumulate over the page's life (web-vitals measures no soft navigation by default). So `route` names the route
 * the page loaded on and `lastRoute` the one shown when the beacon left; one beacon at most a page view, later
 * changes included in none. Nothing is sent unless the driver's consent to audience measurement still stands then
 * (`cookie_consent`'s `analytics`), and the body holds route templates, numbers and fixed words only, passed through
 * `withoutSecrets` all the same.
 */
export function reportVitals({
  url,
  router,
  firstRouteId,
  build = __BUILD_DATE__,
  observers = [onLCP, onINP, onCLS],
  send = postBeacon,
}: VitalsOptions): void {
  let view = { route: routeTemplate(router, firstRouteId), metrics: new Map<VitalName, Metric>(), sent: false };
  const flush = () => {
    if (view.sent || view.metrics.size === 0 || readCookieConsent(document.cookie)?.analytics !== true) return;
    view.sent = true;
    const metrics = [...view.metrics.values()];
    const report: VitalsReport = {
      type: 'web-vitals',
      route: view.route,
      lastRoute: routeTemplate(router),
      build,
      navigationType: metrics[0]?.navigationType ?? 'navigate',
      metrics: metrics.map(({ name, value, rating }) => ({
        name: name as VitalName,
        value: name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value),
        rating,
      })),
    };
    send(url, withoutSecrets(JSON.stringify(report)));
  };
  // A page restored from the back-forward cache is a new page view, whose metrics web-vitals starts again: listened to
  // before web-vitals listens, so that its first figures land in the new view.
  addEventListener(
    'pageshow',
    (event) => {
      if (event.persisted) view = { route: routeTemplate(router), metrics: new Map(), sent: false };
    },
    { capture: true },
  );
  for (const observe of observers) {
    // Every change, so that the latest figures are at hand when the page is hidden.
    observe((metric) => {
      if (view.metrics.size === 0) performance.mark(VITALS_MEASURED_MARK);
      view.metrics.set(metric.name as VitalName, metric);
    }, { reportAllChanges: true });
  }
  // Listened to on the document, after web-vitals' own listeners on the window, which report the final INP and CLS.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  // Where a browser closes a page without hiding it first.
  addEventListener('pagehide', flush);
}
