import type { AnyRoute } from '@tanstack/react-router';
import type { Language } from '../intl/language.ts';
import { type MessagePackage, preloadMessages } from '../intl/messages.ts';
import { routeTree } from '../routeTree.gen.ts';
import { AppShell } from '../shell/loadAppShell.ts';

const ignore = () => undefined;

/**
 * Starts downloading what the first page shows while config.json and the tenant's settings are on their way (issue
 * 18, spec §1 start-up): the page's chunk, its messages (`staticData.messages`, in the language start-up begins
 * with) and the app frame. Without this each waited for
 * the tenant, then for the router. A failed download here is only an early start lost: the router asks again.
 * @param path the location's path under the base path (`/search`)
 * @param messages receives the packages whose messages the page's routes draw with (`staticData.messages`), which
 *   start-up has loaded before the first render
 * @returns the app frame's code, on a page drawn in it; nothing on the others
 */
export function startEarlyLoads(path: string, language: Language, messages: MessagePackage[]): Promise<unknown> | undefined {
  const routes = routesOf(Object.values(routeTree.children ?? {}) as AnyRoute[], path.split('/').filter(Boolean));
  if (!routes) return undefined;
  // issue 32: every route the address goes through (the account's frame and its page), not only a top-level one.
  for (const route of routes) {
    (route.options.component as { preload?: () => Promise<unknown> } | undefined)?.preload?.().catch(ignore);
    for (const pkg of route.options.staticData?.messages ?? []) {
      messages.push(pkg);
      preloadMessages(language, pkg).catch(ignore);
    }
  }
  if ((routes.at(-1)?.options.staticData?.layout ?? 'app') !== 'app') return undefined;
  return AppShell.preload();
}

/** The routes an address goes through, from a child of the root to its page (a `$param` segment matches any). */
export function routesOf(routes: AnyRoute[], segments: string[]): AnyRoute[] | undefined {
  for (const route of routes) {
    const own = ((route.options as { path?: string }).path ?? '').split('/').filter(Boolean);
    if (own.some((part, index) => index >= segments.length || (part[0] !== '$' && part !== segments[index]))) continue;
    const rest = segments.slice(own.length);
    const below = routesOf(Object.values(route.children ?? {}) as AnyRoute[], rest);
    if (below) return [route, ...below];
    if (rest.length === 0) return [route];
  }
  return undefined;
}
