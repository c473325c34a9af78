import type { ApiClient, CallOptions } from '../client.ts';
import { vGetUserByIdResponse, vSearchUsersResponse } from '../generated/valibot.ts';
import type { UserReference } from '../types.ts';

// Other users (passengers of a carpooling, spec §5, §7): a module of their own, out of the first page's entry, which
// ships every export of the modules it imports (the /login budget, docs/architecture.md).

/** `GET /users/{id}`: another user's public profile (profile search by driver id, spec §7). */
export async function getUserById(client: ApiClient, id: number, options: CallOptions = {}): Promise<UserReference> {
  const body = await client.request({ method: 'GET', path: `/users/${id}`, schema: vGetUserByIdResponse, signal: options.signal });
  return body.user;
}

/**
 * `GET /users?email=`: passenger search (spec §5 starts it at 4 characters; a failure shows an empty list, which the
 * caller decides).
 */
export async function searchUsersByEmail(client: ApiClient, email: string, options: CallOptions = {}): Promise<UserReference[]> {
  const body = await client.request({ method: 'GET', path: '/users', query: { email }, schema: vSearchUsersResponse, signal: options.signal });
  return body.users;
}
