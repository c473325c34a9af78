/**
 * How a failed search or booking is shown (spec §8 "Search errors", decision D23): the four discount-code messages
 * and WRONG_PARAMETER have the search's own messages, the SEARCH_* codes the catalogue's, SEARCH_NO_ACTIVE_CARD its
 * message with a link to the payment methods; anything else goes to the app's generic handler.
 */
import { ApiError } from '@frontoffice/api-client';
import { pagePath, searchErrorMessageKey } from '@frontoffice/domain';

/** The search codes with a message in the shared catalogue (spec §8 mapped codes). */
export const CATALOGUE_SEARCH_CODES = [
  'SEARCH_END_TIME_TOO_LONG',
  'SEARCH_END_TIME_TOO_SHORT',
  'SEARCH_START_TIME_TOO_FAR_IN_ADVANCE',
  'SEARCH_START_TIME_BEFORE',
  'SEARCH_END_TIME_AFTER',
  'SEARCH_TOO_MANY_RESERVATIONS',
  'RENTAL_BASE_REQUIRED_PAYMENT_CARD_MISSING',
] as const;

/** The code whose message links to the payment methods page (spec §8). */
export const NO_ACTIVE_CARD = 'SEARCH_NO_ACTIVE_CARD';

/** Where the SEARCH_NO_ACTIVE_CARD message links (spec §2 account/payment-method). */
export const PAYMENT_METHODS_PATH = pagePath('payment-methods');

/** One message to show in place. */
export type InlineSearchError = { kind: 'message'; id: string } | { kind: 'no-active-card' };

/** What to do with an error: show messages in place, or hand it to the generic handler (D23). */
export type SearchErrorDisplay = { kind: 'inline'; messages: InlineSearchError[] } | { kind: 'generic' };

/**
 * The message id of a domain search message key (`search:no-result` → `search.errors.no-result`): the spec's
 * namespaced keys become this package's ids.
 */
export function searchMessageId(key: string): string {
  return `search.errors.${key.replace(/^search:/, '')}`;
}

function inlineOf(code: string): InlineSearchError | null {
  const upper = code.toUpperCase();
  const own = searchErrorMessageKey(upper);
  if (own) return { kind: 'message', id: searchMessageId(own) };
  if (upper === NO_ACTIVE_CARD) return { kind: 'no-active-card' };
  if ((CATALOGUE_SEARCH_CODES as readonly string[]).includes(upper)) return { kind: 'message', id: `errors.${upper}` };
  return null;
}

/**
 * How to show an error of a search or a booking: in place when every entry has a search message (deduplicated), else
 * through the generic handler, which shows every entry of the error (D23, D27).
 */
export function searchErrorDisplay(error: unknown): SearchErrorDisplay {
  if (!(error instanceof ApiError) || error.errors.length === 0) return { kind: 'generic' };
  const messages: InlineSearchError[] = [];
  for (const item of error.errors) {
    const inline = inlineOf(item.code);
    if (!inline) return { kind: 'generic' };
    const duplicate = messages.some(
      (m) => m.kind === inline.kind && (m.kind !== 'message' || inline.kind !== 'message' || m.id === inline.id),
    );
    if (!duplicate) messages.push(inline);
  }
  return { kind: 'inline', messages };
}

/**
 * Whether a booking was refused because the vehicle is no longer free for the searched dates (issue 17): the search's
 * answer is kept for the whole journey and never sent again behind the driver's back, so availability is checked once,
 * at confirm, by the server. It answers 409 (spec §8 `conflict`) whatever its own code for it; the review says so in
 * place and offers the results again, instead of a notification about a conflict.
 */
export function isVehicleTaken(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'conflict';
}
