import { describe, expect, it } from 'vitest';
import { pendingValidationButtons, registrationCompleteTarget } from './completion.ts';

describe('end of registration (spec §2)', () => {
  it.each([
    ['https://app.example.com/back', 'public', { backToApp: true, backHome: false }],
    ['https://app.example.com/back', 'private', { backToApp: true, backHome: false }],
    [null, 'public', { backToApp: false, backHome: true }],
    ['', 'private', { backToApp: false, backHome: false }],
  ])('§2 pending validation with redirect_uri %j on a %s platform', (uri, platform_type, expected) => {
    expect(pendingValidationButtons(uri, { platform_type })).toEqual(expected);
  });

  it.each([
    ['https://app.example.com/back?x=1', { kind: 'external', url: 'https://app.example.com/back?x=1&access_token=tok' }],
    ['http://localhost:3000/', { kind: 'external', url: 'http://localhost:3000/?access_token=tok' }],
    ['https://app.example.com/cb?#done', { kind: 'external', url: 'https://app.example.com/cb?access_token=tok#done' }],
    ['https://app.example.com/cb?a=1&', { kind: 'external', url: 'https://app.example.com/cb?a=1&access_token=tok' }],
    ['https://app.example.com', { kind: 'external', url: 'https://app.example.com?access_token=tok' }],
    ['https://', { kind: 'root' }],
    ['//app.example.com/cb', { kind: 'root' }],
    [undefined, { kind: 'root' }],
    ['not a url', { kind: 'root' }],
    ['javascript:alert(1)', { kind: 'root' }],
  ])('§2 registration complete with redirect_uri %j', (uri, expected) => {
    expect(registrationCompleteTarget(uri, 'tok')).toEqual(expected);
  });

  it('§2 the token is encoded', () => {
    expect(registrationCompleteTarget('https://a.example/x', 'a+b/c=')).toEqual({
      kind: 'external',
      url: 'https://a.example/x?access_token=a%2Bb%2Fc%3D',
    });
  });
});
