import { currentUserQueryOptions, tenantQueryOptions, type ApiClient, type Tenant } from '@frontoffice/api-client';
import { hasCardForm, isPageEnabled, PAGES, resolveRoute, type Destination, type PageId, type SessionKind } from '@frontoffice/domain';
import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import type { RouterContext } from '../router.tsx';
import type { FileRoutesByTo } from '../routeTree.gen.ts';

/** A path of the app's route tree. */
export type RoutePath = keyof FileRoutesByTo;

/**
 * The route of a page of the domain's table (spec §2), for links and redirects: typed, never a hand-typed string.
 * The `satisfies` fails the typecheck as soon as a page's path is not a route of the app.
 */
export function routeOf(page: PageId): RoutePath {
  return PAGES[page].path satisfies RoutePath;
}

/** The page of each place the access rules can send someone (spec §2). */
const DESTINATION_PAGES = {
  root: 'root',
  login: 'login',
  signup: 'signup',
  waiting: 'waiting',
  'waiting-for-validation': 'waiting-for-validation',
} as const satisfies Record<Destination, PageId>;

/** The tenant's settings, from the query cache where start-up put them (the one source, issue 12). */
export function tenantOf(context: Pick<RouterContext, 'client' | 'queryClient'>): Promise<Tenant> {
  return context.queryClient.ensureQueryData(tenantQueryOptions(context.client));
}

/** The session and account as the access rules read them; an account that fails to load ends the session. */
export async function accessOf(
  client: ApiClient,
  queryClient: QueryClient,
): Promise<{ session: SessionKind; account: { isLoaded: boolean; serverStep?: string | null } }> {
  if (client.getSessionKind() === 'guest') return { session: 'guest', account: { isLoaded: false } };
  try {
    const user = await queryClient.ensureQueryData(currentUserQueryOptions(client));
    return { session: 'member', account: { isLoaded: true, serverStep: user.workflow_next_step } };
  } catch {
    return { session: 'guest', account: { isLoaded: false } };
  }
}

/**
 * Only an internal path of the app may be a return address after signing in: no other origin, no protocol-relative
 * URL (issue 7: no redirect to a URL the tenant has not allowed).
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

/**
 * The one guard of the app (spec §2 access rules, decisions D1, D2): asks the domain where the page's access rule
 * sends the current session and redirects there; a page the tenant does not have (its feature switch is off) is
 * not found; a page with a card form is shown in the card document (issue 19, `reloadIntoCardDocument`). Routes call
 * it from `beforeLoad` with their page id, and pass `preload` on when the page has a card form (a link's preload on
 * hover must not load a document).
 */
export async function guard(
  page: PageId,
  { context, location, preload = false }: { context: RouterContext; location: { href: string; pathname: string }; preload?: boolean },
): Promise<void> {
  const { access } = PAGES[page];
  const tenant = await tenantOf(context);
  if (access !== 'open') {
    const member = context.client.getSessionKind() === 'member';
    const decision = resolveRoute(access, { ...(await accessOf(context.client, context.queryClient)), tenant });
    if (decision.kind === 'redirect') {
      const to = routeOf(DESTINATION_PAGES[decision.to]);
      // A member session the server refused while this page checked it (the account's load, its refresh too) ends
      // at login with the message, as the client's own sign-out sends it (main.tsx onSignedOut, issue 19): both
      // navigations then ask for the same page, whichever comes last.
      const ended = member && context.client.getSessionKind() !== 'member';
      if (to !== location.pathname) {
        throw redirect({
          to,
          replace: true,
          search: decision.returnAfterLogin && to === '/login' ? { redirect: location.href, ...(ended && { session: 'ended' as const }) } : {},
        });
      }
    }
  }
  if (!isPageEnabled(page, tenant)) throw notFound();
  if (hasCardForm(page) && !preload) {
    // Loaded on the way to a card page only (the /login budget).
    const { reloadIntoCardDocument } = await import('./cardDocument.ts');
    // The document is being replaced: nothing of this one renders meanwhile.
    if (reloadIntoCardDocument(`${import.meta.env.BASE_URL.replace(/\/$/, '')}${location.href}`)) await new Promise<never>(() => undefined);
  }
}
