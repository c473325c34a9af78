// The demo API of a static tenant preview (issue 20): one tenant's demo API answering in the browser, its state kept
// in a PreviewStore (IndexedDB) so that it survives reloads and is shared by every tab, plus the controls of the
// product owners' switch panel (decision D38) under `<base>/__demo/preview`. The service worker of a preview build
// (serviceWorker.ts) puts it in front of the network.
import type { TenantId } from '@frontoffice/tenants';
import { createDemoApi, type DemoApi } from '../core/api.ts';
import { checkSchema } from '../contract/contract.ts';
import { loadFixtures, type Tenant } from '../core/model.ts';
import type { PreviewStore } from './store.ts';

/** Options of {@link createPreviewHost}. */
export interface PreviewHostOptions {
  /** The tenant of the preview. */
  tenant: TenantId;
  /** The API base the front office calls, a path of the preview's origin (`/frontofficev2/api`). */
  baseUrl: string;
  /** Where the state is kept between page loads. */
  store: PreviewStore;
  /** Identifies the build: a state stored by another build is dropped (its fixtures may differ). */
  version: string;
  /** Where the front office lives, for links in e-mails. @default '/frontofficev2' */
  frontOfficeUrl?: string;
  /** The clock, in milliseconds. @default Date.now */
  now?: () => number;
}

/** What `GET <base>/__demo/preview` answers: the tenant, its fixture settings and the settings in force. */
export interface PreviewSettingsAnswer {
  tenant: TenantId;
  /** The settings of the tenant's fixtures (what a reset returns to). */
  fixture: Tenant;
  /** The settings the demo API serves now (`GET /tenant`). */
  settings: Tenant;
  /** The settings that differ from the fixtures. */
  changed: string[];
}

/** A preview's demo API: answers a request under its base, or `null` for any other request. */
export interface PreviewHost {
  handle(request: Request): Promise<Response | null>;
  /** The demo API once its state is loaded (tests). */
  ready(): Promise<DemoApi>;
}

const PREVIEW_CONTROL = '/__demo/preview';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
}

/** The settings that differ between two tenants, by key (a deep comparison of their JSON). */
export function changedSettings(fixture: Tenant, settings: Tenant): string[] {
  const keys = new Set([...Object.keys(fixture), ...Object.keys(settings)]);
  const record = (tenant: Tenant) => tenant as unknown as Record<string, unknown>;
  return [...keys].filter((key) => JSON.stringify(record(fixture)[key]) !== JSON.stringify(record(settings)[key])).sort();
}

async function readObject(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = JSON.parse(await request.text());
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Creates the demo API of a preview. Controls added to the demo API's own (`<base>/__demo/...`):
 * - `GET  <base>/__demo/preview`: {@link PreviewSettingsAnswer};
 * - `PUT  <base>/__demo/preview/settings` `{"settings": {...}, "from": "fixture" | "current"}`: applies settings on
 *   top of the fixtures or of the settings in force; the result must be a Tenant of the contract (else 400);
 * - `POST <base>/__demo/preview/reset` `{"scope": "settings" | "all"}`: the fixtures' settings, or every piece of demo
 *   data (accounts, bookings, sessions, settings) as the fixtures have them.
 */
export function createPreviewHost(options: PreviewHostOptions): PreviewHost {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fixture = () => loadFixtures(options.tenant).tenant;
  let loading: Promise<DemoApi> | null = null;

  const load = async (): Promise<DemoApi> => {
    const api = createDemoApi({ tenant: options.tenant, frontOfficeUrl: options.frontOfficeUrl, now: options.now });
    const stored = await options.store.load(options.tenant).catch(() => undefined);
    // The state is one object the operations share: its fields are replaced in place by the stored ones.
    if (stored?.version === options.version) Object.assign(api.state, stored.state);
    return api;
  };
  const ready = () => (loading ??= load());
  const save = async (api: DemoApi) => {
    await options.store.save(options.tenant, { version: options.version, state: api.state });
  };
  const answer = (api: DemoApi): Response => {
    const withBase = (tenant: Tenant) => JSON.parse(JSON.stringify(tenant).replaceAll('{base}', base)) as Tenant;
    const body: PreviewSettingsAnswer = {
      tenant: options.tenant,
      fixture: withBase(fixture()),
      settings: withBase(api.state.tenant),
      changed: changedSettings(fixture(), api.state.tenant),
    };
    return json(200, body);
  };

  async function control(api: DemoApi, request: Request, path: string): Promise<Response> {
    const route = `${request.method.toUpperCase()} ${path.replace(/\/+$/, '') || '/'}`;
    if (route === 'GET /') return answer(api);
    if (route === 'PUT /settings') {
      const body = await readObject(request);
      const settings = body?.settings;
      if (!settings || typeof settings !== 'object' || Array.isArray(settings)) {
        return json(400, { error: 'Send {"settings": {...}, "from": "fixture" | "current"}.' });
      }
      // Asset URLs come back with the base in them; the state keeps the fixtures' placeholder.
      const patch = JSON.parse(JSON.stringify(settings).replaceAll(base, '{base}')) as Record<string, unknown>;
      const start = body.from === 'fixture' ? fixture() : api.state.tenant;
      const next = { ...start, ...patch, id: start.id } as Tenant;
      const issues = checkSchema('Tenant', next);
      if (issues.length > 0) return json(400, { error: issues.map((i) => `${i.field} ${i.message}`).join('; ') });
      api.state.tenant = next;
      await save(api);
      return answer(api);
    }
    if (route === 'POST /reset') {
      const body = await readObject(request);
      if (body?.scope === 'all') {
        api.reset();
        await options.store.clear(options.tenant);
      } else {
        api.state.tenant = fixture();
        await save(api);
      }
      return answer(api);
    }
    return json(404, { error: `No preview control ${route}.` });
  }

  return {
    ready,
    async handle(request) {
      const url = new URL(request.url);
      if (url.pathname !== base && !url.pathname.startsWith(`${base}/`)) return null;
      const api = await ready();
      const path = url.pathname.slice(base.length);
      if (path === PREVIEW_CONTROL || path.startsWith(`${PREVIEW_CONTROL}/`)) return control(api, request, path.slice(PREVIEW_CONTROL.length));
      const response = await api.handle(request, base);
      // Every call but a read may change the state (a booking, a sign-in's token, a control): it is kept before the
      // answer leaves, since the service worker may be stopped as soon as it has answered.
      if (request.method !== 'GET' && request.method !== 'HEAD') await save(api);
      return response;
    },
  };
}
