import type { CardMonth } from '@frontoffice/domain';

/**
 * The current month in a time zone (the tenant's), for the card rules (an expired card, an expiry in the past): the
 * browser's `Intl` reads the zone, so the card form and the card list carry no date library.
 */
export function currentMonthIn(timeZone: string, now: Date = new Date()): CardMonth {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(now);
  const part = (type: 'year' | 'month') => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month') };
}
