import { describe, expect, it } from 'vitest';
import {
  canBook,
  logoDestination,
  resolveBookAction,
  resolveRoute,
  type RouteDecision,
  type RouteKind,
  type SessionKind,
} from './access.ts';
import { PAGES } from './pages.ts';

const render: RouteDecision = { kind: 'render' };
const wait: RouteDecision = { kind: 'wait' };
const to = (destination: 'root' | 'login' | 'signup' | 'waiting' | 'waiting-for-validation', back = false): RouteDecision => ({
  kind: 'redirect',
  to: destination,
  returnAfterLogin: back,
});

type Row = [
  string,
  RouteKind,
  SessionKind,
  'private' | 'public',
  boolean,
  string | null | undefined | 'not-loaded',
  RouteDecision,
];

const rows: Row[] = [
  // root (spec §2 root behaviour)
  ['root: guest on private goes to login', 'root', 'guest', 'private', true, undefined, to('login')],
  ['root: guest on public sees the map', 'root', 'guest', 'public', true, undefined, render],
  ['root: blocked member on private goes to waiting', 'root', 'member', 'private', true, 'driver_blocked', to('waiting')],
  ['root: blocked member on public goes to waiting', 'root', 'member', 'public', true, 'driver_blocked', to('waiting')],
  ['root: incomplete member, private, registration on → signup', 'root', 'member', 'private', true, 'driver_on_sms_form', to('signup')],
  ['root: waiting member, private, registration on → signup', 'root', 'member', 'private', true, 'driver_waiting_for_validation', to('signup')],
  ['root: incomplete member, private, registration off → waiting-for-validation', 'root', 'member', 'private', false, 'driver_on_sms_form', to('waiting-for-validation')],
  ['root: member with no step, private, registration off → waiting-for-validation', 'root', 'member', 'private', false, null, to('waiting-for-validation')],
  ['root: driver_ok member on private sees the search', 'root', 'member', 'private', true, 'driver_ok', render],
  ['root: incomplete member on public sees the search', 'root', 'member', 'public', true, 'driver_on_sms_form', render],
  ['root: member whose account is loading waits', 'root', 'member', 'private', true, 'not-loaded', wait],
  // guest-only
  ['guest-only: guest stays', 'guest-only', 'guest', 'private', true, undefined, render],
  ['guest-only: member goes to the root', 'guest-only', 'member', 'private', true, 'driver_ok', to('root')],
  ['guest-only: member still loading goes to the root', 'guest-only', 'member', 'public', true, 'not-loaded', to('root')],
  // signup (D1)
  ['signup D1: guest sees the first step', 'signup', 'guest', 'private', true, undefined, render],
  ['signup D1: incomplete member sees their step', 'signup', 'member', 'private', true, 'driver_on_licence_form', render],
  ['signup D1: waiting member sees pending validation', 'signup', 'member', 'private', true, 'driver_waiting_for_validation', render],
  ['signup D1: driver_ok member goes to the root', 'signup', 'member', 'private', true, 'driver_ok', to('root')],
  ['signup D1: blocked member goes to waiting', 'signup', 'member', 'public', true, 'driver_blocked', to('waiting')],
  ['signup D1: member still loading waits', 'signup', 'member', 'private', true, 'not-loaded', wait],
  ['signup §2: registration off sends everyone to the root', 'signup', 'guest', 'public', false, undefined, to('root')],
  // protected (spec §2, D2)
  ['protected: open to guests on public', 'protected', 'guest', 'public', true, undefined, render],
  ['protected: open to incomplete members on public', 'protected', 'member', 'public', true, 'driver_on_sms_form', render],
  ['protected: guest on private goes to login and back', 'protected', 'guest', 'private', true, undefined, to('login', true)],
  ['protected: driver_ok member on private', 'protected', 'member', 'private', true, 'driver_ok', render],
  ['protected: incomplete member on private, registration on → signup', 'protected', 'member', 'private', true, 'driver_on_card_form', to('signup')],
  ['protected: incomplete member on private, registration off → waiting-for-validation', 'protected', 'member', 'private', false, 'driver_on_card_form', to('waiting-for-validation')],
  ['protected: blocked member on private → waiting', 'protected', 'member', 'private', true, 'driver_blocked', to('waiting')],
  ['protected: member still loading on private waits', 'protected', 'member', 'private', true, 'not-loaded', wait],
  // account/* (D2)
  ['account D2: guest on public goes to login and back', 'account', 'guest', 'public', true, undefined, to('login', true)],
  ['account D2: guest on private goes to login and back', 'account', 'guest', 'private', true, undefined, to('login', true)],
  ['account D2: member on public', 'account', 'member', 'public', true, 'driver_on_sms_form', render],
  ['account D2: driver_ok member on private', 'account', 'member', 'private', true, 'driver_ok', render],
  ['account D2: incomplete member on private → signup', 'account', 'member', 'private', true, 'driver_on_sms_form', to('signup')],
  // waiting-for-validation (spec §2)
  ['waiting-for-validation: driver_ok goes to the root', 'waiting-for-validation', 'member', 'private', false, 'driver_ok', to('root')],
  ['waiting-for-validation: waiting member stays', 'waiting-for-validation', 'member', 'private', false, 'driver_waiting_for_validation', render],
  ['waiting-for-validation: loading waits', 'waiting-for-validation', 'member', 'private', false, 'not-loaded', wait],
  ['waiting-for-validation: guest goes to login', 'waiting-for-validation', 'guest', 'private', false, undefined, to('login')],
];

