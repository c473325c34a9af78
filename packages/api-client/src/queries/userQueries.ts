import { type QueryClient, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import {
  type ChangePasswordInput,
  type SignUpInput,
  acceptTermsVersion,
  attachUserDocument,
  changePassword,
  confirmSmsCode,
  createUser,
  deleteUser,
  getCurrentUser,
  getUserById,
  listUserDocuments,
  requestSmsCode,
  requestUserData,
  searchUsersByEmail,
  updateUser,
} from '../operations/user.ts';
import type { User, UserUpdate } from '../types.ts';
import { type UploadOptions, uploadUserDocument, uploadUserPhoto } from '../upload.ts';
import type { DocumentType } from '../types.ts';

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

/** The account's uploaded documents. */
export const userDocumentsQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: userKeys.documents(), queryFn: ({ signal }) => listUserDocuments(client, { signal }) });

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

/** Uploads a document with progress; the list of documents is refetched afterwards. */
export const uploadUserDocumentMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['user', 'documents', 'upload'],
    mutationFn: (input: { file: Blob; documentType: DocumentType; fileName?: string } & UploadOptions) =>
      uploadUserDocument(client, input, { onProgress: input.onProgress, signal: input.signal }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.documents() }),
  });

/** Attaches an `other` document to its additional document. */
export const attachUserDocumentMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['user', 'documents', 'attach'],
    mutationFn: (input: { documentId: number; additionalDocumentId: number }) =>
      attachUserDocument(client, input.documentId, input.additionalDocumentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.documents() }),
  });

/** Uploads the account photo with progress, then reloads the account (its photo URL). */
export const uploadUserPhotoMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['user', 'photo', 'upload'],
    mutationFn: (input: { image: Blob; fileName?: string } & UploadOptions) =>
      uploadUserPhoto(client, input, { onProgress: input.onProgress, signal: input.signal }),
    onSuccess: refetchCurrentUser(queryClient),
  });
