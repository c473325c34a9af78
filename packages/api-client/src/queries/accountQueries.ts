// The account's own changes and documents (spec §7), apart from userQueries.ts, which is part of the first page (the
// account query): a module of the first page ships whatever lazily loaded chunks use of it (the /login budget,
// docs/architecture.md).
import { type QueryClient, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import {
  type ChangePasswordInput,
  attachUserDocument,
  changePassword,
  confirmSmsCode,
  deleteUser,
  listUserDocuments,
  requestSmsCode,
  updateUser,
} from '../operations/account.ts';
import type { User, UserUpdate } from '../types.ts';
import { userKeys } from './userQueries.ts';

const setCurrentUser = (queryClient: QueryClient) => (user: User) => {
  queryClient.setQueryData(userKeys.current(), user);
};
const refetchCurrentUser = (queryClient: QueryClient) => () => queryClient.invalidateQueries({ queryKey: userKeys.current() });

/** The account's uploaded documents. */
export const userDocumentsQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: userKeys.documents(), queryFn: ({ signal }) => listUserDocuments(client, { signal }) });

/** Profile change (`PUT /user`); the answer replaces the cached account. */
export const updateUserMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['user', 'update'],
    mutationFn: (fields: UserUpdate) => updateUser(client, fields),
    onSuccess: setCurrentUser(queryClient),
  });

/** Account deletion (`DELETE /user`); the caller then logs out (spec §4). */
export const deleteUserMutationOptions = (client: ApiClient) =>
  mutationOptions({ mutationKey: ['user', 'delete'], mutationFn: () => deleteUser(client) });

/** Password change. */
export const changePasswordMutationOptions = (client: ApiClient) =>
  mutationOptions({ mutationKey: ['user', 'password'], mutationFn: (input: ChangePasswordInput) => changePassword(client, input) });

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

/** Attaches an `other` document to its additional document. */
export const attachUserDocumentMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['user', 'documents', 'attach'],
    mutationFn: (input: { documentId: number; additionalDocumentId: number }) =>
      attachUserDocument(client, input.documentId, input.additionalDocumentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.documents() }),
  });
