import { describe, expect, it } from 'vitest';
import { ariaLocales, initialLanguage, readStoredLanguage } from './language.ts';

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

describe('decision D25: the locale react-aria formats with', () => {
  const time = (language: 'fr' | 'en') =>
    new Intl.DateTimeFormat(ariaLocales[language], { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }).format(
      Date.UTC(2026, 11, 15, 17, 30),
    );

  it('writes English dates day first with 24-hour times, like the summaries', () => {
    expect(time('en')).toBe('15/12/2026, 17:30');
  });

  it('writes French dates day first with 24-hour times', () => {
    expect(time('fr')).toBe('15/12/2026 17:30');
  });
});
