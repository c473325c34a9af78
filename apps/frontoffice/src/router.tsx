import type { ApiClient } from '@frontoffice/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import type { RuntimeConfig } from './config/runtimeConfig.ts';
import type { MessageStore } from './intl/messages.ts';
import { routeTree } from './routeTree.gen.ts';

/** What every route's `beforeLoad` and `loader` receive. */
export interface RouterContext {
  queryClient: QueryClient;
  config: RuntimeConfig;
  /** The API client: its session (`getSessionKind`) and, through the query cache, the tenant (`tenantOf`). */
  client: ApiClient;
  /** The messages on screen: routes load their packages' catalogues before rendering. */
  messages: MessageStore;
}

/** Creates the router under the application's base path (Vite `base`, issue 2). */
export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    basepath: import.meta.env.BASE_URL,
    defaultPreload: 'intent',
    // React Query owns data freshness; the router must not cache loader results on top of it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
