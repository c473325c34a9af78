// The one way a feature page is mounted outside the app, shared by the page tests (renderPage.tsx, under happy-dom
// and msw's Node server) and the page stories (story.tsx, in a browser behind msw's service worker), so that a page
// renders the same way in both: the demo operator API answering a real API client, the tenant in the query cache,
// the driver signed in through the client, the app's and the package's messages, react-aria's locale, a notifier
// and a TanStack memory router wired to react-aria's RouterProvider, as apps/frontoffice puts them above a page.
// Nothing here imports Node, vitest or Storybook.
import {
  ApiClientProvider,
  createApiClient,
  createQueryClient,
  signInWithPassword,
  tenantQueryOptions,
  type ApiClient,
  type ApiClientEnvironment,
  type Tenant,
} from '@frontoffice/api-client';
import { createDemoHandlers, DEMO_PASSWORD, type DemoApi } from '@frontoffice/demo-api';
import type { TenantId } from '@frontoffice/tenants';
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
import type { RequestHandler } from 'msw';
import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { ARIA_LOCALES, messagesOf, type Language, type MessagePackage } from './catalogue.ts';

export { ARIA_LOCALES, messagesOf, type Language, type MessagePackage } from './catalogue.ts';

/** The OAuth client of the demo API, as `config.json` names it. */
const DEMO_OAUTH = { clientId: 'frontoffice', clientSecret: 'frontoffice-secret' };

/** What a page is mounted with: its package, language, tenant, driver and URL. */
export interface PageOptions {
  /** The feature package of the page: its messages are merged with the app's. */
  feature: MessagePackage;
  /** The interface language. @default 'fr' */
  lang?: Language;
  /** The demo tenant served by the API and seeded in the cache. @default 'demo' */
  tenant?: TenantId;
  /** Settings changed on top of the tenant's fixture (in the cache and in the demo API). */
  tenantOverrides?: Partial<Tenant>;
  /** Signs this demo account in through the client before rendering (password `demo-password`). */
  signedInAs?: string;
  /** The URL the router starts at; the page renders while the router stays on its path. @default '/page' */
  path?: string;
  /** The demo API's clock (milliseconds), for pages whose answers depend on the date. @default Date.now */
  now?: () => number;
  /** Reuses the state of an earlier demo API (a reload keeps the server's state). */
  api?: DemoApi;
  /** Handlers placed before the demo API's (to inject a failure). */
  handlers?: RequestHandler[];
  /**
   * Runs against the demo API before the page renders (to make a reset token, change an account...); it may give the
   * URL when it depends on the prepared data (a rental's id).
   */
  prepare?(context: PrepareContext): Promise<Prepared | void> | Prepared | void;
}

/** What `prepare` works with: the demo API (its state) and the page's client. */
export interface PrepareContext {
  api: DemoApi;
  client: ApiClient;
}

/** What `prepare` may give back. */
export interface Prepared {
  /** The URL the router starts at, instead of `path`. */
  path?: string;
}

/** A session ready to render a page: the demo API behind msw, the client signed in, the tenant cached. */
export interface PageSession {
  lang: Language;
  messages: Record<string, string>;
  path: string;
  /** The demo operator API answering the calls (its state can be read and changed). */
  api: DemoApi;
  client: ApiClient;
  queryClient: QueryClient;
}

/** Where the session's handlers go, and the client's environment (a story keeps its tokens out of localStorage). */
export interface PageHost {
  /** The API base of the client and the handlers: absolute under Node, a path in a browser. */
  baseUrl: string;
  /** Installs the handlers for this page (msw's `server.use`, or the service worker's `resetHandlers`). */
  install(handlers: RequestHandler[]): void;
  environment?: ApiClientEnvironment;
}

/**
 * Starts the demo API for a page and opens its session as the app does at start-up: the client (retries shortened),
 * the driver signed in through it, the tenant fetched into the query cache, then `prepare`.
 */
