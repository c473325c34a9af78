import { COOKIE_CONSENT_NAME, readCookieConsent } from '../shell/dialogs/cookieConsent.ts';
import type { reportVitals, RouteSource } from './reportVitals.ts';

/**
 * Decision D49, issue 32: starts the Core Web Vitals measurement of a page load that start-up drew (main.tsx: a
 * beacon to send to, the share `vitalsSampleRate` says, a tenant that asks for consent, which was not refused), once
 * the driver has accepted audience measurement (`cookie_consent`'s `analytics`): now, or later in the visit, when the
 * cookie-consent dialog says it saved an answer (an event named after the cookie, on `window`). Only then is the
 * measurement (web-vitals and reportVitals.ts) downloaded.
 * @param url the `errorReporter` beacon's URL
 * @param router the app's router; its route now (this runs once the first page has painted) is the one the page load
 *   began on, which LCP measures
 * @param load loads the measurement @default a dynamic import of reportVitals.ts
 */
export function startVitals(
  url: string,
  router: RouteSource,
  load: () => Promise<{ reportVitals: typeof reportVitals }> = () => import('./reportVitals.ts'),
): void {
  const firstRouteId = router.state.matches.at(-1)?.routeId;
  const begin = () => {
    if (readCookieConsent(document.cookie)?.analytics !== true) return;
    removeEventListener(COOKIE_CONSENT_NAME, begin);
    void load()
      .then((measurement) => measurement.reportVitals({ url, router, firstRouteId }))
      .catch(() => undefined);
  };
  addEventListener(COOKIE_CONSENT_NAME, begin);
  begin();
}
