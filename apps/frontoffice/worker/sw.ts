/// <reference lib="webworker" />
// The offline worker of the operator build (issue 33, decision D42; a tenant preview registers none, D43). Built by
// vite-plugin-pwa (`injectManifest`, vite.config.ts) into dist/sw.js, registered by the app once its first page is
// drawn (src/offline/registerWorker.ts).
//
// What it keeps, and how:
// - the app's files (the precache list the build injects: the JavaScript, CSS and web font a signed-in driver needs to
//   read their bookings, everything but the map library), fetched once in the background and answered from the cache;
//   a new build's worker waits until the driver accepts the update (`prompt`: the app's banner sends SKIP_WAITING);
// - the page (index.html, the card document) and config.json: always asked of the network first, so that a new build,
//   a changed config.json or a new policy (scripts/host.mjs) takes effect at once; the last answer is kept and given
//   when the network fails;
// - the tenant's images of the app's origin (logo, vehicle photos), kept a week.
// Never the operator API's answers: the app keeps what a driver reads offline in IndexedDB, without tokens (D42); no
// request with an Authorization header ever reaches a cache here.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CARD_DOCUMENT, CARD_FORM_PATHS } from '../host/cardPages.mjs';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** The app's base path (`/frontofficev2/`), the worker's scope. */
const BASE = new URL(self.registration.scope).pathname;
/** The cache of the last documents the network gave, and of config.json. */
const PAGES = 'frontoffice-pages';
const BASE_DOCUMENT = `${BASE}index.html`;
const CARDS_DOCUMENT = `${BASE}${CARD_DOCUMENT}`;
/** How long a page or config.json waits for the network before the kept copy is given (a car park's weak signal). */
const NETWORK_TIMEOUT_MS = 4000;

const cardPage = new RegExp(`^${BASE}(?:${CARD_FORM_PATHS.map((path) => path.slice(1)).join('|')})/?$`);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first worker controls the page that registered it, so that its images and documents are kept from the first
// visit; a new build's worker takes over only when the driver accepts it (the message below).
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Issue 35 (D47): the network is back for the condition reports waiting on this device (Background Sync, where the
// browser has it). The worker holds no token (D42): it asks the open pages of the app to send them
// (feature-rentals' conditionSending); with none open, they are sent when the app next opens.
const CONDITION_SYNC_TAG = 'condition-reports';
self.addEventListener('sync', (event: Event) => {
  const sync = event as Event & { tag?: string; waitUntil(promise: Promise<unknown>): void };
  if (sync.tag !== CONDITION_SYNC_TAG) return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      for (const window of windows) window.postMessage({ type: CONDITION_SYNC_TAG });
    }),
  );
});

// Installing keeps the page itself and config.json, whatever page the driver arrived on (and though the page's own
// requests came before the worker): an offline visit of any route then has them.
self.addEventListener('install', (event) => {
  const keep = async (cache: Cache, url: string, key: string) => {
    const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
    if (response.ok) await cache.put(key, response);
  };
  event.waitUntil(
    caches
      .open(PAGES)
      .then((cache) => Promise.all([keep(cache, BASE, BASE_DOCUMENT), keep(cache, `${BASE}config.json`, `${BASE}config.json`)]))
      .catch(() => undefined),
  );
});

/** Resolves with null after `ms`. */
const late = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

/**
 * A page of the app: the network's answer, kept as the document it is (index.html, or the card document of the card
 * pages, whose policy admits the payment provider); the kept document when the network fails or is slower than
 * NETWORK_TIMEOUT_MS, and the network's answer after all when nothing is kept.
 */
async function page({ request, url }: { request: Request; url: URL }): Promise<Response> {
  const key = cardPage.test(url.pathname) ? CARDS_DOCUMENT : BASE_DOCUMENT;
  const cache = await caches.open(PAGES);
  const network = fetch(request).then(async (response) => {
    if (response.ok && response.type === 'basic' && (response.headers.get('content-type') ?? '').includes('text/html')) {
      await cache.put(key, response.clone());
    }
    return response;
  });
  const kept = () => cache.match(key).then((response) => response ?? cache.match(BASE_DOCUMENT));
  try {
    const answer = await Promise.race([network, late(NETWORK_TIMEOUT_MS)]);
    if (answer) return answer;
    return (await kept()) ?? (await network);
  } catch {
    return (await kept()) ?? Response.error();
  }
}

registerRoute(new NavigationRoute(page, { allowlist: [new RegExp(`^${BASE}`)] }));

// config.json (spec §1): the network first; its last answer when the network fails.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === `${BASE}config.json`,
  new NetworkFirst({ cacheName: PAGES, networkTimeoutSeconds: NETWORK_TIMEOUT_MS / 1000 }),
);

// The tenant's images of the app's origin (its logo, the vehicles' photos of a demo or proxied API): shown from the
// cache at once and refreshed behind. Requests that carry credentials of the API never match (images carry none).
registerRoute(
  ({ request, sameOrigin }) => sameOrigin && request.destination === 'image' && !request.headers.has('Authorization'),
  new StaleWhileRevalidate({ cacheName: 'frontoffice-images', plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 })] }),
);
