// Service-worker mode for static previews (issue 4): the front office starts it before rendering when it is built
// without a backend. The app must serve msw's worker script (see README: `mockServiceWorker.js`).
import type { TenantId } from '@frontoffice/tenants';
import { setupWorker, type SetupWorker } from 'msw/browser';
import type { DemoApi } from './core/api.ts';
import { createDemoHandlers } from './msw.ts';

/** Options of {@link startDemoWorker}. */
export interface DemoWorkerOptions {
  /** The tenant served. @default 'demo' */
  tenant?: TenantId;
  /** The API base the front office calls. @default '/api' */
  baseUrl?: string;
  /** Where the app serves msw's worker script. @default '/frontofficev2/mockServiceWorker.js' */
  serviceWorkerUrl?: string;
  /** Where the front office lives, for links in e-mails. @default '/frontofficev2' */
  frontOfficeUrl?: string;
  /** Latency added to every answer, in milliseconds. @default 0 */
  latencyMs?: number;
}

/** Registers the service worker and answers the front office's API calls in the browser. */
export async function startDemoWorker(options: DemoWorkerOptions = {}): Promise<{ worker: SetupWorker; api: DemoApi }> {
  const serviceWorkerUrl = options.serviceWorkerUrl ?? '/frontofficev2/mockServiceWorker.js';
  const { handlers, api } = createDemoHandlers({
    tenant: options.tenant,
    baseUrl: options.baseUrl ?? '/api',
    frontOfficeUrl: options.frontOfficeUrl,
    latencyMs: options.latencyMs,
  });
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: serviceWorkerUrl, options: { scope: serviceWorkerUrl.slice(0, serviceWorkerUrl.lastIndexOf('/') + 1) } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return { worker, api };
}
