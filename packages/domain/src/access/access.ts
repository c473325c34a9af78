/**
 * Where a user may go (spec §2 access rules, §4 booking start, §6; decisions D1, D2, D6).
 *
 * Refinements, made here and nowhere else:
 * - A member whose account is not loaded yet gets `wait` wherever the answer depends on the account, rather than a
 *   redirect that would bounce once it loads.
 * - A member refused by a protected route on a private platform goes straight where the root would send them
 *   (signup, waiting or waiting-for-validation) instead of to login, which is guest-only and would send them to the
 *   root anyway: one redirect instead of two, same place.
 * - D1 lets a member who is not driver_ok onto /signup; a blocked member is the exception and goes to waiting, as
 *   the root sends them there (signup has nothing to offer a blocked account).
 */
import { usesFeature } from '../tenant/features.ts';
import { platformTypeOf, type TenantRules } from '../tenant/tenantRules.ts';

/** Session kinds (spec §4 authentication): a guest token or a member token. */
export const SESSION_KINDS = ['guest', 'member'] as const;
/** A session kind. */
export type SessionKind = (typeof SESSION_KINDS)[number];

/** The account as the access rules need it (client account view, spec §3). */
export interface AccountAccess {
  /** Whether the account has been loaded. */
  isLoaded: boolean;
  /** The server step, `workflow_next_step`. */
  serverStep?: string | null;
}

/** Kinds of routes the access rules distinguish (spec §2, D1, D2). */
export const ROUTE_KINDS = [
  /** The root: search/map view or a redirect. */
  'root',
  /** login, forgot-password, reset-password. */
  'guest-only',
  /** signup and its steps (D1). */
  'signup',
  /** Search and vehicle views: open on public platforms (D2). */
  'protected',
  /** account/*: always needs a signed-in member (D2). */
  'account',
  /** waiting: the blocked-account page, for the members the root sends there (a blocked member). */
  'waiting',
  /**
   * waiting-for-validation: the agent-review page, for the members the root sends there; leaves for the root once the
   * server step is driver_ok.
   */
  'waiting-for-validation',
] as const;
/** A route kind. */
export type RouteKind = (typeof ROUTE_KINDS)[number];

/** Places a redirect can go to. */
export const DESTINATIONS = ['root', 'login', 'signup', 'waiting', 'waiting-for-validation'] as const;
/** A redirect target. */
export type Destination = (typeof DESTINATIONS)[number];

/** What to do with a navigation. */
export type RouteDecision =
  | { kind: 'render' }
  | { kind: 'wait' }
  | {
      kind: 'redirect';
      to: Destination;
      /** Come back to the requested route after signing in (D2). */
      returnAfterLogin: boolean;
    };

/** The tenant settings the access rules read. */
export type AccessTenant = Pick<TenantRules, 'platform_type' | 'use_registration'>;

/** The inputs of {@link resolveRoute}. */
export interface RouteContext {
  /** Guest or member session. */
  session: SessionKind;
  /** The member's account; ignored for guests. */
  account: AccountAccess;
  /** The tenant's platform type and registration switch. */
  tenant: AccessTenant;
}

const RENDER: RouteDecision = { kind: 'render' };
const WAIT: RouteDecision = { kind: 'wait' };
const redirect = (to: Destination, returnAfterLogin = false): RouteDecision => ({ kind: 'redirect', to, returnAfterLogin });

/** Where the root sends a member on a private platform whose step is not driver_ok (spec §2). */
function incompleteMemberDestination(serverStep: string | null | undefined, tenant: AccessTenant): Destination {
  if (serverStep === 'driver_blocked') return 'waiting';
  return usesFeature(tenant, 'registration') ? 'signup' : 'waiting-for-validation';
}

function root({ session, account, tenant }: RouteContext): RouteDecision {
  const isPrivate = platformTypeOf(tenant) === 'private';
  if (session === 'guest') return isPrivate ? redirect('login') : RENDER;
  if (!account.isLoaded) return WAIT;
  if (account.serverStep === 'driver_blocked') return redirect('waiting');
  if (isPrivate && account.serverStep !== 'driver_ok') {
    return redirect(incompleteMemberDestination(account.serverStep, tenant));
  }
  return RENDER;
}

/**
 * A page of one step of the root's redirects (spec §2 waiting, waiting-for-validation): it renders for the sessions
 * the root sends to it, and anyone else goes where the root would send them (issue 31: a member awaiting an agent
 * does not read "account blocked", nor a blocked member the agent-review message). Where the root would render the
 * search, the page sends to the root, which does.
 */
function rootStepPage(page: Destination, context: RouteContext): RouteDecision {
  const decision = root(context);
  if (decision.kind === 'render') return redirect('root');
  if (decision.kind === 'redirect' && decision.to === page) return RENDER;
  return decision;
}

