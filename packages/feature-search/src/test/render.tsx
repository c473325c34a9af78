// The test harness of the search feature: the demo operator API behind msw (the same implementation as the dev
// server), a real API client and query cache, the merged message catalogue of one language, a notifier spy and a
// TanStack memory router whose /search route validates its search params with the package's schema.
import {
  ApiClientProvider,
  type ApiClient,
  createApiClient,
  createQueryClient,
  signInWithPassword,
  tenantQueryOptions,
} from '@frontoffice/api-client';
import { createDemoHandlers, DEMO_PASSWORD, type DemoApi, type DemoHandlersOptions } from '@frontoffice/demo-api';
import { NotificationsProvider, type Notifier } from '@frontoffice/ui/Notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useNavigate,
} from '@tanstack/react-router';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { DateTime } from 'luxon';
import { type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlProvider } from 'react-intl';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { preloadSearchViews } from '../pages/lazyViews.ts';
import { SearchPage, type SearchPageProps } from '../pages/SearchPage.tsx';
import { type SearchParams, searchParamsSchema } from '../search/searchParams.ts';

/** The API base of every test (a fixed origin: msw answers it under happy-dom). */
export const API_BASE = 'http://localhost:3000/api';

/** The fixed clock of the tests and of the demo API: a Monday morning. */
export const NOW = DateTime.fromISO('2026-11-23T13:07:00Z');

/** msw's server, shared by a test file; {@link setupDemoServer} starts and stops it. */
export const server = setupServer();

/** Starts msw for the file and resets handlers and storage after each test. */
export function setupDemoServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    // vitest runs without globals, so testing-library cannot register its own cleanup.
    cleanup();
    server.resetHandlers();
    server.events.removeAllListeners();
    localStorage.clear();
  });
  afterAll(() => server.close());
}

/** A request the API received, with its JSON body. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

/** Records the requests the demo API receives (bodies read from clones). */
export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry: SeenRequest = { method: request.method, path: url.pathname.replace(/^\/api/, ''), body: undefined };
    seen.push(entry);
    if (request.method !== 'GET') {
      void request
        .clone()
        .text()
        .then((text) => {
          try {
            entry.body = text ? JSON.parse(text) : undefined;
          } catch {
            entry.body = text;
          }
        });
    }
  });
  return seen;
}

// The app's catalogue (errors., success., common.) merged with this package's, read from the files as the build does.
// Not readCatalogue from @frontoffice/vitest-config/catalogue: under happy-dom its `new URL(..., import.meta.url)` is
// happy-dom's URL, which node's fileURLToPath refuses ("The URL must be of scheme file").
const catalogues = new Map<string, Record<string, string>>();
/** The messages the app would load for `lang`, as far as this package is concerned. */
export function messagesOf(lang: 'fr' | 'en'): Record<string, string> {
  let messages = catalogues.get(lang);
  if (!messages) {
    const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    messages = {
      ...read(join(process.cwd(), '../../apps/frontoffice/intl', `${lang}.json`)),
      ...read(join(process.cwd(), 'intl', `${lang}.json`)),
    };
    catalogues.set(lang, messages);
  }
  return messages;
}

/** Options of {@link renderSearch}. */
export interface RenderSearchOptions {
  /** The tenant the demo API serves. @default 'demo' */
  tenant?: NonNullable<DemoHandlersOptions['tenant']>;
  /** The interface language. @default 'fr' */
  lang?: 'fr' | 'en';
  /** The URL the router starts at. @default '/search' */
  url?: string;
  /** Sign in as this demo account before rendering (guests otherwise). */
  signInAs?: string;
  /** Extra handlers placed before the demo API's (to inject a failure). */
  handlers?: RequestHandler[];
  /** Props passed to the page. */
  props?: Partial<SearchPageProps>;
  /** Reuse the demo API of a previous render (a reload keeps the server's state). */
  api?: DemoApi;
}

