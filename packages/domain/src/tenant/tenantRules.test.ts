import { describe, expect, it } from 'vitest';
import { isSingleSignOnAvailable, platformTypeOf, searchEngineOf, timezoneOf } from './tenantRules.ts';

describe('tenant settings (spec §3, §9)', () => {
  it.each([
    ['public', 'public'],
    ['private', 'private'],
    ['PUBLIC', 'private'],
    [null, 'private'],
    [undefined, 'private'],
  ])('§9 platform type %j reads as %s', (value, expected) => {
    expect(platformTypeOf({ platform_type: value })).toBe(expected);
  });

  it.each([
    ['address', 'address'],
    ['station', 'station'],
    [undefined, 'station'],
    ['map', 'station'],
  ])('§3 search engine %j reads as %s (default station)', (value, expected) => {
    expect(searchEngineOf({ search_engine: value })).toBe(expected);
  });

  it.each([
    ['Europe/Paris', 'Europe/Paris'],
    ['', 'America/Montreal'],
    [null, 'America/Montreal'],
  ])('§9 time zone %j reads as %s', (value, expected) => {
    expect(timezoneOf({ timezone: value })).toBe(expected);
  });

  it.each([
    [true, 'openid', 'https://idp.example.com', true],
    [true, 'saml', 'https://idp.example.com', false],
    [true, 'openid', '', false],
    [false, 'openid', 'https://idp.example.com', false],
    [null, null, null, false],
  ])('§5 single sign-on switch %s, provider %s, url %j: %s', (use_single_sign_on, provider, url, expected) => {
    expect(isSingleSignOnAvailable({ use_single_sign_on, single_sign_on: { provider, url } })).toBe(expected);
  });

  it('§5 single sign-on without settings is unavailable', () => {
    expect(isSingleSignOnAvailable({ use_single_sign_on: true, single_sign_on: null })).toBe(false);
  });
});
