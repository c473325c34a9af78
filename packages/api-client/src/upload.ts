import type { ApiClient, ApiRequest, RawAnswer } from './client.ts';
import { ApiError } from './errors.ts';
import { vUploadUserDocumentResponse, vUploadUserPhotoResponse } from './generated/valibot.ts';
import type { DocumentType, UserDocument, UserPhoto } from './types.ts';

/** Progress of an upload. */
export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send, when known. */
  total: number | undefined;
  /** loaded / total between 0 and 1, when the total is known. */
  fraction: number | undefined;
}

/** Options of an upload. */
export interface UploadOptions {
  /** Called as bytes go out (fetch reports no upload progress, hence XHR). */
  onProgress?: (progress: UploadProgress) => void;
  /** Cancels the upload; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
}

/**
 * `POST /user/documents` as multipart (`document[file]`, `document[document_type]`, spec §7) with progress and cancel.
 * @returns the stored document; its `id` is what `attachUserDocument` needs for `other` documents
 */
export function uploadUserDocument(
  client: ApiClient,
  input: { file: Blob; documentType: DocumentType; fileName?: string },
  options: UploadOptions = {},
): Promise<UserDocument> {
  const form = () => {
    const data = new FormData();
    data.append('document[file]', input.file, input.fileName ?? fileNameOf(input.file));
    data.append('document[document_type]', input.documentType);
    return data;
  };
  return postMultipart(client, '/user/documents', form, vUploadUserDocumentResponse, options).then((body) => body.document);
}

/**
 * `POST /user/photos` as multipart (`photo[image]`, spec §7) with progress and cancel: the account photo.
 */
export function uploadUserPhoto(
  client: ApiClient,
  input: { image: Blob; fileName?: string },
  options: UploadOptions = {},
): Promise<UserPhoto> {
  const form = () => {
    const data = new FormData();
    data.append('photo[image]', input.image, input.fileName ?? fileNameOf(input.image));
    return data;
  };
  return postMultipart(client, '/user/photos', form, vUploadUserPhotoResponse, options).then((body) => body.photo);
}

/**
 * Posts a multipart form through XHR (upload progress) inside the client's session handling: the token, one renewal on
 * a 401, the answer validated against `schema`. The uploads of every operation share it (the condition photos of
 * issue 35 too).
 * @param form builds the form; called again when the upload is replayed after a renewal
 */
export function postMultipart<T>(client: ApiClient, path: string, form: () => FormData, schema: ApiRequest<T>['schema'], options: UploadOptions): Promise<T> {
  return client.withSession('required', (token) => sendWithXhr(client, path, form(), token, options), { method: 'POST', path, schema });
}

function fileNameOf(blob: Blob): string {
  return typeof File !== 'undefined' && blob instanceof File ? blob.name : 'upload';
}

function sendWithXhr(client: ApiClient, path: string, body: FormData, token: string | null, options: UploadOptions): Promise<RawAnswer> {
  return new Promise<RawAnswer>((resolve, reject) => {
    const { signal, onProgress } = options;
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = client.createXhr();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', client.url(path));
    // No Content-Type: the browser writes the multipart boundary itself.
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', client.config.getLanguage());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      const total = event.lengthComputable ? event.total : undefined;
      onProgress?.({ loaded: event.loaded, total, fraction: total ? event.loaded / total : undefined });
    });
    xhr.addEventListener('load', () => {
      settle();
      resolve({ status: xhr.status, text: xhr.responseText });
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new ApiError('network', { method: 'POST', message: `POST ${path}: the upload could not be sent.` }));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError'));
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
}
