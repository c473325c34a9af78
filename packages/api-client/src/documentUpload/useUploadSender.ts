import type { QueryClient } from '@tanstack/react-query';
import { type Dispatch, type RefObject, type SetStateAction, useCallback, useEffect, useRef } from 'react';
import type { ApiClient } from '../client.ts';
import { attachUserDocument } from '../operations/documents.ts';
import { userKeys } from '../queries/userQueries.ts';
import type { DocumentType } from '../types.ts';
import { type UploadProgress, uploadUserDocument, uploadUserPhoto } from '../upload.ts';
import { isAbort, uploadErrorCode } from './uploadError.ts';

/** One chosen file on its way; a new choice or a cancel replaces it, and the old one's results are then dropped. */
export interface UploadJob {
  controller: AbortController;
  /** The prepared file, once prepared. */
  file: File | null;
  /** The stored document's id once `POST /user/documents` succeeded: a retry after a failed attach only attaches. */
  documentId: number | null;
  /** A request of this job is in flight (a second retry then does nothing). */
  sending: boolean;
  /** Its last attempt failed (retry is possible). */
  failed: boolean;
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
        if (kind === 'photo') {
          await uploadUserPhoto(client, { image: file }, { signal, onProgress });
        } else {
          current.documentId ??= (await uploadUserDocument(client, { file, documentType: kind }, { signal, onProgress })).id;
          if (kind === 'other' && additionalDocumentId != null) {
            signal.throwIfAborted();
            await attachUserDocument(client, current.documentId, additionalDocumentId);
          }
        }
        if (stale()) return;
        void queryClient.invalidateQueries({ queryKey: kind === 'photo' ? userKeys.current() : userKeys.documents() });
        setLocal((state) => ({ ...state, status: 'completed', progress: null }));
        uploaded.current?.();
      } catch (error) {
        current.failed = true;
        if (stale() || isAbort(error)) return;
        setLocal((state) => ({ ...state, status: 'error', progress: null, error: uploadErrorCode(error), failure: error, canRetry: true }));
      } finally {
        current.sending = false;
      }
    },
    [client, queryClient, kind, additionalDocumentId, job, setLocal],
  );
}
