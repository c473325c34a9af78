import type { ApiClient } from './client.ts';
import { ApiError } from './errors.ts';
import { vExchangeOpenidTokenResponse, vGetUserResponse } from './generated/valibot.ts';
import type { TokenType } from './tokens.ts';
import type { TokenResponse, User } from './types.ts';

/** Who the stored token speaks for: a member, a guest, or nobody yet (spec §4: start-up restores the session). */
export function getSessionKind(client: ApiClient): TokenType | 'none' {
  return client.getTokens()?.tokenType ?? 'none';
}

/**
 * Makes sure a token is stored, taking a guest token by client credentials when none is (spec §4, §6).
 * @returns the access token in use
 */
export function ensureGuestSession(client: ApiClient): Promise<string> {
  return client.ensureAccessToken();
}

/** Credentials of a password log-in. */
export interface PasswordCredentials {
  email: string;
  password: string;
}

/**
 * Logs in with e-mail and password (`POST /oauth2/token`, password grant), then loads the account. A user without
 * roles is refused and the session reverts to a guest token (spec §4).
 * @returns the signed-in account
 * @throws {ApiError} `unauthorized`/`bad_request` for wrong credentials; `forbidden` with code USER_HAS_NO_ROLES
 */
export async function signInWithPassword(client: ApiClient, credentials: PasswordCredentials): Promise<User> {
  const tokens = await client.requestGrant({ grant_type: 'password', username: credentials.email, password: credentials.password });
  return completeSignIn(client, tokens);
}

/**
 * Logs in with a single-sign-on id token through the token endpoint (`openid_token` grant, spec §7), then loads the
 * account, refusing a user without roles like a password log-in.
 */
export async function signInWithOpenidToken(client: ApiClient, openidToken: string): Promise<User> {
  const tokens = await client.requestGrant({ grant_type: 'openid_token', openid_token: openidToken });
  return completeSignIn(client, tokens);
}

/**
 * Logs in by exchanging a single-sign-on id token at `POST /sso/openid {openid:{id_token}}` (spec §7), then loads the
 * account, refusing a user without roles.
 */
export async function signInWithSsoIdToken(client: ApiClient, idToken: string): Promise<User> {
  const tokens = await client.request({
    method: 'POST',
    path: '/sso/openid',
    json: { openid: { id_token: idToken } },
    auth: 'optional',
    schema: vExchangeOpenidTokenResponse,
  });
  return completeSignIn(client, tokens);
}

/**
 * Logs out: clears the stored tokens and the query cache, then takes a guest token (spec §4). The single-sign-on
 * provider's logout redirect, when used, is the app's (it needs the id token and a browser navigation).
 */
export async function signOut(client: ApiClient): Promise<void> {
  client.clearSession();
  await client.obtainGuestToken();
}

async function completeSignIn(client: ApiClient, tokens: TokenResponse): Promise<User> {
  // Another member signing in over a member session (a single sign-on callback, another tab's sign-in): the previous
  // account's cached data goes first, and with it what the app kept of it for offline use (issue 33, decision D42).
  if (client.getTokens()?.tokenType === 'member') client.clearSession();
  client.storeSession(tokens, 'member');
  let user: User;
  try {
    user = (await client.request({ method: 'GET', path: '/user', schema: vGetUserResponse })).user;
  } catch (error) {
    await revertToGuest(client);
    throw error;
  }
  if (user.roles.length === 0) {
    await revertToGuest(client);
    throw new ApiError('forbidden', {
      status: 403,
      method: 'POST',
      message: 'This account has no role in the front office.',
      errors: [{ code: 'USER_HAS_NO_ROLES', detail: 'This account has no role in the front office.' }],
    });
  }
  return user;
}

async function revertToGuest(client: ApiClient): Promise<void> {
  client.clearSession();
  try {
    await client.obtainGuestToken();
  } catch {
    // Without a guest token now, the next call takes one (ensureAccessToken): the refusal is what the caller needs.
  }
}
