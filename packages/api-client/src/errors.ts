import * as v from 'valibot';
import { vError } from './generated/valibot.ts';

/**
 * What went wrong, as the features handle it. HTTP statuses map as spec §8 says (400 bad_request, 401 unauthorized,
 * 402 payment, 403 forbidden, 404 not_found, 409 conflict, anything else internal); the client adds
 * `invalid_response` (an answer that breaks the contract), `timeout` and `network`.
 */
export type ApiErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'payment'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'internal'
  | 'invalid_response'
  | 'timeout'
  | 'network';

/** One entry of an error's list: the server's code (matched upper-cased by the handlers, spec §8) and its text. */
export interface ApiErrorItem {
  code: string;
  detail?: string;
}

/**
 * The only error the client throws for a failed call (an abort by the caller's signal is rethrown unchanged).
 * `errors` is the body's list, or one entry built from its message and code, or empty (decision D27 then shows the
 * internal-error message).
 */
export class ApiError extends Error {
  // `string`, not the literal: a subclass names itself (`ExtensionUnavailableError`, decision D46).
  override readonly name: string = 'ApiError';
  /** The mapped code (spec §8). */
  readonly code: ApiErrorCode;
  /** The HTTP status, when there was an answer. */
  readonly status: number | undefined;
  /** The method of the failed call, which decides whether it may be retried (GET only). */
  readonly method: string | undefined;
  /** The entries to show, one notification each (spec §8 generic handler). */
  readonly errors: readonly ApiErrorItem[];

  constructor(
    code: ApiErrorCode,
    options: {
      message?: string;
      status?: number;
      method?: string;
      errors?: readonly ApiErrorItem[];
      cause?: unknown;
    } = {},
  ) {
    super(options.message ?? code, { cause: options.cause });
    this.code = code;
    this.status = options.status;
    this.method = options.method;
    this.errors = options.errors ?? [];
  }
}

/**
 * Maps an HTTP status to its error code (spec §8).
 * @param status an HTTP status outside 2xx
 */
export function errorCodeForStatus(status: number): ApiErrorCode {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 402:
      return 'payment';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    default:
      return 'internal';
  }
}

/**
 * Reads the entries of an error body: its `errors` list, else one entry from its `code` and `message` (spec §8),
 * else one from an OAuth `error` / `error_description`, else none. A body that is not the contract's error shape
 * yields no entries rather than failing: the status alone still gives the code.
 * @param body the parsed JSON body, or undefined when it was not JSON
 */
export function errorItemsFromBody(body: unknown): ApiErrorItem[] {
  const parsed = v.safeParse(vError, body);
  if (!parsed.success) return [];
  const { errors, code, message, error, error_description: errorDescription } = parsed.output;
  if (errors && errors.length > 0) {
    return errors.map((item) => (item.detail === undefined ? { code: item.code } : { code: item.code, detail: item.detail }));
  }
  if (code !== undefined && message !== undefined) return [{ code, detail: message }];
  if (error !== undefined) return errorDescription === undefined ? [{ code: error }] : [{ code: error, detail: errorDescription }];
  return [];
}

/**
 * Whether an error is worth retrying automatically: a GET that failed on the network or with a 5xx other than 501.
 * POST, PUT and DELETE are never retried, nor timeouts, nor answers that break the contract.
 * @param error anything a query function threw
 */
export function isRetryableError(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.method !== 'GET') return false;
  if (error.code === 'network') return true;
  // 501 Not Implemented is no passing failure (RFC 9110 §15.6.2): an operator without a contract extension (D46).
  return error.code === 'internal' && error.status !== undefined && error.status >= 500 && error.status !== 501;
}

