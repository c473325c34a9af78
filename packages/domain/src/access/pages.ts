/**
 * The pages of the product (spec §2 route list), each with its path, the access rule it obeys and the feature switch
 * it needs: one table that route guards, the drawer menu, the account side menu, the footer and the features' links
 * all read (issue 12: "pricing only with billing" is written once, here).
 */
import { usesFeature, type FeatureTenant, type TenantFeature } from '../tenant/features.ts';
import type { RouteKind } from './access.ts';

/** How a page is reached: one of the access rules of {@link RouteKind}, or `open` to everyone. */
export type PageAccess = RouteKind | 'open';

/** One page of the product. */
export interface PageDefinition {
  /** The path under the app's base path (spec §2; decisions D3, D5). */
  readonly path: string;
  /** The access rule of spec §2 the page obeys. */
  readonly access: PageAccess;
  /** The feature switch without which the page does not exist (spec §2, §3). */
  readonly feature?: TenantFeature;
  /**
   * The page holds a card form (decision D34): hosts serve it the card document, whose Content-Security-Policy admits
   * Stripe's hosts, which no other page does (issue 19).
   */
  readonly cardForm?: true;
}

/** The pages of spec §2, by id. */
export const PAGES = {
  root: { path: '/', access: 'root' },
  login: { path: '/login', access: 'guest-only' },
  'forgot-password': { path: '/forgot-password', access: 'guest-only' },
  // decision D3
  'reset-password': { path: '/reset-password', access: 'guest-only' },
  // decision D4: starts single sign-on; says so itself when the tenant cannot offer it.
  'sso-auth': { path: '/sso/auth', access: 'guest-only' },
  // spec §2 route list, "auth (sso/auth)": starts single sign-on where the tenant offers it, otherwise goes to login.
  auth: { path: '/auth', access: 'guest-only' },
  'sso-callback': { path: '/implicit/callback', access: 'open', feature: 'single-sign-on' },
  signup: { path: '/signup', access: 'signup', feature: 'registration', cardForm: true },
  'signup-welcome': { path: '/signup/welcome', access: 'signup', feature: 'registration' },
  // spec §2: each waiting page is for the step the root sends to it (issue 31).
  waiting: { path: '/waiting', access: 'waiting' },
  'waiting-for-validation': { path: '/waiting-for-validation', access: 'waiting-for-validation' },
  search: { path: '/search', access: 'protected' },
  // The account area: its pages beside a side menu (decision D2: always a signed-in member).
  account: { path: '/account', access: 'account' },
  bookings: { path: '/account/bookings', access: 'account' },
  carpoolings: { path: '/account/carpoolings', access: 'account', feature: 'carpooling' },
  history: { path: '/account/bookings-history', access: 'account' },
  'account-details': { path: '/account/details', access: 'account' },
  'payment-methods': { path: '/account/payment-method', access: 'account', feature: 'payments', cardForm: true },
  privacy: { path: '/account/privacy', access: 'account' },
  'help-faq': { path: '/account/help/faq', access: 'account' },
  'help-contact': { path: '/account/help/contact', access: 'account' },
  'help-cgu': { path: '/account/help/cgu', access: 'account' },
  // decision D7: pricing only with billing.
  'help-pricing': { path: '/account/help/pricing', access: 'account', feature: 'billing' },
  faqs: { path: '/faqs', access: 'open' },
  'delete-account-faq': { path: '/faqs/delete-account', access: 'open' },
  terms: { path: '/cgu', access: 'open' },
  contact: { path: '/contact', access: 'open' },
  pricing: { path: '/pricing', access: 'open', feature: 'billing' },
  'privacy-policy': { path: '/politique-de-confidentialite', access: 'open' },
  // issue 31: the accessibility statement, on every tenant, signed in or not (European Accessibility Act).
  accessibility: { path: '/accessibilite', access: 'open' },
  // decision D5
  'custom-page': { path: '/page/$type', access: 'open' },
} as const satisfies Record<string, PageDefinition>;

/** A page of the product. */
export type PageId = keyof typeof PAGES;

/** The path of a page (a TanStack route path: the app checks that each one is a route of its tree). */
export type PagePath = (typeof PAGES)[PageId]['path'];

/** The path of a page, for links: `pagePath('forgot-password')` rather than a hand-typed string. */
export function pagePath<P extends PageId>(page: P): (typeof PAGES)[P]['path'] {
  return PAGES[page].path;
}

/**
 * Whether the page exists for this tenant (spec §2, §3): a page with a feature switch exists only when the tenant
 * uses that feature. Who may see it is the access rule's question ({@link PageDefinition.access}).
 */
export function isPageEnabled(page: PageId, tenant: Partial<FeatureTenant>): boolean {
  const definition: PageDefinition = PAGES[page];
  return definition.feature === undefined || usesFeature(tenant, definition.feature);
}

/** Whether the page holds a card form (spec §2 account/payment-method, the signup's card step; decision D34). */
export function hasCardForm(page: PageId): boolean {
  const definition: PageDefinition = PAGES[page];
  return definition.cardForm === true;
}