describe('access rules (spec §2, D1, D2)', () => {
  it.each(rows)('§2 %s', (_, route, session, platform_type, use_registration, step, expected) => {
    const account = step === 'not-loaded' ? { isLoaded: false } : { isLoaded: true, serverStep: step };
    expect(resolveRoute(route, { session, account, tenant: { platform_type, use_registration } })).toEqual(expected);
  });

  it('§2 a tenant without a platform type is treated as private', () => {
    expect(resolveRoute('root', { session: 'guest', account: { isLoaded: false }, tenant: {} })).toEqual(to('login'));
  });

  it.each([
    ['/search', 'root'],
    ['/search/vehicle', 'root'],
    ['/searching', 'login'],
    ['/account/bookings', 'login'],
    ['/', 'login'],
  ] as const)('§2 logo clicked on %s goes to %s', (path, expected) => {
    expect(logoDestination(path)).toBe(expected);
  });
});

describe('book action (spec §4 booking start, §6, D6)', () => {
  type BookRow = [string, SessionKind, string | null | 'not-loaded', boolean, boolean, boolean | undefined, string];
  const bookRows: BookRow[] = [
    ['guest opens the sign-in dialog', 'guest', null, false, true, true, 'open-sign-in'],
    ['loading member waits', 'member', 'not-loaded', false, false, false, 'wait'],
    ['incomplete member goes to signup', 'member', 'driver_on_sms_form', false, false, false, 'go-to-signup'],
    ['blocked member goes to signup', 'member', 'driver_blocked', true, false, false, 'go-to-signup'],
    ['driver_ok joining a carpooling joins it', 'member', 'driver_ok', true, true, true, 'join-carpooling'],
    ['waiting member may book', 'member', 'driver_waiting_for_validation', false, false, false, 'create-rental'],
    ['tenant and vehicle require consent', 'member', 'driver_ok', false, true, true, 'ask-privacy-consent'],
    ['only the tenant requires consent', 'member', 'driver_ok', false, true, false, 'create-rental'],
    ['only the vehicle requires consent', 'member', 'driver_ok', false, false, true, 'create-rental'],
    ['no vehicle flag', 'member', 'driver_ok', false, true, undefined, 'create-rental'],
  ];
  it.each(bookRows)('§4 %s', (_, session, step, joiningCarpooling, use_privacy_usage, vehicleFlag, expected) => {
    const account = step === 'not-loaded' ? { isLoaded: false } : { isLoaded: true, serverStep: step };
    const vehicle = vehicleFlag === undefined ? null : { geotracking_privacy_usage: vehicleFlag };
    expect(resolveBookAction({ session, account, joiningCarpooling, tenant: { use_privacy_usage }, vehicle })).toBe(expected);
  });

  it.each([
    ['driver_ok', true],
    ['driver_waiting_for_validation', true],
    ['driver_on_card_form', false],
    [undefined, false],
  ])('§6 server step %s may book: %s', (step, expected) => {
    expect(canBook(step)).toBe(expected);
  });
});

describe('the waiting pages (spec §2, issue 31 defect 1: each page is for its own step)', () => {
  type PageRow = [string, 'private' | 'public', boolean, SessionKind, string | null | 'not-loaded', RouteDecision];
  const decisionOf = (page: 'waiting' | 'waiting-for-validation', [, platform_type, use_registration, session, step]: PageRow) =>
    resolveRoute(PAGES[page].access, {
      session,
      account: step === 'not-loaded' ? { isLoaded: false } : { isLoaded: true, serverStep: step },
      tenant: { platform_type, use_registration },
    });

  const waitingRows: PageRow[] = [
    ['a blocked member on private reads it', 'private', false, 'member', 'driver_blocked', render],
    ['a blocked member on public reads it', 'public', true, 'member', 'driver_blocked', render],
    ['a member awaiting an agent (registration off) goes to waiting-for-validation', 'private', false, 'member', 'driver_on_card_form', to('waiting-for-validation')],
    ['an incomplete member (registration on) goes to signup', 'private', true, 'member', 'driver_on_sms_form', to('signup')],
    ['a driver_ok member goes to the root', 'private', true, 'member', 'driver_ok', to('root')],
    ['an incomplete member on public goes to the root', 'public', false, 'member', 'driver_on_sms_form', to('root')],
    ['a guest on private goes to login', 'private', true, 'guest', null, to('login')],
    ['a guest on public goes to the root', 'public', true, 'guest', null, to('root')],
    ['a member whose account is loading waits', 'private', true, 'member', 'not-loaded', wait],
  ];
  it.each(waitingRows)('spec §2 waiting: %s', (...row) => {
    expect(decisionOf('waiting', row)).toEqual(row[5]);
  });

  const validationRows: PageRow[] = [
    ['a member the root sends there (private, registration off) reads it', 'private', false, 'member', 'driver_waiting_for_validation', render],
    ['a member at another step (private, registration off) reads it too', 'private', false, 'member', 'driver_on_card_form', render],
    ['a blocked member goes to waiting', 'private', false, 'member', 'driver_blocked', to('waiting')],
    ['a blocked member on public goes to waiting', 'public', false, 'member', 'driver_blocked', to('waiting')],
    ['a member with registration on goes to signup (its pending-validation step)', 'private', true, 'member', 'driver_waiting_for_validation', to('signup')],
    ['a driver_ok member goes to the root', 'private', false, 'member', 'driver_ok', to('root')],
    ['a member on public goes to the root', 'public', false, 'member', 'driver_waiting_for_validation', to('root')],
    ['a guest on private goes to login', 'private', false, 'guest', null, to('login')],
    ['a member whose account is loading waits', 'private', false, 'member', 'not-loaded', wait],
  ];
  it.each(validationRows)('spec §2 waiting-for-validation: %s', (...row) => {
    expect(decisionOf('waiting-for-validation', row)).toEqual(row[5]);
  });
});
