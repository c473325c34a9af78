/**
 * How a failed search or booking is shown (spec §8 "Search errors", decision D23): the four discount-code messages
 * and WRONG_PARAMETER have the search's own messages, the SEARCH_* codes the catalogue's, SEARCH_NO_ACTIVE_CARD and
 * RENTAL_BASE_REQUIRED_PAYMENT_CARD_MISSING their messages with a link to the payment methods; anything else goes to
 * the app's generic handler.
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
] as const;

/**
 * The codes whose message links to the payment methods page (spec §8: no active card at the rental's end; a booking
 * that needs a card, decision D15), which brings the driver back once a card is added (issue 13).
 */
export const CARD_NEEDED_CODES = ['SEARCH_NO_ACTIVE_CARD', 'RENTAL_BASE_REQUIRED_PAYMENT_CARD_MISSING'] as const;

/** Where the card-needed messages link (spec §2 account/payment-method). */
export const PAYMENT_METHODS_PATH = pagePath('payment-methods');

/** The payment methods page, which sends the driver back to `returnTo` (an app path) once a card is added. */
export function paymentMethodsLink(returnTo: string): string {
  return `${PAYMENT_METHODS_PATH}?${new URLSearchParams({ redirect: returnTo }).toString()}`;
}

/** One message to show in place; a card-needed one links to the payment methods. */
export type InlineSearchError = { kind: 'message'; id: string } | { kind: 'card-needed'; id: string };

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
  if ((CARD_NEEDED_CODES as readonly string[]).includes(upper)) return { kind: 'card-needed', id: `errors.${upper}` };
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
    const duplicate = messages.some((m) => m.kind === inline.kind && m.id === inline.id);
    if (!duplicate) messages.push(inline);
  }
  return { kind: 'inline', messages };
}

/**
 * The code of the conflict that means the vehicle is no longer free for the booked times: spec §8's catalogue message
 * "no vehicle available for the criteria", answered with 409 by `POST /user/rentals`.
 */
export const VEHICLE_NOT_AVAILABLE = 'VEHICLE_NOT_AVAILABLE';

/**
 * Whether a booking was refused because the vehicle is no longer free for the searched dates (issue 17): the search's
 * answer is kept for the whole journey and never sent again behind the driver's back, so availability is checked once,
 * at confirm, by the server. The review says so in place and offers the results again. Only that conflict (a 409
 * whose list names VEHICLE_NOT_AVAILABLE, codes matched upper-cased as spec §8 does) means so: any other 409
 * (PASSENGER_ALREADY_ADDED, RENTAL_NOT_MODIFIABLE, ...) goes to the generic handler with its own message (issue 31).
 */
export function isVehicleTaken(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.code === 'conflict' &&
    error.errors.some((item) => item.code.toUpperCase() === VEHICLE_NOT_AVAILABLE)
  );
}
