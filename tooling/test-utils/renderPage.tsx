// The render helper of the feature packages' page tests (feature-account, feature-signup): the providers the app puts above every page (messages, React
// Query, the API client against the demo operator API under msw, the tenant in the cache, a spy notifier, and a
// TanStack memory router wired to react-aria's RouterProvider so that `ui` links navigate as in the app).
import {
  ApiClientProvider,
  createApiClient,
  createQueryClient,
  signInWithPassword,
  tenantQueryOptions,
  type ApiClient,
  type Tenant,
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
  useRouter,
  useRouterState,
} from '@tanstack/react-router';
import { cleanup, render, screen, type RenderResult } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { afterAll, afterEach, beforeAll, vi, type Mock } from 'vitest';

/** happy-dom's page origin: the API lives under it, so that no preflight request goes unhandled. */
export const ORIGIN = 'http://localhost:3000';
/** The API base the client and the demo handlers share. */
export const API_BASE = `${ORIGIN}/api`;

/** The msw server of the tests: it answers nothing until a test renders (each render adds fresh demo handlers). */
export const server = setupServer();

/** Starts and stops the msw server around the test file, forgetting each test's handlers and session. */
export function setupMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    // vitest runs without globals, so testing-library cannot register its own cleanup.
    cleanup();
    server.resetHandlers();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterAll(() => server.close());
}

/** The notifier spy: each method is a vitest mock. */
export interface SpyNotifier extends Notifier {
  notify: Mock<Notifier['notify']>;
  error: Mock<Notifier['error']>;
}

/** Options of {@link renderPage}. */
export interface RenderPageOptions {
  /** The page language. @default 'fr' */
  lang?: 'fr' | 'en';
  /** The demo tenant served by the API and seeded in the cache. @default 'demo' */
  tenant?: NonNullable<DemoHandlersOptions['tenant']>;
  /** Settings changed on top of the tenant's fixture (in the cache and in the demo API). */
  tenantOverrides?: Partial<Tenant>;
  /** Signs this demo account in before rendering (password `demo-password`). */
  signedInAs?: string;
  /** The path the page is rendered at. @default '/page' */
  path?: string;
  /** Runs against the demo API before the page renders (to make a reset token, change an account...). */
  prepare?(context: { api: DemoApi; client: ApiClient }): Promise<void> | void;
}

/** What a test gets back. */
export interface RenderedPage extends RenderResult {
  client: ApiClient;
  queryClient: QueryClient;
  notifier: SpyNotifier;
  /** The demo operator API answering the calls (its state can be read and changed). */
  api: DemoApi;
  /** Requests sent to the API, in order ("METHOD /path?query"). */
  requests: Request[];
  /** The path the router is at (it changes when a link is followed). */
  currentPath(): string;
}

const PROBE_TEST_ID = 'router-location';

// react-aria asks useHref for every link, external ones (https:, mailto:, tel:) included: those must stay as written,
// or the router turns them into an in-app path. The app's wiring needs the same guard.
const isAbsolute = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');

// The app's catalogue (errors., success., common.) merged with this package's, read from the files as the build does.
// Not readCatalogue from @frontoffice/vitest-config/catalogue: under happy-dom its `new URL(..., import.meta.url)`
// is happy-dom's URL, which node's fileURLToPath refuses ("The URL must be of scheme file").
const catalogues = new Map<string, Record<string, string>>();
function messagesOf(lang: 'fr' | 'en'): Record<string, string> {
  let messages = catalogues.get(lang);
  if (!messages) {
    const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    messages = { ...read(join(process.cwd(), '../../apps/frontoffice/intl', `${lang}.json`)), ...read(join(process.cwd(), 'intl', `${lang}.json`)) };
    catalogues.set(lang, messages);
  }
  return messages;
}

/**
 * Renders a page inside the app's providers and waits for the router's first render.
 * @param pageOrFactory the page element, or a function making it once `prepare` ran
 * @param options language, tenant, account
 */
export async function renderPage(
  pageOrFactory: ReactNode | (() => ReactNode),
  options: RenderPageOptions = {},
): Promise<RenderedPage> {
  const lang = options.lang ?? 'fr';
  const path = options.path ?? '/page';
  const demo = createDemoHandlers({ baseUrl: API_BASE, tenant: options.tenant ?? 'demo' });
  if (options.tenantOverrides) Object.assign(demo.api.state.tenant, options.tenantOverrides);
  const requests: Request[] = [];
  server.use(...demo.handlers);
  server.events.removeAllListeners('request:start');
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });

  const client = createApiClient({
    apiBaseUrl: API_BASE,
    oauth: { clientId: 'frontoffice', clientSecret: 'frontoffice-secret' },
    useRefreshTokens: true,
    getLanguage: () => lang,
  });
  const queryClient = createQueryClient({ retryBaseDelayMs: 1 });
  client.attachQueryCache(queryClient);
  if (options.signedInAs) await signInWithPassword(client, { email: options.signedInAs, password: DEMO_PASSWORD });
  await queryClient.fetchQuery(tenantQueryOptions(client));
  await options.prepare?.({ api: demo.api, client });
  requests.length = 0;
  const page = typeof pageOrFactory === 'function' ? pageOrFactory() : pageOrFactory;

  const notifier: SpyNotifier = { notify: vi.fn<Notifier['notify']>(), error: vi.fn<Notifier['error']>() };

  function Screen() {
    const location = useRouterState({ select: (state) => state.location });
    const href = `${location.pathname}${location.searchStr}`;
    return href === path ? page : <p data-testid={PROBE_TEST_ID}>{href}</p>;
  }
  function Root() {
    const router = useRouter();
    return (
      <AriaRouterProvider navigate={(to) => router.navigate({ to })} useHref={(to) => (isAbsolute(to) ? to : router.buildLocation({ to }).href)}>
        <Outlet />
      </AriaRouterProvider>
    );
  }
  const rootRoute = createRootRoute({ component: Root });
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: Screen }),
    createRoute({ getParentRoute: () => rootRoute, path: '$', component: Screen }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });

  const result = render(
    <IntlProvider locale={lang} defaultLocale="fr" messages={messagesOf(lang)}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <NotificationsProvider notifier={notifier}>
            <RouterProvider router={router} />
          </NotificationsProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </IntlProvider>,
  );
  await router.load();
  return {
    ...result,
    client,
    queryClient,
    notifier,
    api: demo.api,
    requests,
    currentPath: () => router.state.location.href,
  };
}

/** The path shown once a link left the page under test. */
export async function findNavigatedPath(): Promise<string> {
  return (await screen.findByTestId(PROBE_TEST_ID)).textContent ?? '';
}

/** The JSON body of a recorded request. */
export async function jsonBody(request: Request): Promise<unknown> {
  return JSON.parse(await request.clone().text());
}

/** Recorded requests to one path (under the API base), e.g. `'/reset_password'`. */
export function requestsTo(requests: Request[], method: string, pathname: string): Request[] {
  return requests.filter((r) => r.method === method && new URL(r.url).pathname === `/api${pathname}`);
}
