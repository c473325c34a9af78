import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import { getUserById, searchUsersByEmail } from '../operations/otherUsers.ts';
import { userKeys } from './userQueries.ts';

// Other users (passengers): apart from the account's queries, which the first page imports (the /login budget).

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
