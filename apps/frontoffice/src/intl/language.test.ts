import { describe, expect, it } from 'vitest';
import { initialLanguage, readStoredLanguage } from './language.ts';

describe('start-up language (spec §1, §9)', () => {
  it.each([
    ['en', 'fr', 'en'],
    [null, 'en', 'en'],
    [null, null, 'fr'],
    ['de', 'de', 'fr'],
    ['', 'en', 'en'],
  ] as const)('stored %s, tenant %s → %s', (stored, tenant, expected) => {
    expect(initialLanguage(stored, tenant)).toBe(expected);
  });

  it('reads lng and survives a storage that throws', () => {
    expect(readStoredLanguage({ getItem: (key) => (key === 'lng' ? 'en' : null) })).toBe('en');
    expect(
      readStoredLanguage({
        getItem: () => {
          throw new DOMException('denied', 'SecurityError');
        },
      }),
    ).toBeNull();
  });
});