function memberOnPrivate(account: AccountAccess, tenant: AccessTenant): RouteDecision {
  if (!account.isLoaded) return WAIT;
  if (account.serverStep === 'driver_ok') return RENDER;
  return redirect(incompleteMemberDestination(account.serverStep, tenant));
}

/**
 * The decision for a navigation to a route of the given kind (spec §2 access rules, D1, D2):
 * - root: a blocked member goes to waiting; on a private platform a member who is not driver_ok goes to signup
 *   (registration on) or waiting-for-validation (off); a guest on a private platform goes to login; otherwise the
 *   search/map view renders.
 * - guest-only: a member goes to the root.
 * - signup: only with registration on; guests see the first step; members not driver_ok see their step (D1).
 * - protected: open on public platforms; on private ones a driver_ok member is needed, a guest goes to login.
 * - account: a guest goes to login and comes back (D2); on private platforms the protected rule applies.
 * - waiting, waiting-for-validation: each renders for the sessions the root sends to it; anyone else goes where the
 *   root would send them (a driver_ok member, once validated, to the root).
 */
export function resolveRoute(route: RouteKind, context: RouteContext): RouteDecision {
  const { session, account, tenant } = context;
  const isPrivate = platformTypeOf(tenant) === 'private';
  switch (route) {
    case 'root':
      return root(context);
    case 'guest-only':
      return session === 'member' ? redirect('root') : RENDER;
    case 'signup':
      if (!usesFeature(tenant, 'registration')) return redirect('root');
      if (session === 'guest') return RENDER;
      if (!account.isLoaded) return WAIT;
      if (account.serverStep === 'driver_ok') return redirect('root');
      if (account.serverStep === 'driver_blocked') return redirect('waiting');
      return RENDER;
    case 'protected':
      if (!isPrivate) return RENDER;
      return session === 'guest' ? redirect('login', true) : memberOnPrivate(account, tenant);
    case 'account':
      if (session === 'guest') return redirect('login', true);
      return isPrivate ? memberOnPrivate(account, tenant) : RENDER;
    case 'waiting':
    case 'waiting-for-validation':
      return rootStepPage(route, context);
  }
}

/** Whether a member's server step lets them book: driver_ok or driver_waiting_for_validation (spec §6). */
export function canBook(serverStep: string | null | undefined): boolean {
  return serverStep === 'driver_ok' || serverStep === 'driver_waiting_for_validation';
}

/** What pressing "book" does (spec §4 booking start, D6). */
export const BOOK_ACTIONS = [
  /** Guest: the sign-in dialog (D6). */
  'open-sign-in',
  /** Member who may not book yet. */
  'go-to-signup',
  /** Joining a carpooling rental. */
  'join-carpooling',
  /** Tenant and vehicle require consent: show the privacy dialog, then create the rental. */
  'ask-privacy-consent',
  /** Create the rental. */
  'create-rental',
  /** The account is still loading. */
  'wait',
] as const;
/** A book action. */
export type BookAction = (typeof BOOK_ACTIONS)[number];

/** The inputs of {@link resolveBookAction}. */
export interface BookContext {
  /** Guest or member session. */
  session: SessionKind;
  /** The member's account; ignored for guests. */
  account: AccountAccess;
  /** Whether the driver is joining a carpooling rental rather than booking a vehicle. */
  joiningCarpooling: boolean;
  /** The tenant's privacy usage switch. */
  tenant: Pick<TenantRules, 'use_privacy_usage'>;
  /** The vehicle's privacy usage flag. */
  vehicle: { geotracking_privacy_usage?: boolean | null } | null | undefined;
}

/**
 * What "book" does (spec §4 booking start): a guest opens the sign-in dialog (D6); a member whose step is neither
 * driver_ok nor driver_waiting_for_validation goes to signup; joining a carpooling joins it; otherwise the rental is
 * created, after the privacy consent dialog when both the tenant and the vehicle require it.
 */
export function resolveBookAction({ session, account, joiningCarpooling, tenant, vehicle }: BookContext): BookAction {
  if (session === 'guest') return 'open-sign-in';
  if (!account.isLoaded) return 'wait';
  if (!canBook(account.serverStep)) return 'go-to-signup';
  if (joiningCarpooling) return 'join-carpooling';
  if (usesFeature(tenant, 'privacy-usage') && vehicle?.geotracking_privacy_usage === true) return 'ask-privacy-consent';
  return 'create-rental';
}

/** Where the logo leads (spec §2): the root from /search, otherwise login. `pathname` is relative to the app root. */
export function logoDestination(pathname: string): 'root' | 'login' {
  return pathname === '/search' || pathname.startsWith('/search/') ? 'root' : 'login';
}
