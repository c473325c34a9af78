/**
 * Prices (spec §3, §9, decision D26): cents divided by 100, formatted by `Intl.NumberFormat` with the price's own
 * currency. The narrow symbol gives what D26 asks for: French puts it after (`12,50 €`, `12,50 $`), English before
 * (`€12.50`, `$12.50`, `£12.50`), and CAD shows as `$` rather than `CA$`. A zero price shows nothing.
 */
import { languageOf } from '../locale/language.ts';

/** A price as the server sends it (spec §3). */
export interface Money {
  /** Amount in cents. */
  value_cents?: number | null;
  /** ISO 4217 code, e.g. EUR, USD, CAD, GBP. */
  iso_code?: string | null;
}

/** Cents to currency units (spec §9: cents divided by 100). */
export function centsToUnits(cents: number): number {
  return cents / 100;
}

function formatter(language: string, currency: string | null | undefined): Intl.NumberFormat {
  const plain = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
  if (!currency) return new Intl.NumberFormat(language, plain);
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
  } catch {
    // A malformed code must not break the page: the amount alone is still right.
    return new Intl.NumberFormat(language, plain);
  }
}

/**
 * A price for display in the user's language (D26); empty for zero, missing or non-finite amounts (spec §3). When
 * the price has no currency, `fallbackCurrency` (the tenant's) is used, and failing that the bare amount.
 */
export function formatMoney(
  price: Money | null | undefined,
  locale: string,
  fallbackCurrency?: string | null,
): string {
  const cents = price?.value_cents;
  if (typeof cents !== 'number' || !Number.isFinite(cents) || cents === 0) return '';
  return formatter(languageOf(locale), price?.iso_code || fallbackCurrency).format(centsToUnits(cents));
}

/**
 * The pre-discount price to strike through beside a search result's price (spec §2), or null when there is nothing
 * to strike: no pre-discount price, a different currency, or one that is not higher than the price.
 */
export function preDiscountPrice(result: {
  price?: Money | null;
  prediscount_price?: Money | null;
}): Money | null {
  const before = result.prediscount_price;
  const now = result.price;
  if (typeof before?.value_cents !== 'number') return null;
  if (now?.iso_code && before.iso_code && now.iso_code !== before.iso_code) return null;
  return before.value_cents > (now?.value_cents ?? 0) ? before : null;
}
