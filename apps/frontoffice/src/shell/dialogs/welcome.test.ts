import { afterEach, describe, expect, it } from 'vitest';
import { deferWelcome, hasSeenWelcome, isWelcomeDeferred, markWelcomeSeen, releaseWelcome } from './welcome.ts';

afterEach(() => window.localStorage.clear());

describe('the welcome dialog, once per account per browser after its first sign-in (decision D19)', () => {
  it('is seen per account', () => {
    markWelcomeSeen(10_001);
    expect(hasSeenWelcome(10_001)).toBe(true);
    expect(hasSeenWelcome(10_002)).toBe(false);
  });

  it('an account created here waits for a sign-in; a sign-in releases it', () => {
    deferWelcome(10_001);
    expect(isWelcomeDeferred(10_001)).toBe(true);
    expect(isWelcomeDeferred(10_002)).toBe(false);
    releaseWelcome();
    expect(isWelcomeDeferred(10_001)).toBe(false);
    expect(hasSeenWelcome(10_001)).toBe(false);
  });
});
