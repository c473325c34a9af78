// What an operation handler receives and returns, and the helpers every handler shares.
import type { DemoState, OutboxMessage, RentalRecord, Schemas, TokenRecord, UserRecord } from './model.ts';
import { ApiError, rentalStatus, workflowStep } from './rules.ts';

/** The context of one request to one operation. */
export interface Context {
  state: DemoState;
  /** The demo clock, in milliseconds. */
  now: number;
  /** The request language (`Accept-Language`, spec §7). */
  lang: 'fr' | 'en';
  /** The signed-in member, if the bearer token is a member's. */
  user: UserRecord | null;
  /** The bearer token's record (guest or member). */
  token: TokenRecord | null;
  /** Path parameters, coerced. */
  params: Record<string, unknown>;
  /** Query parameters, coerced, defaults applied. */
  query: Record<string, unknown>;
  /** The JSON body (or, for multipart, the text fields). */
  body: unknown;
  /** Files of a multipart body, by field name. */
  files: Map<string, File>;
  /** The API base the request came through (`/api`, `/tenants/<id>/api`, or an msw base URL). */
  base: string;
  /** Where the front office lives, for links in e-mails (decision D3). */
  frontOfficeUrl: string;
}

/** A successful answer. */
export interface Reply {
  status: number;
  body?: unknown;
}

/** An operation handler. */
export type Handler = (ctx: Context) => Reply | Promise<Reply>;

/** The signed-in member, or 401 (spec §8: the front office then signs out). */
export function member(ctx: Context): UserRecord {
  if (!ctx.user) throw new ApiError(401, 'UNAUTHORIZED', 'This call needs a signed-in member.');
  return ctx.user;
}

/** The account as the API shows it (spec §3). */
export function toUser(state: DemoState, user: UserRecord): Schemas['User'] {
  const p = user.profile;
  const value = (field: keyof typeof p) => p[field] ?? null;
  return {
    id: user.id,
    email: user.email,
    first_name: value('first_name'),
    last_name: value('last_name'),
    address_line1: value('address_line1'),
    address_line2: value('address_line2'),
    address_postal_code: value('address_postal_code'),
    address_locality: value('address_locality'),
    address_state: value('address_state'),
    address_country: value('address_country'),
    tos_accepted: user.tosAccepted,
    birthday_time: value('birthday_time'),
    birthday_location: value('birthday_location'),
    cell_phone: value('cell_phone'),
    new_cell_phone: user.newCellPhone,
    driving_licence_number: value('driving_licence_number'),
    driving_licence_location: value('driving_licence_location'),
    driving_licence_expiration_time: value('driving_licence_expiration_time'),
    driving_licence_obtaining_time: value('driving_licence_obtaining_time'),
    workflow_next_step: workflowStep(state, user),
    validated: user.validated,
    small_main_photo_url: user.photoUrl,
    can_access_backoffice: user.canAccessBackoffice,
    roles: [...user.roles],
  };
}

/** Another user as a driver sees them. */
export function toReference(user: UserRecord): Schemas['UserReference'] {
  return { id: user.id, email: user.email, first_name: user.profile.first_name ?? null, last_name: user.profile.last_name ?? null };
}

/** A rental as the API shows it, its status read from the clock (spec §4). */
export function toRental(state: DemoState, rental: RentalRecord, now: number): Schemas['Rental'] {
  const { fixedStatus: _fixed, passengers: _passengers, ...fields } = rental;
  return { ...fields, discount_codes: [...(rental.discount_codes ?? [])], status: rentalStatus(rental, state.tenant, now) };
}

/** Records a message in the outbox (controls: `GET __demo/outbox`). */
export function send(ctx: Context, message: Omit<OutboxMessage, 'id' | 'sent_at'>): void {
  ctx.state.outbox.push({ ...message, id: ctx.state.outbox.length + 1, sent_at: new Date(ctx.now).toISOString() });
}

/** A user by e-mail, case-insensitively. */
export function findUserByEmail(state: DemoState, email: string): UserRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return [...state.users.values()].find((u) => u.email.toLowerCase() === wanted);
}

/** Picks the French or English text. */
export function t(ctx: Context, fr: string, en: string): string {
  return ctx.lang === 'fr' ? fr : en;
}

/** A random token of the given length, from URL-safe characters. */
export function randomToken(length = 32): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
