import { describe, expect, it } from 'vitest';
import { centsToUnits, formatMoney, preDiscountPrice } from './money.ts';

// Intl separates French amounts with no-break spaces (U+00A0 before the symbol, U+202F between thousands).
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money (spec §3, §9, D26)', () => {
  it.each([
    [1250, 12.5],
    [0, 0],
    [-99, -0.99],
    [1, 0.01],
  ])('§9 %i cents are %d units', (cents, units) => {
    expect(centsToUnits(cents)).toBe(units);
  });

  it.each([
    ['EUR', 'fr', '12,50 €'],
    ['EUR', 'en', '€12.50'],
    ['USD', 'fr', '12,50 $'],
    ['USD', 'en', '$12.50'],
    ['CAD', 'fr-CA', '12,50 $'],
    ['CAD', 'en-CA', '$12.50'],
    ['GBP', 'en-GB', '£12.50'],
    ['GBP', 'fr', '12,50 £'],
  ])('§3 D26 %s in %s', (iso_code, locale, expected) => {
    expect(plain(formatMoney({ value_cents: 1250, iso_code }, locale))).toBe(expected);
  });

  it.each([
    ['zero shows nothing', { value_cents: 0, iso_code: 'EUR' }, ''],
    ['missing price', null, ''],
    ['missing amount', { iso_code: 'EUR' }, ''],
    ['NaN amount', { value_cents: Number.NaN, iso_code: 'EUR' }, ''],
    ['thousands', { value_cents: 123456789, iso_code: 'EUR' }, '1 234 567,89 €'],
    ['negative (refund)', { value_cents: -500, iso_code: 'EUR' }, '-5,00 €'],
    ['no currency: tenant fallback', { value_cents: 1250 }, '12,50 $'],
    ['malformed currency: amount alone', { value_cents: 1250, iso_code: 'EURO' }, '12,50'],
  ])('§3 D26 %s', (_, price, expected) => {
    expect(plain(formatMoney(price, 'fr', 'CAD'))).toBe(expected);
  });

  it('§3 no currency and no fallback gives the amount alone', () => {
    expect(formatMoney({ value_cents: 1250 }, 'en')).toBe('12.50');
  });

  it.each([
    ['higher pre-discount price is struck', { value_cents: 1000, iso_code: 'EUR' }, { value_cents: 1500, iso_code: 'EUR' }, true],
    ['equal price: nothing to strike', { value_cents: 1500, iso_code: 'EUR' }, { value_cents: 1500, iso_code: 'EUR' }, false],
    ['lower pre-discount price: nothing to strike', { value_cents: 1500, iso_code: 'EUR' }, { value_cents: 1000, iso_code: 'EUR' }, false],
    ['no pre-discount price', { value_cents: 1500, iso_code: 'EUR' }, null, false],
    ['other currency', { value_cents: 1000, iso_code: 'EUR' }, { value_cents: 1500, iso_code: 'GBP' }, false],
    ['free after discount', null, { value_cents: 1500, iso_code: 'EUR' }, true],
  ])('§2 pre-discount price: %s', (_, price, prediscount_price, struck) => {
    expect(preDiscountPrice({ price, prediscount_price })).toBe(struck ? prediscount_price : null);
  });
});
