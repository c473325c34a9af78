/**
 * The drawer menu and the guest menu (spec §2, §6; decisions D6, D7): which entries show for a tenant and a user.
 */
import { showsEndRegistration } from '../registration/steps.ts';
import { type FeatureTenant, usesFeature } from '../tenant/features.ts';
import type { SessionKind } from './access.ts';
import { isPageEnabled, type PageId } from './pages.ts';
import { offersSignup } from './signupOffer.ts';

/** The drawer's account pages, first in both the drawer and the account side menu (spec §2). */
const ACCOUNT_PAGE_ENTRIES = ['bookings', 'carpoolings', 'history', 'end-registration', 'account-details', 'payment-methods'] as const;

/** Entries of the member's drawer menu, in order (spec §2). */
export const MEMBER_MENU_ENTRIES = [
  ...ACCOUNT_PAGE_ENTRIES,
  'back-office',
  'fleet-planning',
  'help-faq',
  'help-contact',
  'help-pricing',
  'help-accessibility',
  'language',
  'privacy',
  'logout',
] as const;
/** An entry of the member's menu. */
export type MemberMenuEntry = (typeof MEMBER_MENU_ENTRIES)[number];

/** Entries of the guest menu (spec §6). */
export const GUEST_MENU_ENTRIES = ['signup', 'login'] as const;
/** An entry of the guest menu. */
export type GuestMenuEntry = (typeof GUEST_MENU_ENTRIES)[number];

/** The tenant settings the menus read: its feature switches. */
export type MenuTenant = Partial<FeatureTenant>;

/** The page each menu entry opens; the others are external links or actions. */
export const MENU_ENTRY_PAGES = {
  bookings: 'bookings',
  carpoolings: 'carpoolings',
  history: 'history',
  'end-registration': 'signup',
  'account-details': 'account-details',
  'payment-methods': 'payment-methods',
  'help-faq': 'help-faq',
  'help-contact': 'help-contact',
  'help-pricing': 'help-pricing',
  // issue 31: the accessibility statement, in the help section.
  'help-accessibility': 'accessibility',
  privacy: 'privacy',
  signup: 'signup',
  login: 'login',
} as const satisfies Partial<Record<MemberMenuEntry | GuestMenuEntry, PageId>>;

/** Entries of the account area's side menu, in order: the account pages of the drawer menu (spec §2). */
export const ACCOUNT_MENU_ENTRIES = [...ACCOUNT_PAGE_ENTRIES, 'privacy', 'help-faq'] as const satisfies readonly MemberMenuEntry[];
/** An entry of the account side menu. */
export type AccountMenuEntry = (typeof ACCOUNT_MENU_ENTRIES)[number];

/** The account as the menus read it. */
export interface MenuAccount {
  serverStep?: string | null;
  canAccessBackOffice?: boolean | null;
}

/**
 * The member's drawer menu (spec §2): a page's entry shows when the page exists for the tenant
 * ({@link isPageEnabled}: carpoolings with carpooling, payment methods with payments, pricing with billing, D7); end
 * registration when registration is on and the server step is neither driver_waiting_for_validation nor driver_ok,
 * account details otherwise; back office when the account may access it; fleet planning and language with their
 * switches.
 */
export function memberMenuEntries(tenant: MenuTenant, account: MenuAccount): MemberMenuEntry[] {
  const endRegistration = showsEndRegistration(tenant, account.serverStep);
  const shown = (entry: MemberMenuEntry): boolean => {
    switch (entry) {
      case 'end-registration':
        return endRegistration;
      case 'account-details':
        return !endRegistration;
      case 'back-office':
        return account.canAccessBackOffice === true;
      case 'fleet-planning':
        return usesFeature(tenant, 'fleet-planning');
      case 'language':
        return usesFeature(tenant, 'multi-language');
      case 'logout':
        return true;
      default:
        return isPageEnabled(MENU_ENTRY_PAGES[entry], tenant);
    }
  };
  return MEMBER_MENU_ENTRIES.filter(shown);
}

/** The account area's side menu (spec §2): the same entries as the drawer menu, its account pages only. */
export function accountMenuEntries(tenant: MenuTenant, account: MenuAccount): AccountMenuEntry[] {
  const shown = new Set<MemberMenuEntry>(memberMenuEntries(tenant, account));
  return ACCOUNT_MENU_ENTRIES.filter((entry) => shown.has(entry));
}

/**
 * The guest menu (spec §6, D6): sign-up when the tenant offers it to visitors (registration and auto-register, the
 * one rule of {@link offersSignup}, issue 31), and login.
 */
export function guestMenuEntries(tenant: MenuTenant): GuestMenuEntry[] {
  return offersSignup(tenant) ? ['signup', 'login'] : ['login'];
}

/** The menu of a session: the guest menu or the member's drawer. */
export function menuEntries(
  session: SessionKind,
  tenant: MenuTenant,
  account: MenuAccount,
): (MemberMenuEntry | GuestMenuEntry)[] {
  return session === 'guest' ? guestMenuEntries(tenant) : memberMenuEntries(tenant, account);
}
