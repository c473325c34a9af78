import { describe, expect, it } from 'vitest';
import { cardRows, formatCardExpiry, mainCard, maskCardNumber, sortCards } from './cards.ts';

describe('payment cards (spec §2, §4, §9)', () => {
  const cards = [
    { id: 'a', set_as_default_at: '2026-01-01T10:00:00Z' },
    { id: 'b', set_as_default_at: null },
    { id: 'c', set_as_default_at: '2026-06-01T10:00:00+02:00' },
    { id: 'd', set_as_default_at: 'garbage' },
    { id: 'e', set_as_default_at: '2026-06-01T09:00:00Z' },
  ];

  it('§4 newest default date first; never-default cards last in given order', () => {
    expect(sortCards(cards).map((c) => c.id)).toEqual(['e', 'c', 'a', 'b', 'd']);
    expect(cards.map((c) => c.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it.each([
    ['several cards', cards, 'e'],
    ['one card never set as default', [{ id: 'x', set_as_default_at: null }], 'x'],
    ['no card', [], undefined],
  ])('§2 main card with %s', (_, list, expected) => {
    expect(mainCard(list)?.id).toBe(expected);
  });

  it('§2 only the first card is the main card', () => {
    expect(cardRows(cards).map((r) => [r.card.id, r.isMain])).toEqual([
      ['e', true],
      ['c', false],
      ['a', false],
      ['b', false],
      ['d', false],
    ]);
  });

  it.each([
    ['1234', 'XXXX XXXX XXXX 1234'],
    ['0042', 'XXXX XXXX XXXX 0042'],
    [null, 'XXXX XXXX XXXX'],
  ])('§2 last four %j masked as %j', (last4, expected) => {
    expect(maskCardNumber(last4)).toBe(expected);
  });

  it.each([
    [4, 2027, '04/2027'],
    [12, 2030, '12/2030'],
  ])('§2 expiry %i/%i shows %s', (month, year, expected) => {
    expect(formatCardExpiry(month, year)).toBe(expected);
  });
});
