import { describe, expect, it } from 'vitest';
import { guestMenuEntries } from './menu.ts';
import { offersSignup } from './signupOffer.ts';

describe('the sign-up offer (spec §2 /login and landing, §6, D6; issue 31 defect 15: one rule)', () => {
  it.each([
    [true, true, true],
    // campus: registration on (its drivers finish their steps on /signup), auto-register off.
    [true, false, false],
    [false, true, false],
    [false, false, false],
    [undefined, undefined, false],
  ])('spec §2, §6: registration %s and auto-register %s: sign-up offered %s', (use_registration, use_auto_register, expected) => {
    expect(offersSignup({ use_registration, use_auto_register })).toBe(expected);
  });

  it.each([
    [true, true],
    [true, false],
    [false, true],
    [false, false],
  ])('spec §6, D6: the guest menu (drawer and sign-in dialog) follows the same rule (registration %s, auto-register %s)', (use_registration, use_auto_register) => {
    const tenant = { use_registration, use_auto_register };
    expect(guestMenuEntries(tenant).includes('signup')).toBe(offersSignup(tenant));
  });
});
