import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import type { Metric } from 'web-vitals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouterContext } from '../router.tsx';
import { routeTree } from '../routeTree.gen.ts';
import { reportVitals, routeTemplate, type RouteSource, VITALS_MEASURED_MARK, type VitalsReport } from './reportVitals.ts';

const URL_ = 'https://errors.example/report';
const ACCESS = 'a1b2c3d4e5f6g7h8i9j0-access';

/** A router whose leaf route the test chooses. */
function fakeRouter(routeId: string): RouteSource & { go: (id: string) => void } {
  const router = {
    state: { matches: [{ routeId: '__root__' }, { routeId }] },
    routesById: {
      '/login': { fullPath: '/login' },
      '/search': { fullPath: '/search' },
      '/account/bookings_/$id': { fullPath: '/account/bookings/$id' },
    },
    go: (id: string) => {
      router.state = { matches: [{ routeId: '__root__' }, { routeId: id }] };
    },
  };
  return router;
}

/** web-vitals' three observers, whose reports the test delivers. */
function fakeObservers() {
  const reporters: Array<(metric: Metric) => void> = [];
  const observer = vi.fn((report: (metric: Metric) => void, options: { reportAllChanges: true }) => {
    expect(options).toEqual({ reportAllChanges: true });
    reporters.push(report);
  });
  const deliver = (name: Metric['name'], value: number, rating: Metric['rating'] = 'good', navigationType: Metric['navigationType'] = 'navigate') => {
    const metric = { name, value, rating, delta: value, id: `v6-${name}`, entries: [], navigationType, navigationId: 1 } as unknown as Metric;
    for (const report of reporters) report(metric);
  };
  return { observers: [observer, observer, observer], deliver };
}

let visibility: DocumentVisibilityState = 'visible';
function hide() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}
function show() {
  visibility = 'visible';
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

function consent(analytics: boolean) {
  document.cookie = `cookie_consent=${encodeURIComponent(JSON.stringify({ technical: true, analytics }))}; path=/`;
}

const controller = { abort: () => undefined as void };

beforeEach(() => {
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  // Each test's listeners are removed with its signal (reportVitals adds them to the document and the window).
  const abort = new AbortController();
  controller.abort = () => abort.abort();
  const addDocument = document.addEventListener.bind(document);
  const addWindow = window.addEventListener.bind(window);
  vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) =>
    addDocument(type, listener, { ...(typeof options === 'object' ? options : { capture: options }), signal: abort.signal }),
  );
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) =>
    addWindow(type, listener, { ...(typeof options === 'object' ? options : { capture: options }), signal: abort.signal }),
  );
  consent(true);
});

afterEach(() => {
  controller.abort();
  vi.restoreAllMocks();
  localStorage.clear();
  document.cookie = 'cookie_consent=; Max-Age=0; path=/';
});

/** Starts a measurement on the booking detail and returns what it sends. */
function start(router = fakeRouter('/account/bookings_/$id')) {
  const { observers, deliver } = fakeObservers();
  const send = vi.fn((_url: string, _body: string) => undefined);
  reportVitals({ url: URL_, router, firstRouteId: '/account/bookings_/$id', build: '2026-12-01', observers, send });
  const bodies = () => send.mock.calls.map(([url, body]) => ({ url, report: JSON.parse(body) as VitalsReport }));
  return { router, deliver, send, bodies };
}

