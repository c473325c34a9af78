import { type QueryClient, mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import { requestPasswordReset, confirmPasswordReset, type ConfirmPasswordResetInput } from '../operations/user.ts';
import { type PasswordCredentials, signInWithOpenidToken, signInWithPassword, signInWithSsoIdToken, signOut } from '../session.ts';
import type { User } from '../types.ts';
import { userKeys } from './userQueries.ts';

const seedUser = (queryClient: QueryClient) => (user: User) => {
  queryClient.setQueryData(userKeys.current(), user);
};

/** Password log-in; the loaded account seeds the account query. */
export const signInMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['session', 'sign-in'],
    mutationFn: (credentials: PasswordCredentials) => signInWithPassword(client, credentials),
    onSuccess: seedUser(queryClient),
  });

/** Single-sign-on log-in with an id token, through `/oauth2/token` (`via: 'token'`) or `/sso/openid` (`via: 'sso'`). */
export const singleSignOnMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['session', 'single-sign-on'],
    mutationFn: (input: { idToken: string; via: 'token' | 'sso' }) =>
      input.via === 'token' ? signInWithOpenidToken(client, input.idToken) : signInWithSsoIdToken(client, input.idToken),
    onSuccess: seedUser(queryClient),
  });

/** Log-out (clears tokens and cache, then takes a guest token). */
export const signOutMutationOptions = (client: ApiClient) =>
  mutationOptions({ mutationKey: ['session', 'sign-out'], mutationFn: () => signOut(client) });

/** Sends the password-reset e-mail. */
export const requestPasswordResetMutationOptions = (client: ApiClient) =>
  mutationOptions({ mutationKey: ['session', 'reset-password'], mutationFn: (email: string) => requestPasswordReset(client, email) });

/** Sets a new password from a reset token. */
export const confirmPasswordResetMutationOptions = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['session', 'reset-password', 'confirm'],
    mutationFn: (input: ConfirmPasswordResetInput) => confirmPasswordReset(client, input),
  });
