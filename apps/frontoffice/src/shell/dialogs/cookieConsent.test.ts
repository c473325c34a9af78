import { describe, expect, it } from 'vitest';
import { cookieConsentString, hasCookieConsent, readCookieConsent } from './cookieConsent.ts';

describe('cookie consent (spec §5, §9)', () => {
  it('remembers the answer for about 180 days (15552000000 ms) on the app path', () => {
    const cookie = cookieConsentString({ technical: true, analytics: false }, '/frontofficev2/', true);
    expect(cookie).toContain('Max-Age=15552000');
    expect(cookie).toContain('Path=/frontofficev2/');
    expect(cookie).toContain('Secure');
  });

  it('reads a stored answer back and ignores other or broken cookies', () => {
    const value = cookieConsentString({ technical: true, analytics: true }, '/', false).split(';')[0];
    expect(readCookieConsent(`lng=fr; ${value}`)).toEqual({ technical: true, analytics: true });
    expect(hasCookieConsent('lng=fr')).toBe(false);
    expect(hasCookieConsent('cookie_consent=%7Bbroken')).toBe(false);
    expect(hasCookieConsent(`cookie_consent=${encodeURIComponent('{"technical":false}')}`)).toBe(false);
  });
});