describe('Core Web Vitals for operators (decision D49, issue 32)', () => {
  it('D49: one beacon when the page is first hidden, with the route template, the build, and each metric’s latest value and rating', () => {
    const { deliver, bodies } = start();
    deliver('LCP', 1000.4);
    deliver('LCP', 1830.6, 'good');
    deliver('CLS', 0.123456, 'needs-improvement');
    deliver('INP', 64.2);
    expect(bodies()).toEqual([]);
    hide();
    expect(bodies()).toEqual([
      {
        url: URL_,
        report: {
          type: 'web-vitals',
          route: '/account/bookings/$id',
          lastRoute: '/account/bookings/$id',
          build: '2026-12-01',
          navigationType: 'navigate',
          metrics: [
            { name: 'LCP', value: 1831, rating: 'good' },
            { name: 'CLS', value: 0.1235, rating: 'needs-improvement' },
            { name: 'INP', value: 64, rating: 'good' },
          ],
        },
      },
    ]);
  });

  it('D49: at most one beacon a page view: hidden again, shown and hidden, closed (pagehide), nothing more', () => {
    const { deliver, send, router } = start();
    deliver('LCP', 900);
    hide();
    deliver('INP', 350, 'needs-improvement');
    show();
    router.go('/search');
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('D49: INP and CLS cover the routes shown after the first: the beacon names the first route and the last one', () => {
    const { deliver, router, bodies } = start();
    deliver('LCP', 900);
    router.go('/search');
    deliver('INP', 120);
    hide();
    expect(bodies()[0]?.report).toMatchObject({ route: '/account/bookings/$id', lastRoute: '/search' });
  });

  it('D49: sends nothing when consent to audience measurement was withdrawn or refused meanwhile', () => {
    const { deliver, send } = start();
    deliver('LCP', 900);
    consent(false);
    hide();
    window.dispatchEvent(new Event('pagehide'));
    document.cookie = 'cookie_consent=; Max-Age=0; path=/';
    hide();
    expect(send).not.toHaveBeenCalled();
  });

  it('D49: says by a performance mark when the page view holds its first figure (from then on, hiding the page sends it)', () => {
    performance.clearMarks(VITALS_MEASURED_MARK);
    const { deliver } = start();
    expect(performance.getEntriesByName(VITALS_MEASURED_MARK)).toHaveLength(0);
    deliver('LCP', 900);
    deliver('CLS', 0);
    expect(performance.getEntriesByName(VITALS_MEASURED_MARK)).toHaveLength(1);
  });

  it('D49: a page hidden before any figure sends nothing then, and its figures at the next hide', () => {
    const { deliver, send, bodies } = start();
    hide();
    expect(send).not.toHaveBeenCalled();
    show();
    deliver('CLS', 0);
    hide();
    expect(bodies().map(({ report }) => report.metrics)).toEqual([[{ name: 'CLS', value: 0, rating: 'good' }]]);
  });

  it('D49: a browser that closes the page without hiding it first (pagehide) gets its beacon too', () => {
    const { deliver, send } = start();
    deliver('LCP', 900);
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('D49: a page restored from the back-forward cache is a new page view, with a beacon of its own for the route it shows', () => {
    const { deliver, router, bodies } = start();
    deliver('LCP', 900);
    window.dispatchEvent(new Event('pagehide'));
    router.go('/search');
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    deliver('LCP', 40, 'good', 'back-forward-cache');
    hide();
    expect(bodies().map(({ report }) => [report.route, report.navigationType, report.metrics])).toEqual([
      ['/account/bookings/$id', 'navigate', [{ name: 'LCP', value: 900, rating: 'good' }]],
      ['/search', 'back-forward-cache', [{ name: 'LCP', value: 40, rating: 'good' }]],
    ]);
  });

  it('D49: nothing about the driver: no token, no address, no query, no id, however the page was reached', () => {
    localStorage.setItem('access_token', ACCESS);
    window.history.replaceState(null, '', `/frontofficev2/account/bookings/4242?page=bookings&access_token=${ACCESS}`);
    const { deliver, bodies, send } = start();
    deliver('LCP', 900);
    hide();
    const body = String(send.mock.calls[0]?.[1]);
    for (const personal of [ACCESS, '4242', '?', 'page=', 'frontofficev2', 'http']) expect(body).not.toContain(personal);
    expect(Object.keys(bodies()[0]?.report ?? {}).sort()).toEqual(['build', 'lastRoute', 'metrics', 'navigationType', 'route', 'type']);
  });
});

describe('the route template (decision D49: never the address)', () => {
  it('D49: the app’s routes give their path template, with its parameters unfilled and no query', () => {
    const router = createRouter({ routeTree, context: {} as RouterContext, history: createMemoryHistory({ initialEntries: ['/'] }) });
    const leaf = (path: string) => router.matchRoutes(path).at(-1)?.routeId;
    expect(routeTemplate(router, leaf('/account/bookings/4242'))).toBe('/account/bookings/$id');
    expect(routeTemplate(router, leaf('/account/bookings-history/77'))).toBe('/account/bookings-history/$id');
    expect(routeTemplate(router, leaf('/search'))).toBe('/search');
    expect(routeTemplate(router, leaf('/login'))).toBe('/login');
  });

  it('D49: an address no route knows is “(not found)”, never itself', () => {
    expect(routeTemplate(fakeRouter('__root__'))).toBe('(not found)');
    expect(routeTemplate(fakeRouter('/nowhere'))).toBe('(not found)');
  });
});
