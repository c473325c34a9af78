// The documents' queries and mutations (spec §7): a module of their own, which the first page does not import, so
// that the upload calls (XHR with progress) and their validators stay out of /login's entry (docs/architecture.md:
// a module the entry imports ships every export any other chunk uses).
import { type QueryClient, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import { attachUserDocument, listAdditionalDocuments, listUserDocuments } from '../operations/documents.ts';
import type { DocumentType, Language } from '../types.ts';
import { type UploadOptions, uploadUserDocument, uploadUserPhoto } from '../upload.ts';
import { tenantKeys } from './tenantQueries.ts';
import { userKeys } from './userQueries.ts';

const refetchCurrentUser = (queryClient: QueryClient) => () => queryClient.invalidateQueries({ queryKey: userKeys.current() });

/** `GET /additional_documents` in the current language. */
export const additionalDocumentsQueryOptions = (client: ApiClient, language: Language) =>
  queryOptions({
    queryKey: tenantKeys.additionalDocuments(language),
    queryFn: ({ signal }) => listAdditionalDocuments(client, { signal }),
    staleTime: Infinity,
  });

/**
 * How long the account's document list is taken as fresh. Several parts of a page read it as they mount (the account
 * details page's upload fields, some drawn later than others), and with no such delay each later one asked for it
 * again: two `GET /user/documents` per load of that page. An upload or attachment made here reloads it at once
 * (invalidation), and the upload checks it fresh (`useUploadSender`).
 */
export const USER_DOCUMENTS_STALE_MS = 15_000;

/** The account's uploaded documents. */
export const userDocumentsQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: userKeys.documents(), queryFn: ({ signal }) => listUserDocuments(client, { signal }), staleTime: USER_DOCUMENTS_STALE_MS });

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

