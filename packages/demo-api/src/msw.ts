// The demo API as msw handlers, for vitest, Storybook and the service worker (issue 4): the same implementation as
// the Node server, one state per call so that tests stay isolated.
import type { TenantId } from '@frontoffice/tenants';
import { http, type HttpHandler } from 'msw';
import { createDemoApi, type DemoApi, type DemoApiOptions } from './core/api.ts';

/** Options of {@link createDemoHandlers}. */
export interface DemoHandlersOptions extends Omit<DemoApiOptions, 'tenant'> {
  /**
   * The API base the handlers answer under: a path for the browser (`/api`, resolved against the page) or an
   * absolute URL (`http://localhost/api`, required under Node, where there is no page).
   * @default '/api'
   */
  baseUrl?: string;
  /** The tenant served. @default 'demo' */
  tenant?: TenantId;
  /** An existing instance to expose, to share its state between several handler lists. */
  api?: DemoApi;
}

/** Handlers plus the instance behind them (to read or reset its state in a test). */
export interface DemoHandlers {
  /** The msw handlers: pass them to `setupServer(...)`, `setupWorker(...)` or Storybook's msw parameters. */
  handlers: HttpHandler[];
  /** The demo API instance they answer with. */
  api: DemoApi;
  /** The base they answer under. */
  baseUrl: string;
}

/**
 * msw handlers answering every operation of the contract, and the controls under `<baseUrl>/__demo/`, for one
 * tenant. Each call creates a fresh state unless `api` is given.
 */
export function createDemoHandlers(options: DemoHandlersOptions = {}): DemoHandlers {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/+$/, '');
  const api = options.api ?? createDemoApi({ ...options, tenant: options.tenant });
  const handlers = [
    http.all(`${baseUrl}/*`, ({ request }) => api.handle(request, baseUrl)),
  ];
  return { handlers, api, baseUrl };
}
