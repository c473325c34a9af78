// The mutations of the account's own changes (spec §5, §7): signup, profile fields, the phone's SMS code. Apart from
// userQueries.ts, which the first page imports (the /login budget, docs/architecture.md).
import { type QueryClient, mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import { confirmSmsCode, createUser, requestSmsCode, type SignUpInput, updateUser } from '../operations/profile.ts';
import type { User, UserUpdate } from '../types.ts';
import { userKeys } from './userQueries.ts';

const setCurrentUser = (queryClient: QueryClient) => (user: User) => {
  queryClient.setQueryData(userKeys.current(), user);
};
const refetchCurrentUser = (queryClient: QueryClient) => () => queryClient.invalidateQueries({ queryKey: userKeys.current() });

/** Signup (`POST /user`). */
export const createUserMutationOptions = (client: ApiClient) =>
  mutationOptions({ mutationKey: ['user', 'create'], mutationFn: (input: SignUpInput) => createUser(client, input) });

/** Profile change (`PUT /user`); the answer replaces the cached account. */
export const updateUserMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['user', 'update'],
    mutationFn: (fields: UserUpdate) => updateUser(client, fields),
    onSuccess: setCurrentUser(queryClient),
  });

/** Sends an SMS code to a phone number. */
export const requestSmsCodeMutationOptions = (client: ApiClient) =>
  mutationOptions({ mutationKey: ['user', 'sms-code', 'request'], mutationFn: (cellPhone: string) => requestSmsCode(client, cellPhone) });

/** Confirms the SMS code, then reloads the account (its step or phone changed). */
export const confirmSmsCodeMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['user', 'sms-code', 'confirm'],
    mutationFn: (code: string) => confirmSmsCode(client, code),
    onSuccess: refetchCurrentUser(queryClient),
  });
