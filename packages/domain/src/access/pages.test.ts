import { describe, expect, it } from 'vitest';
import { TENANT_FEATURES, usesFeature, type TenantFeature } from '../tenant/features.ts';
import { hasCardForm, isPageEnabled, PAGES, pagePath, type PageId } from './pages.ts';

describe('feature switches (spec §3, issue 12: read in one place)', () => {
  it.each(Object.entries(TENANT_FEATURES) as [TenantFeature, string][])('§3 %s is the setting %s', (feature, setting) => {
    expect(usesFeature({ [setting]: true }, feature)).toBe(true);
    expect(usesFeature({ [setting]: false }, feature)).toBe(false);
    expect(usesFeature({}, feature)).toBe(false);
  });

  it.each([['true'], [1], [null], ['yes']])('D32 an odd value (%j) is off', (value) => {
    expect(usesFeature({ use_billing: value as never }, 'billing')).toBe(false);
  });
});

describe('pages (spec §2)', () => {
  const gated: [PageId, string][] = [
    ['carpoolings', 'use_carpooling'],
    ['payment-methods', 'use_payments'],
    ['help-pricing', 'use_billing'],
    ['pricing', 'use_billing'],
    ['signup', 'use_registration'],
    ['signup-welcome', 'use_registration'],
    ['sso-callback', 'use_single_sign_on'],
  ];

  it.each(gated)('§2 %s exists only with %s', (page, setting) => {
    expect(isPageEnabled(page, { [setting]: true })).toBe(true);
    expect(isPageEnabled(page, { [setting]: false })).toBe(false);
    expect(isPageEnabled(page, {})).toBe(false);
  });

  it('§2 every other page exists on a tenant with no switch', () => {
    const gatedIds = new Set(gated.map(([page]) => page));
    const others = (Object.keys(PAGES) as PageId[]).filter((page) => !gatedIds.has(page));
    expect(others.length).toBeGreaterThan(15);
    for (const page of others) expect(isPageEnabled(page, {})).toBe(true);
  });

  it.each([
    ['forgot-password', '/forgot-password'],
    ['reset-password', '/reset-password'],
    ['payment-methods', '/account/payment-method'],
    ['history', '/account/bookings-history'],
    ['privacy-policy', '/politique-de-confidentialite'],
    ['accessibility', '/accessibilite'],
    ['custom-page', '/page/$type'],
  ] as const)('§2, D3, D5 the path of %s is %s', (page, path) => {
    expect(pagePath(page)).toBe(path);
  });

  it('no two pages share a path', () => {
    const paths = Object.values(PAGES).map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('card forms (decision D34, issue 19: Stripe admitted only where a card form is)', () => {
  it('D34 the payment methods page and signup (its card step) hold a card form, and no other page', () => {
    const pages = (Object.keys(PAGES) as PageId[]).filter(hasCardForm);
    expect(pages.sort()).toEqual(['payment-methods', 'signup']);
  });
});

describe('the auth page (spec §2 route list "auth (sso/auth)", issue 31 defect 3)', () => {
  it('spec §2: /auth is a page of the product, for guests, on every tenant (it starts single sign-on or goes to login)', () => {
    expect(PAGES.auth).toEqual({ path: '/auth', access: 'guest-only' });
    expect(isPageEnabled('auth', {})).toBe(true);
  });
});

describe('the accessibility statement (issue 31, European Accessibility Act)', () => {
  it('issue 31: /accessibilite is open to guests and members alike, on every tenant', () => {
    expect(PAGES.accessibility).toEqual({ path: '/accessibilite', access: 'open' });
    expect(isPageEnabled('accessibility', {})).toBe(true);
  });
});
