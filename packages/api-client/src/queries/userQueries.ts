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

/** The signed-in account (`GET /user`); reloaded after each signup step (spec §4). */
export const currentUserQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: userKeys.current(), queryFn: ({ signal }) => getCurrentUser(client, { signal }) });

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
