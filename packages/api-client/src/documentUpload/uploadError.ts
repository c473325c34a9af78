import { ApiError } from '../errors.ts';

/**
 * The spec §8 code to show for a failed upload, so that the app shows `errors.<code>`: the first server code
 * upper-cased (`FILE_TOO_BIG`, `INVALID_FILE_EXTENSION`…), `network` or `timeout` for a transport failure, else
 * `internal` (the generic handler's message when the answer names no code, decision D27).
 */
export function uploadErrorCode(error: unknown): string {
  if (!(error instanceof ApiError)) return 'internal';
  if (error.code === 'network' || error.code === 'timeout') return error.code;
  const first = error.errors.find((entry) => entry.code)?.code;
  return first ? first.toUpperCase() : 'internal';
}

/** Whether a failure is the caller's own cancel (the signal's reason), not an error to show. */
export function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
