// The page of the map benchmark (apps/frontoffice/scripts/bench-map.mjs): the search map alone, full screen, with the
// stations of the demo API (seeded with --scale) drawn as the clustered layer or, with ?markers=html, as one HTML
// marker per station. Each time the map finishes drawing, the time is pushed to window.__benchIdle.
//
// With ?page=search the whole SearchPage renders instead, signed in as the demo driver, with the providers the app
// puts above it: a way to look at the search view at phone and desktop widths while the app shell is not wired.
import {
  ApiClientProvider,
  createApiClient,
  createQueryClient,
  listStations,
  signInWithPassword,
  type Station,
  tenantQueryOptions,
} from '@frontoffice/api-client';
import { NotificationsProvider } from '@frontoffice/ui/Notifications';
import { applyTheme } from '@frontoffice/ui/theme';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider, useNavigate } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import messages from '../intl/fr.json';
import SearchMap from '../src/map/SearchMap.tsx';
import { SearchPage } from '../src/pages/SearchPage.tsx';
import { searchParamsSchema } from '../src/search/searchParamsSchema.ts';

/** The app's shared messages (errors., common.), injected by vite.config.ts from apps/frontoffice/intl/fr.json. */
declare const __APP_MESSAGES__: Record<string, string>;

declare global {
  interface Window {
    __benchIdle: number[];
    __benchStations: number;
  }
}

window.__benchIdle = [];
new MutationObserver(() => window.__benchIdle.push(performance.now())).observe(document.body, {
  subtree: true,
  attributes: true,
  attributeFilter: ['data-map-idle'],
});

const query = new URLSearchParams(location.search);
const markers = query.get('markers') === 'html' ? 'html' : 'clustered';
applyTheme('default', { favicon: false });

const client = createApiClient({
  apiBaseUrl: '/api',
  oauth: { clientId: 'frontoffice', clientSecret: 'frontoffice-secret' },
  useRefreshTokens: false,
  getLanguage: () => 'fr',
});
const root = document.getElementById('root');

if (query.get('page') === 'search' && root) {
  const queryClient = createQueryClient();
  client.attachQueryCache(queryClient);
  await signInWithPassword(client, { email: 'driver@example.com', password: 'demo-password' });
  await queryClient.fetchQuery(tenantQueryOptions(client));
  const rootRoute = createRootRoute({ component: Outlet });
  const searchRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    validateSearch: searchParamsSchema,
    component: function Search() {
      const search = searchRoute.useSearch();
      const navigate = useNavigate();
      return (
        <SearchPage
          search={search}
          onSearchChange={(next, options) => void navigate({ to: '/', search: { ...next, page: next.page }, replace: options?.replace })}
          onSignIn={() => undefined}
        />
      );
    },
  });
  const router = createRouter({ routeTree: rootRoute.addChildren([searchRoute]) });
  createRoot(root).render(
    <IntlProvider locale="fr" messages={{ ...__APP_MESSAGES__, ...messages }}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <NotificationsProvider notifier={{ notify: (content) => console.info(content), error: (error) => console.error(error) }}>
            <RouterProvider router={router} />
          </NotificationsProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </IntlProvider>,
  );
} else if (root) {
  const stations: Station[] = await listStations(client);
  window.__benchStations = stations.length;
  createRoot(root).render(
    <IntlProvider locale="fr" messages={messages}>
      <SearchMap stations={stations} markers={markers} onOpenStation={() => undefined} />
    </IntlProvider>,
  );
}
