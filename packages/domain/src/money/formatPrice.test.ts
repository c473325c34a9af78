import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

// These rows were ui's, when ui had its own copy of the rule (issue 12: one home for each rule).
const formatPrice = (cents: number, currency: string, locale: string) => formatMoney({ value_cents: cents, iso_code: currency }, locale);

// Intl puts a narrow no-break space before the symbol in French; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatPrice', () => {
  it('spec §9 prices are cents divided by 100; decision D26 French puts the symbol after', () => {
    expect(plain(formatPrice(1250, 'EUR', 'fr-FR'))).toBe('12,50 €');
    expect(plain(formatPrice(1250, 'CAD', 'fr-FR'))).toBe('12,50 $');
  });

  it('decision D26: English puts the symbol before; spec §2 USD and CAD as $, GBP as a pound sign', () => {
    expect(formatPrice(1250, 'EUR', 'en-GB')).toBe('€12.50');
    expect(formatPrice(1250, 'CAD', 'en-GB')).toBe('$12.50');
    expect(formatPrice(1250, 'USD', 'en')).toBe('$12.50');
    expect(formatPrice(99, 'GBP', 'en-GB')).toBe('£0.99');
  });

  it('decision D26: a zero price shows nothing', () => {
    expect(formatPrice(0, 'EUR', 'fr-FR')).toBe('');
  });
});
