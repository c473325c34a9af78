import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useApiClient } from './context.tsx';
import { tenantQueryOptions } from './queries/tenantQueries.ts';
import { currentUserQueryOptions } from './queries/userQueries.ts';
import type { TokenType } from './tokens.ts';
import type { Tenant, User } from './types.ts';

// The one way components read the session and the tenant (issue 12): hooks over the client and the query cache, so
// that every reader re-renders on a sign-in, a sign-out, a refused refresh, another tab's change, or new settings.

/**
 * Guest or member (spec §4), re-rendering when it changes: a sign-in, a sign-out, a refused refresh (the client ends
 * the session), or the same in another tab.
 */
export function useSessionKind(): TokenType {
  const client = useApiClient();
  return useSyncExternalStore(client.subscribeSession, client.getSessionKind);
}

/** What {@link useSession} gives. */
export interface Session {
  /** Guest or member (spec §4). */
  kind: TokenType;
  /** The member's account (`GET /user`, shared with every other reader); undefined for a guest or while loading. */
  user: User | undefined;
  /** Whether a member's account is still loading (the access rules wait for it, spec §2). */
  isLoadingUser: boolean;
}

/** The session and, for a member, the account (spec §3 client account view), re-rendering when either changes. */
export function useSession(): Session {
  const client = useApiClient();
  const kind = useSessionKind();
  const user = useQuery({ ...currentUserQueryOptions(client), enabled: kind === 'member' });
  return {
    kind,
    user: kind === 'member' ? user.data : undefined,
    isLoadingUser: kind === 'member' && user.isPending,
  };
}

/**
 * The tenant's settings (spec §3), loaded at start-up (spec §1) and kept in the query cache: every reader re-renders
 * when they change (a preview's switch panel, issue 20). Suspends until they are there.
 */
export function useTenant(): Tenant {
  return useSuspenseQuery(tenantQueryOptions(useApiClient())).data;
}
