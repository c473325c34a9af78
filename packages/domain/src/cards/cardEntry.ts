/**
 * Typing a card (decision D34, the demo provider's own form) and reading a stored one (spec §2, §3): the brand from
 * the first digits, the number grouped as printed on the card, the Luhn check, the expiry typed as MM/YY, whether a
 * card has expired, and which publishable key is the demo API's. No text: errors are keys of
 * {@link CARD_ENTRY_ERRORS}, whose messages belong to the card form that shows them (only that form needs them, so
 * they stay out of the app's first catalogue, which /login pays for).
 */
import type { DateTime } from 'luxon';

/** Card brands, named as the card provider names them (`PaymentCard.brand`, spec §3). */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'unknown'] as const;
/** A card brand. */
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The brand of a stored card: the provider's name when it is one of {@link CARD_BRANDS}, else `unknown`. */
export function cardBrand(brand: string | null | undefined): CardBrand {
  const name = (brand ?? '').toLowerCase().replace(/[\s_-]/g, '');
  if (name === 'americanexpress') return 'amex';
  if (name === 'dinersclub') return 'diners';
  return (CARD_BRANDS as readonly string[]).includes(name) ? (name as CardBrand) : 'unknown';
}

// First digits of each brand (IIN ranges as card networks publish them), most specific first.
const BRAND_PREFIXES: readonly [CardBrand, RegExp][] = [
  ['amex', /^3[47]/],
  ['diners', /^3(0[0-5]|[689])/],
  ['jcb', /^35(2[89]|[3-8])/],
  ['visa', /^4/],
  ['mastercard', /^(5[1-5]|2(2[2-9]|[3-6]|7[01]|720))/],
  ['discover', /^(6011|65|64[4-9])/],
  ['unionpay', /^62/],
];

/** The digits of what was typed (spaces, dashes and anything else dropped). */
export function cardDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** The brand of a number being typed, from its first digits; `unknown` until they tell. */
export function cardBrandOfNumber(text: string): CardBrand {
  const digits = cardDigits(text);
  return BRAND_PREFIXES.find(([, prefix]) => prefix.test(digits))?.[0] ?? 'unknown';
}

/** How many digits a brand's numbers have. */
export function cardNumberLengths(brand: CardBrand): readonly number[] {
  if (brand === 'amex') return [15];
  if (brand === 'diners') return [14, 16];
  if (brand === 'unionpay') return [16, 17, 18, 19];
  return [16];
}

/** The groups a number is printed in: 4-6-5 for American Express, 4-6-4 for 14-digit Diners, else fours. */
function groupsOf(brand: CardBrand, length: number): number[] {
  if (brand === 'amex') return [4, 6, 5];
  if (brand === 'diners' && length <= 14) return [4, 6, 4];
  return [4, 4, 4, 4, 3];
}

/**
 * A number as it is printed on the card, while it is typed: `4242 4242 4242 4242`, `3782 822463 10005`. Digits past
 * the brand's longest number are dropped.
 */
export function formatCardNumber(text: string): string {
  const brand = cardBrandOfNumber(text);
  const longest = Math.max(...cardNumberLengths(brand));
  const digits = cardDigits(text).slice(0, longest);
  const parts: string[] = [];
  let at = 0;
  for (const size of groupsOf(brand, digits.length)) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** The Luhn check digit test every card number passes (ISO/IEC 7812). */
export function isLuhnValid(text: string): boolean {
  const digits = cardDigits(text);
  if (digits.length < 2) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * An expiry while it is typed, as `MM/YY`: a first digit above 1 is a month of its own (`4` → `04/`), the slash
 * comes once the month is complete, and a deleted slash is not put back at once (`12/` → `12`).
 */
export function formatExpiryInput(text: string, previous = ''): string {
  let digits = cardDigits(text).slice(0, 4);
  if (/^[2-9]$/.test(digits.slice(0, 1))) digits = `0${digits}`.slice(0, 4);
  if (digits.length < 2) return digits;
  const deletingSlash = previous.endsWith('/') && text.length < previous.length && digits.length === 2;
  if (digits.length === 2) return deletingSlash ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** A month and a four-digit year. */
export interface CardExpiry {
  month: number;
  year: number;
}

/** The expiry of `MM/YY` or `MM/YYYY` (spaces allowed), or null when it is not a month and a year. */
export function parseCardExpiry(text: string): CardExpiry | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** Whether a card has expired: it is valid until the last day of its expiry month (spec §2 "marked as expired"). */
export function isCardExpired(expiry: CardExpiry, now: DateTime): boolean {
  return expiry.year < now.year || (expiry.year === now.year && expiry.month < now.month);
}

/** The errors of a typed card. */
export const CARD_ENTRY_ERRORS = ['required', 'card-number-invalid', 'card-expiry-invalid', 'card-expired', 'card-cvc-invalid'] as const;
/** An error of a typed card. */
export type CardEntryError = (typeof CARD_ENTRY_ERRORS)[number];

/** What the demo provider's form holds. */
export interface CardEntry {
  number: string;
  expiry: string;
  cvc: string;
}

/**
 * The errors of a typed card (decision D34): the number must have its brand's length and pass the Luhn check, the
 * expiry must be a month not yet past, the security code three digits (four for American Express).
 * @param now the current time, in the tenant's zone
 */
export function validateCardEntry(entry: CardEntry, now: DateTime): Partial<Record<keyof CardEntry, CardEntryError>> {
  const errors: Partial<Record<keyof CardEntry, CardEntryError>> = {};
  const digits = cardDigits(entry.number);
  const brand = cardBrandOfNumber(digits);
  if (digits === '') errors.number = 'required';
  else if (!cardNumberLengths(brand).includes(digits.length) || !isLuhnValid(digits)) errors.number = 'card-number-invalid';
  const expiry = parseCardExpiry(entry.expiry);
  if (entry.expiry.trim() === '') errors.expiry = 'required';
  else if (!expiry) errors.expiry = 'card-expiry-invalid';
  else if (isCardExpired(expiry, now)) errors.expiry = 'card-expired';
  const cvc = entry.cvc.trim();
  if (cvc === '') errors.cvc = 'required';
  else if (!new RegExp(`^\\d{${brand === 'amex' ? 4 : 3}}$`).test(cvc)) errors.cvc = 'card-cvc-invalid';
  return errors;
}

/**
 * Whether a publishable key is the demo operator API's (decision D34): then the demo provider stands in for Stripe.
 * The demo API answers `pk_test_demo_<tenant>_<id>`; a real operator's keys never start so.
 */
export function isDemoProviderKey(key: string): boolean {
  return key.startsWith('pk_test_demo_');
}
