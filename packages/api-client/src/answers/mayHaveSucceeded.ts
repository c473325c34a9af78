import { ApiError } from '../errors.ts';

// A module of its own: only lazily loaded forms use it, and a module of the entry ships every export (the /login budget).

/**
 * Whether a failed call that changes something may still have done it (issue 19): no answer (network, timeout), a
 * 5xx other than 501 (not implemented: nothing was done, decision D46), or a success whose body broke the contract. A retry offered to the driver then checks for the created thing
 * first (a booking, a card, a passenger), so that it never creates a second one.
 * @param error what the call threw
 */
export function mayHaveSucceeded(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.code === 'network' || error.code === 'timeout' || error.code === 'invalid_response' || (error.code === 'internal' && (error.status ?? 500) >= 500 && error.status !== 501);
}
