import { describe, expect, it } from 'vitest';
import { ACCOUNT_MENU_ENTRIES, accountMenuEntries, guestMenuEntries, MENU_ENTRY_PAGES, memberMenuEntries, menuEntries } from './menu.ts';

const everything = {
  use_carpooling: true,
  use_registration: true,
  use_payments: true,
  use_fleet_planning: true,
  use_billing: true,
  use_multi_language: true,
};

describe('menus (spec §2, §6, D6, D7)', () => {
  it('§2 a tenant with every switch, an incomplete back-office user', () => {
    expect(memberMenuEntries(everything, { serverStep: 'driver_on_sms_form', canAccessBackOffice: true })).toEqual([
      'bookings',
      'carpoolings',
      'history',
      'end-registration',
      'payment-methods',
      'back-office',
      'fleet-planning',
      'help-faq',
      'help-contact',
      'help-pricing',
      'help-accessibility',
      'language',
      'privacy',
      'logout',
    ]);
  });

  it('§2 a tenant with no switch, a complete driver', () => {
    expect(memberMenuEntries({}, { serverStep: 'driver_ok' })).toEqual([
      'bookings',
      'history',
      'account-details',
      'help-faq',
      'help-contact',
      'help-accessibility',
      'privacy',
      'logout',
    ]);
  });

  it.each([
    ['driver_on_card_form', true, 'end-registration'],
    ['driver_blocked', true, 'end-registration'],
    ['driver_waiting_for_validation', true, 'account-details'],
    ['driver_ok', true, 'account-details'],
    ['driver_on_card_form', false, 'account-details'],
  ])('§2 step %s with registration %s shows %s', (serverStep, use_registration, expected) => {
    const entries = memberMenuEntries({ use_registration }, { serverStep });
    expect(entries).toContain(expected);
    expect(entries).not.toContain(expected === 'end-registration' ? 'account-details' : 'end-registration');
  });

  it.each([
    [true, true, ['signup', 'login']],
    // campus: registration on, auto-register off; its drivers' accounts are not made by themselves.
    [true, false, ['login']],
    [false, true, ['login']],
    [false, false, ['login']],
  ])('spec §2, §6, D6 (issue 31 defect 15): guest menu with registration %s and auto-register %s offers sign-up by the one rule', (use_registration, use_auto_register, expected) => {
    expect(guestMenuEntries({ use_registration, use_auto_register })).toEqual(expected);
    expect(menuEntries('guest', { use_registration, use_auto_register }, {})).toEqual(expected);
  });

  it('issue 31: the help section links the accessibility statement, on every tenant, after the help pages', () => {
    for (const tenant of [{}, everything]) {
      const entries = memberMenuEntries(tenant, { serverStep: 'driver_ok' });
      expect(entries.indexOf('help-accessibility')).toBe(entries.indexOf(tenant === everything ? 'help-pricing' : 'help-contact') + 1);
    }
    expect(MENU_ENTRY_PAGES['help-accessibility']).toBe('accessibility');
  });

  it('§2 a member gets the drawer', () => {
    expect(menuEntries('member', {}, { serverStep: 'driver_ok' })).toContain('account-details');
  });
});

describe('account side menu (spec §2, issue 12: the same entries as the drawer menu)', () => {
  it('§2 every switch, a complete driver: the account pages of the drawer, in its order', () => {
    expect(accountMenuEntries(everything, { serverStep: 'driver_ok' })).toEqual([
      'bookings',
      'carpoolings',
      'history',
      'account-details',
      'payment-methods',
      'privacy',
      'help-faq',
    ]);
  });

  it('§2 no switch: no carpoolings, no payment methods', () => {
    expect(accountMenuEntries({}, { serverStep: 'driver_ok' })).toEqual(['bookings', 'history', 'account-details', 'privacy', 'help-faq']);
  });

  it('§2 registration on and an incomplete driver: end registration instead of account details, as in the drawer', () => {
    const entries = accountMenuEntries({ use_registration: true }, { serverStep: 'driver_on_sms_form' });
    expect(entries).toContain('end-registration');
    expect(entries).not.toContain('account-details');
  });

  it('every side-menu entry is a drawer entry that opens a page', () => {
    for (const entry of ACCOUNT_MENU_ENTRIES) expect(MENU_ENTRY_PAGES[entry]).toBeDefined();
  });
});
