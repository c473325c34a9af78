import { describe, expect, it } from 'vitest';
import { availableLanguages, pickLanguage } from './pickLanguage.ts';

describe('language once the tenant is known (spec §1, §9; issue 7)', () => {
  it.each([
    ['en', { language: 'fr', use_multi_language: true }, 'en'],
    [null, { language: 'en', use_multi_language: true }, 'en'],
    [null, { language: 'fr', use_multi_language: true }, 'fr'],
    ['en', { language: 'fr', use_multi_language: false }, 'fr'],
    ['fr', { language: 'en', use_multi_language: false }, 'en'],
  ] as const)('stored %s, tenant %j → %s', (stored, tenant, expected) => {
    expect(pickLanguage(stored, tenant)).toBe(expected);
  });

  it('offers both languages only with multi-language on', () => {
    expect(availableLanguages({ language: 'fr', use_multi_language: true })).toEqual(['fr', 'en']);
    expect(availableLanguages({ language: 'fr', use_multi_language: false })).toEqual(['fr']);
  });
});
