// The upload mutations, apart from userQueries.ts: that module is part of the first page (the account query), and
// a module of the first page ships whatever other chunks use of it, here the whole XHR upload (the /login budget,
// docs/architecture.md).
import { type QueryClient, mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import type { DocumentType } from '../types.ts';
import { type UploadOptions, uploadUserDocument, uploadUserPhoto } from '../upload.ts';
import { userKeys } from './userQueries.ts';

/** Uploads a document with progress; the list of documents is refetched afterwards. */
export const uploadUserDocumentMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['user', 'documents', 'upload'],
    mutationFn: (input: { file: Blob; documentType: DocumentType; fileName?: string } & UploadOptions) =>
      uploadUserDocument(client, input, { onProgress: input.onProgress, signal: input.signal }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.documents() }),
  });

/** Uploads the account photo with progress, then reloads the account (its photo URL). */
export const uploadUserPhotoMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['user', 'photo', 'upload'],
    mutationFn: (input: { image: Blob; fileName?: string } & UploadOptions) =>
      uploadUserPhoto(client, input, { onProgress: input.onProgress, signal: input.signal }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.current() }),
  });
