// One upload slot of the signup steps and the account's documents page (spec §4, §7; decisions D17, D35).
import { PHOTO_KINDS, UPLOAD_KINDS, UPLOAD_MEDIA_TYPES } from '@frontoffice/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '../context.tsx';
import { prepareUpload } from '../prepareUpload.ts';
import { userDocumentsQueryOptions } from '../queries/documentQueries.ts';
import { currentUserQueryOptions } from '../queries/userQueries.ts';
import type { DocumentType } from '../types.ts';
import { findUploadedDocument } from './uploadedDocuments.ts';
import { slotSnapshot, type UploadJob, useUploadSender } from './useUploadSender.ts';

/** What is uploaded: a document kind (spec §3), or `photo`, the account photo (`POST /user/photos`). */
export type DocumentUploadKind = DocumentType | 'photo';

/** Where an upload slot stands (spec §4 upload button states, plus preparing and error). */
export type DocumentUploadStatus = 'idle' | 'preparing' | 'uploading' | 'completed' | 'error';

/** Options of {@link useDocumentUpload}. */
export interface UseDocumentUploadOptions {
  /** The document kind sent as `document[document_type]`, or `photo` for the account photo. */
  kind: DocumentUploadKind;
  /** For `other`: the additional document the upload is attached to (`POST /user/documents/{id}/attach`). */
  additionalDocumentId?: number;
  /** Called once a file is uploaded (and attached), e.g. to show the file-sent success message (spec §8). */
  onUploaded?: () => void;
}

/** The state and actions of one upload slot, shaped for `@frontoffice/ui/FileUpload`'s props. */
export interface DocumentUpload {
  /** Where it stands; `completed` too when the server already holds this slot's document (D35, after a reload). */
  status: DocumentUploadStatus;
  /** Whether this slot counts as uploaded (spec §4: Next is enabled once every slot of the step is). */
  isUploaded: boolean;
  /** Percent sent, 0 to 100, while uploading; null otherwise. */
  progress: number | null;
  /** The spec §8 code of the failure, shown as `errors.<code>`: FILE_EMPTY, INVALID_FILE_TYPE, FILE_TOO_BIG, a server code, network… */
  error: string | null;
  /** The failure itself (an `ApiError` from the server), for the app's generic error handler; null for a refused file. */
  failure: unknown;
  /** Whether {@link DocumentUpload.retry} can send the file again (not after a refused file: pick another). */
  canRetry: boolean;
  /** The chosen file's name; null when nothing was chosen in this page (a document already on the server). */
  fileName: string | null;
  /** An image to show (an object URL of the chosen photo, revoked when replaced or unmounted; the account photo's URL); null for a PDF. */
  thumbnailSrc: string | null;
  /** The `accept` list of the file input for this kind. */
  acceptedFileTypes: string[];
  /** Prepares and uploads a file. A file chosen while another is on its way cancels the first, whose result is dropped. */
  select: (file: File) => void;
  /** Stops the upload in flight (the request is aborted) and goes back to idle. */
  cancel: () => void;
  /**
   * After a failed upload, sends the same prepared file once more; does nothing while one is in flight. After a failure
   * that may have done its work (a lost answer, issue 19), it first asks the server whether the slot now holds a file
   * it did not hold before the first attempt, and if so shows it as sent (`onUploaded` too) without sending again.
   */
  retry: () => void;
  /** Forgets the chosen file and any error (back to idle, or to `completed` if the server holds a document). */
  reset: () => void;
}

/** What the hook keeps in state: the part of its answer that is not derived. */
type LocalState = Pick<DocumentUpload, 'status' | 'progress' | 'error' | 'failure' | 'canRetry' | 'fileName' | 'thumbnailSrc'>;
const IDLE: LocalState = { status: 'idle', progress: null, error: null, failure: null, canRetry: false, fileName: null, thumbnailSrc: null };

/**
 * Prepares (D35: type by content, 0 bytes refused, photos scaled down, 10 MB at most), uploads with progress,
 * attaches an `other` document to its additional document, then refreshes the user's documents (or the account,
 * for the photo). Needs `ApiClientProvider` and `QueryClientProvider` above it.
 */
export function useDocumentUpload({ kind, additionalDocumentId, onUploaded }: UseDocumentUploadOptions): DocumentUpload {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const documents = useQuery({ ...userDocumentsQueryOptions(client), enabled: kind !== 'photo' });
  const account = useQuery({ ...currentUserQueryOptions(client), enabled: kind === 'photo' });
  const [local, setLocal] = useState<LocalState>(IDLE);
  const job = useRef<UploadJob | null>(null);
  const showThumbnail = useObjectUrl();
  const send = useUploadSender({ client, queryClient, kind, additionalDocumentId, onUploaded, job, setLocal });

  useEffect(
    () => () => {
      job.current?.controller.abort();
      job.current = null;
    },
    [],
  );

  const select = useCallback(
    (file: File) => {
      // A new file replaces the one on its way (see DocumentUpload.select): the driver's latest choice wins.
      job.current?.controller.abort();
      const current: UploadJob = {
        controller: new AbortController(),
        file: null,
        documentId: null,
        sending: false,
        failed: false,
        before: slotSnapshot(queryClient),
        uncertain: false,
      };
      job.current = current;
      setLocal({ ...IDLE, status: 'preparing', fileName: file.name, thumbnailSrc: showThumbnail(null) });
      void prepareUpload(file, { kinds: kind === 'photo' ? PHOTO_KINDS : UPLOAD_KINDS }).then((prepared) => {
        if (job.current !== current) return;
        if (!prepared.ok) {
          setLocal((state) => ({ ...state, status: 'error', error: prepared.code, canRetry: false }));
          return;
        }
        current.file = prepared.file;
        const thumbnailSrc = showThumbnail(prepared.kind === 'pdf' ? null : prepared.file);
        setLocal((state) => ({ ...state, thumbnailSrc }));
        void send(current);
      });
    },
    [kind, send, showThumbnail, queryClient],
  );

  const retry = useCallback(() => {
    const current = job.current;
    if (current?.file && current.failed && !current.sending) void send(current);
  }, [send]);

  const reset = useCallback(() => {
    job.current?.controller.abort();
    job.current = null;
    setLocal({ ...IDLE, thumbnailSrc: showThumbnail(null) });
  }, [showThumbnail]);

  const onServer = kind === 'photo' ? account.data?.small_main_photo_url : findUploadedDocument(documents.data, kind, additionalDocumentId);
  const fromServer = local.status === 'idle' && onServer != null;
  const status = fromServer ? 'completed' : local.status;
  return {
    ...local,
    status,
    isUploaded: status === 'completed',
    thumbnailSrc: fromServer && typeof onServer === 'string' ? onServer : local.thumbnailSrc,
    acceptedFileTypes: (kind === 'photo' ? PHOTO_KINDS : UPLOAD_KINDS).map((k) => UPLOAD_MEDIA_TYPES[k]),
    select,
    cancel: reset,
    retry,
    reset,
  };
}

/** Shows one blob at a time as an object URL: the previous one is revoked when replaced, and on unmount. */
function useObjectUrl(): (blob: Blob | null) => string | null {
  const url = useRef<string | null>(null);
  const show = useCallback((blob: Blob | null) => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = blob ? URL.createObjectURL(blob) : null;
    return url.current;
  }, []);
  useEffect(() => () => void show(null), [show]);
  return show;
}
