import { ApiError } from '@frontoffice/api-client';

/** One notification of a failed call: a catalogue message, or the server's own text. */
export type ErrorMessage = { id: string } | { text: string };

/**
 * The notifications of an error (spec §8 generic handler, decision D27): with a list, one per entry, from the
 * message mapped to its upper-cased code, else its detail, else the previous entry's message; without a list but
 * with a message and code, one built from them; otherwise the internal-error message. A 5xx's own texts are not
 * shown (issue 19). Network failures and timeouts,
 * which the catalogue does not name, get their own messages so that the driver knows to retry.
 * @param error what a call or an action threw
 * @param hasMessage whether the catalogue has a message id
 */
export function errorMessages(error: unknown, hasMessage: (id: string) => boolean): ErrorMessage[] {
  if (!(error instanceof ApiError)) return [{ id: 'errors.internal' }];
  if (error.code === 'network' || error.code === 'timeout') return [{ id: `errors.${error.code}` }];
  // issue 19: an answer that broke the contract (not JSON, an HTML page, a validator's refusal) says nothing the
  // driver can act on, and its text is a parser's English: the internal-error message; the client reported it.
  if (error.code === 'invalid_response' || error.errors.length === 0) return [{ id: 'errors.internal' }];
  const messages: ErrorMessage[] = [];
  let previous: ErrorMessage = { id: 'errors.internal' };
  // issue 19: a server failure's own text (a 5xx: "Fault injected…", a stack trace, a proxy's words) is technical
  // and in the server's language; only a code of the catalogue is shown from it, else the internal-error message.
  const serverFailure = (error.status ?? 0) >= 500;
  for (const entry of error.errors) {
    const id = `errors.${String(entry.code ?? '').toUpperCase()}`;
    const detail = serverFailure ? undefined : entry.detail;
    const message: ErrorMessage = entry.code && hasMessage(id) ? { id } : detail ? { text: detail } : previous;
    messages.push(message);
    previous = message;
  }
  return messages;
}
