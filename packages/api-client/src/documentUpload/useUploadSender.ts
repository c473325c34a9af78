import type { QueryClient } from '@tanstack/react-query';
import { type Dispatch, type RefObject, type SetStateAction, useCallback, useEffect, useRef } from 'react';
import { mayHaveSucceeded } from '../answers/mayHaveSucceeded.ts';
import type { ApiClient } from '../client.ts';
import { attachUserDocument } from '../operations/documents.ts';
import { userDocumentsQueryOptions } from '../queries/documentQueries.ts';
import { currentUserQueryOptions, userKeys } from '../queries/userQueries.ts';
import type { DocumentType, User, UserDocument } from '../types.ts';
import { type UploadProgress, uploadUserDocument, uploadUserPhoto } from '../upload.ts';
import { documentSentSince } from './uploadedDocuments.ts';
import { isAbort, isRefusedFile, uploadErrorCode } from './uploadError.ts';

/** One chosen file on its way; a new choice or a cancel replaces it, and the old one's results are then dropped. */
export interface UploadJob {
  controller: AbortController;
  /** The prepared file, once prepared. */
  file: File | null;
  /** The stored document's id once `POST /user/documents` succeeded: a retry after a failed attach only attaches. */
  documentId: number | null;
  /** A request of this job is in flight (a second retry then does nothing). */
  sending: boolean;
  /** Its last attempt failed and may be tried again (not when the server refused the file itself). */
  failed: boolean;
  /**
   * What the server held of this slot before the first attempt, from the query cache: the documents' ids, or the
   * account photo's URL; null when unknown (nothing loaded yet). A retry after an uncertain failure compares with it.
   */
  before: { documentIds: ReadonlySet<number>; photoUrl: string | null } | null;
  /** The last attempt failed in a way that may have done its work (`mayHaveSucceeded`): the retry checks first. */
  uncertain: boolean;
}

/** What the server holds of a slot now, from the query cache, to compare with after an uncertain failure. */
export function slotSnapshot(queryClient: QueryClient): UploadJob['before'] {
  const documents = queryClient.getQueryData<UserDocument[]>(userKeys.documents());
  const user = queryClient.getQueryData<User>(userKeys.current());
  if (!documents && !user) return null;
  return { documentIds: new Set((documents ?? []).map((document) => document.id)), photoUrl: user?.small_main_photo_url ?? null };
}

interface SenderState {
  status: 'idle' | 'preparing' | 'uploading' | 'completed' | 'error';
  progress: number | null;
  error: string | null;
  failure: unknown;
  canRetry: boolean;
}

interface SenderOptions<State extends SenderState> {
  client: ApiClient;
  queryClient: QueryClient;
  kind: DocumentType | 'photo';
  additionalDocumentId: number | undefined;
  onUploaded: (() => void) | undefined;
  job: RefObject<UploadJob | null>;
  setLocal: Dispatch<SetStateAction<State>>;
}

/** Sends a prepared job: upload with progress, attach for `other`, then refresh what changed on the server. */
export function useUploadSender<State extends SenderState>({
  client,
  queryClient,
  kind,
  additionalDocumentId,
  onUploaded,
  job,
  setLocal,
}: SenderOptions<State>): (current: UploadJob) => Promise<void> {
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);

  return useCallback(
    async (current: UploadJob) => {
      const file = current.file;
      if (!file || current.sending) return;
      current.sending = true;
      current.failed = false;
      const stale = () => job.current !== current;
      const { signal } = current.controller;
      const onProgress = ({ fraction }: UploadProgress) => {
        if (!stale() && fraction != null) setLocal((state) => ({ ...state, progress: Math.min(100, Math.round(fraction * 100)) }));
      };
      setLocal((state) => ({ ...state, status: 'uploading', progress: current.documentId == null ? 0 : 100, error: null, failure: null, canRetry: false }));
      try {
        // Issue 19: the last attempt may have done its work (its answer was lost): ask the server before sending again.
        const done = current.uncertain && (await sentMeanwhile({ client, queryClient, kind, additionalDocumentId }, current));
        if (done) {
          // The lost attempt did it: shown as sent below, nothing sent again.
        } else if (kind === 'photo') {
          await uploadUserPhoto(client, { image: file }, { signal, onProgress });
        } else {
          current.documentId ??= (await uploadUserDocument(client, { file, documentType: kind }, { signal, onProgress })).id;
          if (kind === 'other' && additionalDocumentId != null) {
            signal.throwIfAborted();
            await attachUserDocument(client, current.documentId, additionalDocumentId);
          }
        }
        current.uncertain = false;
        if (stale()) return;
        void queryClient.invalidateQueries({ queryKey: kind === 'photo' ? userKeys.current() : userKeys.documents() });
        setLocal((state) => ({ ...state, status: 'completed', progress: null }));
        uploaded.current?.();
      } catch (error) {
        // spec §8 (issue 31): a file the server refused would be refused again: another file is offered, not a retry.
        current.failed = !isRefusedFile(error);
        // Once uncertain, a retry checks until an attempt settles it (a failed check is uncertain too).
        current.uncertain ||= mayHaveSucceeded(error);
        if (stale() || isAbort(error)) return;
        setLocal((state) => ({ ...state, status: 'error', progress: null, error: uploadErrorCode(error), failure: error, canRetry: current.failed }));
      } finally {
        current.sending = false;
      }
    },
    [client, queryClient, kind, additionalDocumentId, job, setLocal],
  );
}

/**
 * Whether the server now holds this slot's file from an attempt whose answer was lost (issue 19): a document of the
 * slot it did not hold before (`GET /user/documents`), or a new account photo (`GET /user`). A document uploaded but
 * not yet attached becomes the job's, so that only the attach is sent. With nothing to compare with: false.
 */
async function sentMeanwhile(
  { client, queryClient, kind, additionalDocumentId }: Pick<SenderOptions<SenderState>, 'client' | 'queryClient' | 'kind' | 'additionalDocumentId'>,
  current: UploadJob,
): Promise<boolean> {
  const before = current.before;
  if (!before) return false;
  const { signal } = current.controller;
  if (kind === 'photo') {
    const user = await queryClient.fetchQuery({ ...currentUserQueryOptions(client), staleTime: 0 });
    signal.throwIfAborted();
    return user.small_main_photo_url != null && user.small_main_photo_url !== before.photoUrl;
  }
  const documents = await queryClient.fetchQuery({ ...userDocumentsQueryOptions(client), staleTime: 0 });
  signal.throwIfAborted();
  const found = documentSentSince(documents, before.documentIds, kind, additionalDocumentId);
  if (!found) return false;
  current.documentId = found.document.id;
  return found.attached || kind !== 'other' || additionalDocumentId == null;
}
