/**
 * Payment cards (spec §2, §4, §9): ordered by `set_as_default_at`, newest first; the first is the main card.
 */

/** The card fields these rules read (server names, spec §3). */
export interface PaymentCardRules {
  /** When the card was last set as default (ISO 8601), or null if never. */
  set_as_default_at?: string | null;
}

// An instant is all the order needs: `Date.parse` reads the contract's ISO 8601 timestamps (offsets included), which
// keeps luxon out of the card list's chunk (the entry lists every shared chunk a route preloads: the /login budget).
function defaultedAt(card: PaymentCardRules): number {
  if (!card.set_as_default_at) return Number.NEGATIVE_INFINITY;
  const time = Date.parse(card.set_as_default_at);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * Cards ordered by default date, newest first (spec §4); cards never set as default (or with an unreadable date)
 * come last, in their given order. Returns a new array.
 */
export function sortCards<T extends PaymentCardRules>(cards: readonly T[]): T[] {
  return [...cards].sort((a, b) => {
    const x = defaultedAt(a);
    const y = defaultedAt(b);
    return x === y ? 0 : y > x ? 1 : -1;
  });
}

/** The main card: the first in default-date order (spec §2), or undefined without cards. */
export function mainCard<T extends PaymentCardRules>(cards: readonly T[]): T | undefined {
  return sortCards(cards)[0];
}

/** The cards of the payment-method table with the main flag: the main card carries an icon, the others a menu. */
export function cardRows<T extends PaymentCardRules>(cards: readonly T[]): { card: T; isMain: boolean }[] {
  return sortCards(cards).map((card, index) => ({ card, isMain: index === 0 }));
}

/** The masked number of a card (spec §2): `XXXX XXXX XXXX` and the last four digits. */
export function maskCardNumber(last4: string | null | undefined): string {
  return `XXXX XXXX XXXX ${last4 ?? ''}`.trimEnd();
}

/** The expiry as month/year, `04/2027` (spec §2). */
export function formatCardExpiry(expMonth: number, expYear: number): string {
  return `${String(expMonth).padStart(2, '0')}/${expYear}`;
}
