import { describe, expect, it } from 'vitest';
import { allowedRedirectUri, registrationTarget } from './redirectUri.ts';

describe('allowedRedirectUri (decision D30: only an exact match of config.json allowedRedirectUris)', () => {
  const allowed = ['https://app.example.org/after-signup', 'https://partner.example/'];

  it('D30 keeps an address that equals an allowed one', () => {
    expect(allowedRedirectUri('https://app.example.org/after-signup', allowed)).toBe('https://app.example.org/after-signup');
    expect(allowedRedirectUri('https://partner.example/', allowed)).toBe('https://partner.example/');
  });

  it.each([
    ['a sub-path of the allowed address', 'https://app.example.org/after-signup/evil'],
    ['an extra query', 'https://app.example.org/after-signup?next=https://evil.example'],
    ['a fragment', 'https://app.example.org/after-signup#x'],
    ['a trailing slash', 'https://app.example.org/after-signup/'],
    ['a look-alike host', 'https://app.example.org.evil.example/after-signup'],
    ['another scheme', 'http://app.example.org/after-signup'],
    ['another port', 'https://app.example.org:8443/after-signup'],
    ['a protocol-relative address', '//evil.example'],
    ['a script address', 'javascript:alert(document.cookie)'],
    ['an address carrying the allowed one in its query', 'https://evil.example/?u=https://app.example.org/after-signup'],
    ['a path under another allowed address', 'https://partner.example/back'],
    ['a relative path', '/after-signup'],
    ['nothing', undefined],
  ])('D30 refuses %s', (_, value) => {
    expect(allowedRedirectUri(value, allowed)).toBeNull();
  });

  it('D30 refuses everything when none is configured', () => {
    expect(allowedRedirectUri('https://app.example.org/after-signup', [])).toBeNull();
  });

  it('spec §2 a complete registration follows the allowed address with the access token, else goes to the root', () => {
    expect(registrationTarget('https://app.example.org/after-signup', allowed, 'tok en')).toEqual({
      kind: 'external',
      url: 'https://app.example.org/after-signup?access_token=tok%20en',
    });
    expect(registrationTarget('https://app.example.org/after-signup/evil', allowed, 'tok')).toEqual({ kind: 'root' });
    expect(registrationTarget(undefined, allowed, 'tok')).toEqual({ kind: 'root' });
  });
});
