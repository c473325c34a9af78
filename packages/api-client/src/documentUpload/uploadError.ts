import { placeServerErrors } from '@frontoffice/domain';
import { ApiError } from '../errors.ts';

/**
 * The spec §8 code to show for a failed upload, so that the app shows `errors.<code>`: the first server code
 * upper-cased (`FILE_TOO_BIG`, `INVALID_FILE_EXTENSION`…), `network` or `timeout` for a transport failure, `FILE_TOO_BIG`
 * for a 413 without a code (HTTP's "content too large", as a proxy in front of the API says it), else `internal` (the
 * generic handler's message when the answer names no code, decision D27).
 */
export function uploadErrorCode(error: unknown): string {
  if (!(error instanceof ApiError)) return 'internal';
  if (error.code === 'network' || error.code === 'timeout') return error.code;
  const first = error.errors.find((entry) => entry.code)?.code;
  if (first) return first.toUpperCase();
  return error.status === 413 ? 'FILE_TOO_BIG' : 'internal';
}

/**
 * Whether the server refused the file itself (spec §8: FILE_TOO_BIG, INVALID_FILE_TYPE, INVALID_FILE_EXTENSION, the
 * codes the domain places on the upload's file; whatever the status, 400, 413 or 422): sending the same file again can
 * only be refused again, so the driver is offered another file instead of a retry. A failure without an answer (a cut
 * connection, a timeout) is not a refusal.
 */
export function isRefusedFile(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status === undefined || error.code === 'invalid_response') return false;
  return placeServerErrors('document-upload', [uploadErrorCode(error)]).fields.file !== undefined;
}

/** Whether a failure is the caller's own cancel (the signal's reason), not an error to show. */
export function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
