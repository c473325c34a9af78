import { ApiError } from '@frontoffice/api-client';

/** One notification of a failed call: a catalogue message, or the server's own text. */
export type ErrorMessage = { id: string } | { text: string };

/**
 * The notifications of an error (spec §8 generic handler, decision D27): with a list, one per entry, from the
 * message mapped to its upper-cased code, else its detail, else the previous entry's message; without a list but
 * with a message and code, one built from them; otherwise the internal-error message. The rule is the same for every
 * status, a 5xx's list included (issue 31). Network failures and timeouts, which the catalogue does not name, get
 * their own messages so that the driver knows to retry.
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
  // spec §8, D27 (issue 31): whatever the status, a 5xx too: the code's message, else the detail, else the previous
  // one. A proxy's page or a parser's words never get here: they carry no list (issue 19, above).
  for (const entry of error.errors) {
    const id = `errors.${String(entry.code ?? '').toUpperCase()}`;
    const message: ErrorMessage = entry.code && hasMessage(id) ? { id } : entry.detail ? { text: entry.detail } : previous;
    messages.push(message);
    previous = message;
  }
  return messages;
}
