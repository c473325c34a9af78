import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardBrandOfNumber,
  cardNumberLengths,
  formatCardNumber,
  formatExpiryInput,
  isCardExpired,
  isDemoProviderKey,
  isLuhnValid,
  parseCardExpiry,
  validateCardEntry,
} from './cardEntry.ts';

const now = DateTime.fromISO('2026-11-24T10:00:00', { zone: 'America/Montreal' });

describe('typing a card (decision D34, the demo provider form)', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['3056930009020004', 'diners'],
    ['3566002020360505', 'jcb'],
    ['6011111111111117', 'discover'],
    ['6200000000000005', 'unionpay'],
    ['9999', 'unknown'],
    ['', 'unknown'],
  ])('the brand of %s is %s', (number, brand) => {
    expect(cardBrandOfNumber(number)).toBe(brand);
  });

  it.each([
    ['visa', 'visa'],
    ['Visa', 'visa'],
    ['American Express', 'amex'],
    ['diners_club', 'diners'],
    ['MasterCard', 'mastercard'],
    ['cartes_bancaires', 'unknown'],
    [null, 'unknown'],
  ])('a stored brand %j reads as %s', (stored, brand) => {
    expect(cardBrand(stored)).toBe(brand);
  });

  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['42424', '4242 4'],
    ['4242-4242 4242 42429999', '4242 4242 4242 4242'],
    ['378282246310005', '3782 822463 10005'],
    ['30569309025904', '3056 930902 5904'],
    ['6200000000000000005', '6200 0000 0000 0000 005'],
    ['', ''],
  ])('%s is shown as %j while typed', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it('lengths: 15 for American Express, 14 or 16 for Diners, up to 19 for UnionPay, else 16', () => {
    expect(cardNumberLengths('amex')).toEqual([15]);
    expect(cardNumberLengths('diners')).toEqual([14, 16]);
    expect(cardNumberLengths('unionpay')).toEqual([16, 17, 18, 19]);
    expect(cardNumberLengths('visa')).toEqual([16]);
  });

  it.each([
    ['4242424242424242', true],
    ['4000 0000 0000 0002', true],
    ['4000002500003155', true],
    ['4242424242424241', false],
    ['0', false],
  ])('Luhn check of %s: %s', (number, valid) => {
    expect(isLuhnValid(number)).toBe(valid);
  });

  it.each([
    ['1', '', '1'],
    ['4', '', '04/'],
    ['12', '1', '12/'],
    ['12', '12/', '12'],
    ['123', '12/', '12/3'],
    ['12/345', '12/34', '12/34'],
    ['0', '', '0'],
    ['', '0', ''],
  ])('expiry typed %j after %j shows %j', (typed, previous, shown) => {
    expect(formatExpiryInput(typed, previous)).toBe(shown);
  });

  it.each([
    ['12/30', { month: 12, year: 2030 }],
    [' 4 / 2031 ', { month: 4, year: 2031 }],
    ['13/30', null],
    ['00/30', null],
    ['1230', null],
    ['12/3', null],
  ])('parses %j as %j', (text, expiry) => {
    expect(parseCardExpiry(text)).toEqual(expiry);
  });

  it.each([
    [{ month: 11, year: 2026 }, false],
    [{ month: 10, year: 2026 }, true],
    [{ month: 1, year: 2027 }, false],
    [{ month: 12, year: 2025 }, true],
  ])('§2 a card expiring %j is expired in November 2026: %s', (expiry, expired) => {
    expect(isCardExpired(expiry, now)).toBe(expired);
  });

  it('D34 a valid card has no error', () => {
    expect(validateCardEntry({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, now)).toEqual({});
    expect(validateCardEntry({ number: '3782 822463 10005', expiry: '11/26', cvc: '1234' }, now)).toEqual({});
  });

  it.each([
    [{ number: '', expiry: '', cvc: '' }, { number: 'required', expiry: 'required', cvc: 'required' }],
    [{ number: '4242 4242 4242 4241', expiry: '13/30', cvc: '12' }, { number: 'card-number-invalid', expiry: 'card-expiry-invalid', cvc: 'card-cvc-invalid' }],
    [{ number: '4242 4242 4242', expiry: '10/26', cvc: '1234' }, { number: 'card-number-invalid', expiry: 'card-expired', cvc: 'card-cvc-invalid' }],
    [{ number: '3782 822463 10005', expiry: '12/30', cvc: '123' }, { cvc: 'card-cvc-invalid' }],
  ])('D34 the errors of %j are %j', (entry, errors) => {
    expect(validateCardEntry(entry, now)).toEqual(errors);
  });

  it.each([
    ['pk_test_demo_demo_1', true],
    ['pk_test_51Habc', false],
    ['pk_live_demo', false],
  ])('D34 %s is the demo API key: %s', (key, demo) => {
    expect(isDemoProviderKey(key)).toBe(demo);
  });
});
