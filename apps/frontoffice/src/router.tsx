import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import type { RuntimeConfig } from './config/runtimeConfig.ts';
import { routeTree } from './routeTree.gen.ts';

/** What every route's `beforeLoad` and `loader` receive. */
export interface RouterContext {
  queryClient: QueryClient;
  config: RuntimeConfig;
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
