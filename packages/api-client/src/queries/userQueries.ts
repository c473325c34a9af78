import { type QueryClient, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import {
  acceptTermsVersion,
  getCurrentUser,
  getUserById,
  requestUserData,
  searchUsersByEmail,
} from '../operations/user.ts';

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

/** Another user's public profile. */
export const userByIdQueryOptions = (client: ApiClient, id: number) =>
  queryOptions({ queryKey: userKeys.byId(id), queryFn: ({ signal }) => getUserById(client, id, { signal }) });

/** Passenger search by e-mail; enabled only from 4 characters (spec §5). */
export const usersByEmailQueryOptions = (client: ApiClient, email: string) =>
  queryOptions({
    queryKey: userKeys.searchByEmail(email),
    queryFn: ({ signal }) => searchUsersByEmail(client, email, { signal }),
    enabled: email.trim().length >= 4,
  });

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
