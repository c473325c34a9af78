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
    [undefined, { kind: 'root' }],
    ['not a url', { kind: 'root' }],
    ['javascript:alert(1)', { kind: 'root' }],
  ])('§2 registration complete with redirect_uri %j', (uri, expected) => {
    expect(registrationCompleteTarget(uri, 'tok')).toEqual(expected);
  });
});