/** What {@link renderSearch} gives a test. */
export interface RenderedSearch extends RenderResult {
  client: ApiClient;
  queryClient: QueryClient;
  api: DemoApi;
  notifier: { notify: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> };
  onSignIn: ReturnType<typeof vi.fn>;
  router: ReturnType<typeof createTestRouter>;
  /** The current search params, as the router validated them. */
  search: () => SearchParams;
  /** The current path. */
  pathname: () => string;
}

function createTestRouter(url: string, page: (search: SearchParams, navigate: ReturnType<typeof useNavigate>) => React.ReactNode) {
  const rootRoute = createRootRoute({ component: Outlet });
  const searchRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/search',
    validateSearch: searchParamsSchema,
    component: function SearchRoute() {
      const search = searchRoute.useSearch();
      const navigate = useNavigate();
      return page(search, navigate);
    },
  });
  const signupRoute = createRoute({ getParentRoute: () => rootRoute, path: '/signup', component: () => <p>Signup page</p> });
  return createRouter({
    routeTree: rootRoute.addChildren([searchRoute, signupRoute]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
}

/** Renders the search route against the demo API of one tenant. */
export async function renderSearch(options: RenderSearchOptions = {}): Promise<RenderedSearch> {
  const { tenant = 'demo', lang = 'fr', url = '/search', signInAs, handlers = [], props = {} } = options;
  const demo = createDemoHandlers({ baseUrl: API_BASE, tenant, now: () => NOW.toMillis(), api: options.api });
  server.use(...handlers, ...demo.handlers);
  const client = createApiClient({
    apiBaseUrl: API_BASE,
    oauth: { clientId: 'frontoffice', clientSecret: 'frontoffice-secret' },
    useRefreshTokens: true,
    getLanguage: () => lang,
  });
  const queryClient = createQueryClient({ retryBaseDelayMs: 1 });
  client.attachQueryCache(queryClient);
  if (signInAs) await signInWithPassword(client, { email: signInAs, password: DEMO_PASSWORD });
  await queryClient.fetchQuery(tenantQueryOptions(client));
  // The form and the sub-views are lazily loaded chunks: loaded before the test, so that none is still arriving
  // when the test ends (and the first assertions need no extra wait).
  await preloadSearchViews();
  const notifier = { notify: vi.fn(), error: vi.fn() };
  const onSignIn = vi.fn();
  const router = createTestRouter(url, (search, navigate) => (
    <SearchPage
      search={search}
      onSearchChange={(next, navigateOptions) => void navigate({ to: '/search', search: next, replace: navigateOptions?.replace })}
      onSignIn={onSignIn}
      now={() => NOW}
      {...props}
    />
  ));
  await router.load();
  const view = render(
    <IntlProvider locale={lang} messages={messagesOf(lang)} defaultLocale="fr">
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <NotificationsProvider notifier={notifier as Notifier}>
            <RouterProvider router={router} />
          </NotificationsProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </IntlProvider>,
  );
  return {
    ...view,
    client,
    queryClient,
    api: demo.api,
    notifier,
    onSignIn,
    router,
    search: () => router.state.location.search as SearchParams,
    pathname: () => router.state.location.pathname,
  };
}

/** A search URL with a submitted search starting `hoursAhead` from the test clock, in the tenant's zone. */
export function searchUrl(params: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return `/search?${query.toString()}`;
}

/** Start and end of a search `hoursAhead` hours after the test clock, lasting `hours`, in the tenant's zone. */
export function searchTimes(hoursAhead = 24, hours = 3, zone = 'America/Montreal'): { start: string; end: string } {
  const start = NOW.setZone(zone).plus({ hours: hoursAhead }).startOf('hour');
  return {
    start: start.toISO({ suppressMilliseconds: true }) as string,
    end: start.plus({ hours }).toISO({ suppressMilliseconds: true }) as string,
  };
}