export async function openPageSession(options: PageOptions, host: PageHost): Promise<PageSession> {
  const lang = options.lang ?? 'fr';
  const demo = createDemoHandlers({ baseUrl: host.baseUrl, tenant: options.tenant ?? 'demo', now: options.now, api: options.api });
  if (options.tenantOverrides) Object.assign(demo.api.state.tenant, options.tenantOverrides);
  host.install([...(options.handlers ?? []), ...demo.handlers]);
  const client = createApiClient(
    { apiBaseUrl: host.baseUrl, oauth: DEMO_OAUTH, useRefreshTokens: true, getLanguage: () => lang },
    host.environment,
  );
  const queryClient = createQueryClient({ retryBaseDelayMs: 1 });
  client.attachQueryCache(queryClient);
  if (options.signedInAs) await signInWithPassword(client, { email: options.signedInAs, password: DEMO_PASSWORD });
  await queryClient.fetchQuery(tenantQueryOptions(client));
  const prepared = await options.prepare?.({ api: demo.api, client });
  return {
    lang,
    messages: messagesOf(lang, options.feature),
    path: prepared?.path ?? options.path ?? '/page',
    api: demo.api,
    client,
    queryClient,
  };
}

/** The test id of what replaces the page once a link left it: the path it went to. */
export const NAVIGATED_PATH_TEST_ID = 'router-location';

// react-aria asks useHref for every link, external ones (https:, mailto:, tel:) included: those stay as written, as
// the app's root route does, or the router would turn them into an in-app path.
const isAbsolute = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');

/**
 * The memory router a page lives in. Like the app's routes, the page's route keeps the search parameters raw (the
 * app's `/search` route passes them on unread and the page parses them with `parseSearchParams`), so a page reads
 * them with `useSearch({ strict: false })` and changes them with `useNavigate()`. Any other path shows the path it
 * went to instead of the page (see `NAVIGATED_PATH_TEST_ID`).
 * @param path the URL the router starts at
 * @param page the page, rendered while the router is on the path of `path`
 */
export function createPageRouter(path: string, page: () => ReactNode) {
  const pathname = new URL(path, 'http://page.test').pathname;
  function Screen() {
    const location = useRouterState({ select: (state) => state.location });
    return location.pathname === pathname ? page() : <p data-testid={NAVIGATED_PATH_TEST_ID}>{location.href}</p>;
  }
  function Root() {
    const router = useRouter();
    return (
      <AriaRouterProvider navigate={(to) => void router.navigate({ to })} useHref={(to) => (isAbsolute(to) ? to : router.buildLocation({ to }).href)}>
        <Outlet />
      </AriaRouterProvider>
    );
  }
  const passRawSearch = (raw: Record<string, unknown>): Record<string, unknown> => raw;
  const rootRoute = createRootRoute({ component: Root });
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', validateSearch: passRawSearch, component: Screen }),
    createRoute({ getParentRoute: () => rootRoute, path: '$', validateSearch: passRawSearch, component: Screen }),
  ]);
  return createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
}

/** The router of a mounted page. */
export type PageRouter = ReturnType<typeof createPageRouter>;

/** Props of {@link PageProviders}. */
export interface PageProvidersProps {
  session: PageSession;
  notifier: Notifier;
  router: PageRouter;
}

/**
 * The providers the app puts above a page: react-intl with the app's and the package's messages, react-aria's locale
 * (the app frame's `AriaLocale`), React Query, the API client, the notifier and the router.
 */
export function PageProviders({ session, notifier, router }: PageProvidersProps) {
  return (
    <IntlProvider locale={session.lang} defaultLocale="fr" messages={session.messages}>
      <I18nProvider locale={ARIA_LOCALES[session.lang]}>
        <QueryClientProvider client={session.queryClient}>
          <ApiClientProvider client={session.client}>
            <NotificationsProvider notifier={notifier}>
              <RouterProvider router={router} />
            </NotificationsProvider>
          </ApiClientProvider>
        </QueryClientProvider>
      </I18nProvider>
    </IntlProvider>
  );
}
