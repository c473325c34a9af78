import { type QueryClient, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import { acceptTermsVersion, getCurrentUser, requestUserData } from '../operations/user.ts';

/** Query keys of the account and other users. */
export const userKeys = {
  all: ['user'] as const,
  current: () => [...userKeys.all, 'current'] as const,
  documents: () => [...userKeys.all, 'documents'] as const,
  byId: (id: number) => ['users', 'detail', id] as const,
  searchByEmail: (email: string) => ['users', 'search', email] as const,
};

/**
 * How long the account just loaded is taken as current: the parts of a page that show it mount one after another
 * (the frame, the menu, the page, its lazy sections), and each asked for it again (four `GET /user` per page load).
 * A change the app makes reloads it at once (invalidation); the pages that wait for the operator poll.
 */
export const CURRENT_USER_STALE_MS = 15_000;

/** The signed-in account (`GET /user`); reloaded after each signup step (spec §4). */
export const currentUserQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: userKeys.current(), queryFn: ({ signal }) => getCurrentUser(client, { signal }), staleTime: CURRENT_USER_STALE_MS });

const refetchCurrentUser = (queryClient: QueryClient) => () => queryClient.invalidateQueries({ queryKey: userKeys.current() });

/** Asks for a copy of one's data. */
export const requestUserDataMutationOptions = (client: ApiClient) =>
  mutationOptions({ mutationKey: ['user', 'data-request'], mutationFn: () => requestUserData(client) });

/** Accepts the terms version in force, then reloads the account (tos_accepted). */
export const acceptTermsMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['user', 'terms', 'accept'],
    mutationFn: (versionId: number) => acceptTermsVersion(client, versionId),
    onSuccess: refetchCurrentUser(queryClient),
  });
