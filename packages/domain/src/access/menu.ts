/**
 * The drawer menu and the guest menu (spec §2, §6; decisions D6, D7): which entries show for a tenant and a user.
 */
import { showsEndRegistration } from '../registration/steps.ts';
import type { TenantRules } from '../tenant/tenantRules.ts';
import type { SessionKind } from './access.ts';

/** Entries of the member's drawer menu, in order (spec §2). */
export const MEMBER_MENU_ENTRIES = [
  'bookings',
  'carpoolings',
  'history',
  'end-registration',
  'account-details',
  'payment-methods',
  'back-office',
  'fleet-planning',
  'help-faq',
  'help-contact',
  'help-pricing',
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

/** The tenant settings the menus read. */
export type MenuTenant = Pick<
  TenantRules,
  'use_carpooling' | 'use_registration' | 'use_payments' | 'use_fleet_planning' | 'use_billing' | 'use_multi_language'
>;

/**
 * The member's drawer menu (spec §2): carpoolings with carpooling on; end registration when registration is on and
 * the server step is neither driver_waiting_for_validation nor driver_ok, account details otherwise; payment methods
 * with payments; back office when the account may access it; fleet planning when on; pricing with billing (D7);
 * language with multi-language.
 */
export function memberMenuEntries(
  tenant: MenuTenant,
  account: { serverStep?: string | null; canAccessBackOffice?: boolean | null },
): MemberMenuEntry[] {
  const endRegistration = showsEndRegistration(tenant, account.serverStep);
  const shown: Record<MemberMenuEntry, boolean> = {
    bookings: true,
    carpoolings: tenant.use_carpooling === true,
    history: true,
    'end-registration': endRegistration,
    'account-details': !endRegistration,
    'payment-methods': tenant.use_payments === true,
    'back-office': account.canAccessBackOffice === true,
    'fleet-planning': tenant.use_fleet_planning === true,
    'help-faq': true,
    'help-contact': true,
    'help-pricing': tenant.use_billing === true,
    language: tenant.use_multi_language === true,
    privacy: true,
    logout: true,
  };
  return MEMBER_MENU_ENTRIES.filter((entry) => shown[entry]);
}

/** The guest menu (spec §6, D6): sign-up when registration is on, and login. */
export function guestMenuEntries(tenant: Pick<TenantRules, 'use_registration'>): GuestMenuEntry[] {
  return tenant.use_registration === true ? ['signup', 'login'] : ['login'];
}

/** The menu of a session: the guest menu or the member's drawer. */
export function menuEntries(
  session: SessionKind,
  tenant: MenuTenant,
  account: { serverStep?: string | null; canAccessBackOffice?: boolean | null },
): (MemberMenuEntry | GuestMenuEntry)[] {
  return session === 'guest' ? guestMenuEntries(tenant) : memberMenuEntries(tenant, account);
}
