// The service worker of a static tenant preview (issue 20), built by `pnpm preview:build <tenant>` into
// `preview-sw.js` beside the front office's index.html. It answers the front office's API calls with the tenant's
// demo API (no server), keeps the demo data in IndexedDB, and serves index.html for the app's deep links, so that a
// preview works from any static file host. It runs outside the page: the page's strict Content-Security-Policy
// stays as it is (the demo API's contract checks compile validators, which a page without 'unsafe-eval' refuses).
import { isTenantId } from '@frontoffice/tenants';
import { createPreviewHost } from './host.ts';
import { indexedDbPreviewStore } from './indexedDbStore.ts';
import { memoryPreviewStore, type PreviewStore } from './store.ts';

/** Set by the preview build: the tenant and an identifier of the build. */
declare const __PREVIEW_TENANT__: string;
declare const __PREVIEW_VERSION__: string;

// The few service-worker types used here (the WebWorker library cannot be mixed with the DOM one of this package).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface MessageEventLike extends ExtendableEvent {
  data: unknown;
}
interface ServiceWorkerScope {
  registration: { scope: string };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}

const worker = self as unknown as ServiceWorkerScope;
const scope = new URL(worker.registration.scope);
const tenant = isTenantId(__PREVIEW_TENANT__) ? __PREVIEW_TENANT__ : 'demo';

function store(): PreviewStore {
  try {
    return indexedDbPreviewStore();
  } catch {
    return memoryPreviewStore();
  }
}

const host = createPreviewHost({
  tenant,
  baseUrl: `${scope.pathname}api`,
  store: store(),
  version: __PREVIEW_VERSION__,
  frontOfficeUrl: scope.pathname.replace(/\/+$/, ''),
});

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
// Takes the open pages at once: the first visit needs no reload before its calls are answered.
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));
// A hard reload bypasses the worker: the page asks it to take the page again (see the app's bootPreview.ts).
worker.addEventListener('message', (event) => {
  if (event.data === 'claim') event.waitUntil(worker.clients.claim());
});

/** A path of the app (a route, not a file): index.html answers it, as a host with a fallback would. */
function isAppRoute(url: URL): boolean {
  return url.origin === scope.origin && url.pathname.startsWith(scope.pathname) && !/\.[a-z0-9]+$/i.test(url.pathname);
}

const apiBase = `${scope.pathname}api`;

worker.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== scope.origin) return;
  if (url.pathname === apiBase || url.pathname.startsWith(`${apiBase}/`)) {
    // Navigations too: the demo single sign-on provider's pages live under the API base.
    event.respondWith(host.handle(event.request).then((response) => response ?? fetch(event.request)));
  } else if (event.request.mode === 'navigate' && isAppRoute(url)) {
    event.respondWith(fetch(new URL('index.html', scope), { cache: 'no-cache' }));
  }
  // Anything else (scripts, styles, images, config.json) goes to the host as usual.
});
