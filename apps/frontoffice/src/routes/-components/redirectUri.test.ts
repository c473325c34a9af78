import { describe, expect, it } from 'vitest';
import { allowedRedirectUri } from './redirectUri.ts';

describe('allowedRedirectUri (issue 7: only addresses config.json lists)', () => {
  const allowed = ['https://app.operator.example/mobile', 'https://partner.example/'];

  it('keeps an address under an allowed one', () => {
    expect(allowedRedirectUri('https://app.operator.example/mobile/done?x=1', allowed)).toBe('https://app.operator.example/mobile/done?x=1');
    expect(allowedRedirectUri('https://app.operator.example/mobile', allowed)).toBe('https://app.operator.example/mobile');
    expect(allowedRedirectUri('https://partner.example/back', allowed)).toBe('https://partner.example/back');
  });

  it('refuses another origin, a look-alike host or path, a script address and nothing', () => {
    expect(allowedRedirectUri('https://app.operator.example.evil.test/mobile', allowed)).toBeNull();
    expect(allowedRedirectUri('https://app.operator.example/mobileevil', allowed)).toBeNull();
    expect(allowedRedirectUri('http://app.operator.example/mobile', allowed)).toBeNull();
    expect(allowedRedirectUri('javascript:alert(1)', allowed)).toBeNull();
    expect(allowedRedirectUri('/relative', allowed)).toBeNull();
    expect(allowedRedirectUri(undefined, allowed)).toBeNull();
    expect(allowedRedirectUri('https://partner.example/back', [])).toBeNull();
  });
});
