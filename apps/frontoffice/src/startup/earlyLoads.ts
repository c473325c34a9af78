import type { AnyRoute } from '@tanstack/react-router';
import type { Language } from '../intl/language.ts';
import { preloadMessages } from '../intl/messages.ts';
import { routeTree } from '../routeTree.gen.ts';
import { AppShell } from '../shell/loadAppShell.ts';

const ignore = () => undefined;

/**
 * Starts downloading what the first page shows while config.json and the tenant's settings are on their way (issue
 * 18, spec §1 start-up): the page's chunk, its messages (`staticData.messages`, in the language start-up begins
 * with) and the app frame. Without this each waited for the tenant, then for the router. A failed
 * download here is only an early start lost: the router asks again.
 * @param path the location's path under the base path (`/search`)
 * @returns the app frame's code, on a page drawn in it; nothing on the others
 */
export function startEarlyLoads(path: string, language: Language): Promise<unknown> | undefined {
  const routes = Object.values(routeTree.children ?? {}) as AnyRoute[];
  const route = routes.find((candidate) => (candidate.options as { path?: string }).path === path.replace(/\/$/, ''));
  if (!route) return undefined;
  const component = route.options.component as { preload?: () => Promise<unknown> } | undefined;
  component?.preload?.().catch(ignore);
  for (const pkg of route.options.staticData?.messages ?? []) preloadMessages(language, pkg).catch(ignore);
  if ((route.options.staticData?.layout ?? 'app') !== 'app') return undefined;
  return AppShell.preload();
}
