import { currentUserQueryOptions, type ApiClient } from '@frontoffice/api-client';
import { resolveRoute, type Destination, type RouteKind, type SessionKind } from '@frontoffice/domain';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../router.tsx';

/** The app's path of each place the access rules can send someone (spec §2). */
export const DESTINATION_PATHS = {
  root: '/',
  login: '/login',
  signup: '/signup',
  waiting: '/waiting',
  'waiting-for-validation': '/waiting-for-validation',
} as const satisfies Record<Destination, string>;

/** The session and account as the access rules read them; an account that fails to load ends the session. */
export async function accessOf(
  client: ApiClient,
  queryClient: QueryClient,
  sessionKind: SessionKind,
): Promise<{ session: SessionKind; account: { isLoaded: boolean; serverStep?: string | null } }> {
  if (sessionKind === 'guest') return { session: 'guest', account: { isLoaded: false } };
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
 * The one guard of the app (spec §2 access rules, decisions D1, D2): asks the domain's routing function where a
 * route of this kind sends the current session, and redirects there. Routes call it from `beforeLoad`.
 */
export async function guard(
  kind: RouteKind,
  { context, location }: { context: RouterContext; location: { href: string; pathname: string } },
): Promise<void> {
  context.session.refresh();
  const access = await accessOf(context.client, context.queryClient, context.session.getSnapshot());
  if (access.session !== context.session.getSnapshot()) context.session.refresh();
  const decision = resolveRoute(kind, { ...access, tenant: context.tenant });
  if (decision.kind !== 'redirect') return;
  const to = DESTINATION_PATHS[decision.to];
  if (to === location.pathname) return;
  throw redirect({
    to,
    replace: true,
    search: decision.returnAfterLogin && to === '/login' ? { redirect: location.href } : {},
  });
}
