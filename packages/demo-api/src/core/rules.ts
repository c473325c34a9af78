// The operator's rules as the demo API applies them. Where packages/domain already states a rule (status groups,
// tenant delays and their fallbacks, card order, distance units), it is imported, so the front office and its demo
// server cannot disagree.
import {
  CANCELLABLE_STATUSES,
  cancellationDelay,
  IN_PROGRESS_STATUSES,
  maximumReservationDuration,
  maximumTimeInAdvance,
  METERS_PER_UNIT,
  minimumReservationDuration,
  modificationDelays,
  NOT_ALLOWED,
  PASSENGER_EDITABLE_STATUSES,
  prepareDelay,
  sortCards,
  UPCOMING_STATUSES,
} from '@frontoffice/domain';
import type { DemoState, DriverField, RegistrationStepName, RentalRecord, Schemas, Tenant, UserRecord } from './model.ts';

export { CANCELLABLE_STATUSES, IN_PROGRESS_STATUSES, NOT_ALLOWED, PASSENGER_EDITABLE_STATUSES, sortCards, UPCOMING_STATUSES };

/** A rental status. */
export type RentalStatus = Schemas['RentalStatus'];

/** An answer other than success: status, the error code of spec §8 and a detail. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
  }
}

/**
 * spec §4: statuses follow the clock. A rental is pending until the tenant's prepare delay before its start
 * (prepared), in progress between its start and end, closed after; cancelled, refused and expired stay as set.
 */
export function rentalStatus(rental: RentalRecord, tenant: Tenant, now: number): RentalStatus {
  if (rental.fixedStatus) return rental.fixedStatus;
  const start = Date.parse(rental.reservation_start_time);
  const end = Date.parse(rental.reservation_end_time);
  if (now >= end) return 'closed';
  if (now >= start) return 'in_progress';
  const prepare = prepareDelay(tenant) * 1000;
  return prepare > 0 && now >= start - prepare ? 'prepared' : 'pending';
}

/** Whether a status keeps the vehicle (and the driver) busy. */
export function isActive(status: RentalStatus): boolean {
  return (UPCOMING_STATUSES as readonly string[]).includes(status) || (IN_PROGRESS_STATUSES as readonly string[]).includes(status);
}

/** Whether two [start, end) periods overlap. */
export function overlaps(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart < bEnd && bStart < aEnd;
}

/**
 * The time rules of a search or a booking (spec §5, §8): dates not in the past, start before end, start not sooner
 * than the prepare delay, not further than the maximum time in advance, duration within the tenant's bounds.
 * Delays and fallbacks come from packages/domain (decision D9, spec §9).
 */
export function checkTimes(tenant: Tenant, startIso: string, endIso: string, now: number, options: { startUnchanged?: boolean } = {}): void {
  const start = Date.parse(startIso);
  const end = Date.parse(endIso);
  // One minute of tolerance: the front office rounds the start up to the next quarter hour from "now". A rental in
  // progress keeps its past start when only its end moves.
  const startChecked = !options.startUnchanged;
  if ((startChecked && start < now - 60_000) || end < now) throw new ApiError(400, 'RENTAL_DATES_IN_PAST', 'The rental dates are in the past.');
  if (end <= start) throw new ApiError(400, 'START_DATE_AFTER_END_DATE', 'The start date must be before the end date.');
  // decision D39: the start is at least prepare_delay (unset = 0) from now, the rule the front office's default start
  // and first slot follow (earliestSearchStart rounds it up to a quarter, so its default is always accepted here).
  const prepare = prepareDelay(tenant) * 1000;
  if (startChecked && start < now + prepare - 60_000) {
    throw new ApiError(400, 'SEARCH_START_TIME_BEFORE', `The start must be at least ${prepare / 1000} seconds from now.`);
  }
  const advance = maximumTimeInAdvance(tenant) * 1000;
  if (start > now + advance) throw new ApiError(400, 'SEARCH_START_TIME_TOO_FAR_IN_ADVANCE', 'The start is too far in advance.');
  if (end > now + advance) throw new ApiError(400, 'SEARCH_END_TIME_AFTER', 'The end is after the latest bookable time.');
  const duration = (end - start) / 1000;
  if (duration < minimumReservationDuration(tenant)) {
    throw new ApiError(400, 'SEARCH_END_TIME_TOO_SHORT', `A rental lasts at least ${minimumReservationDuration(tenant)} seconds.`);
  }
  const maximum = maximumReservationDuration(tenant);
  if (maximum !== null && duration > maximum) {
    throw new ApiError(400, 'SEARCH_END_TIME_TOO_LONG', `A rental lasts at most ${maximum} seconds.`);
  }
}

/** spec §5: cancelling needs the start later than now plus the cancellation delay; -1 never (decision D9). */
export function checkCancellation(tenant: Tenant, rental: RentalRecord, now: number): void {
  const delay = cancellationDelay(tenant);
  const start = Date.parse(rental.reservation_start_time);
  if (delay === NOT_ALLOWED || start <= now + delay * 1000) {
    throw new ApiError(400, 'CANCELLATION_DELAY_TOO_SHORT', 'It is too late to cancel this rental: contact the fleet manager.');
  }
}

/**
 * spec §5: a bound may move if its delay is not -1 and is 0 or the current bound is later than now plus the delay
 * (decision D9 for the fallbacks).
 */
export function checkModification(tenant: Tenant, rental: RentalRecord, startIso: string, endIso: string, now: number): void {
  const delays = modificationDelays(tenant);
  const movable = (delay: number, current: number) => delay !== NOT_ALLOWED && (delay === 0 || current > now + delay * 1000);
  const start = Date.parse(rental.reservation_start_time);
  const end = Date.parse(rental.reservation_end_time);
  if (Date.parse(startIso) !== start && !movable(delays.start, start)) {
    throw new ApiError(400, 'MODIFICATION_DELAY_TOO_SHORT', 'The start of this rental can no longer be changed.');
  }
  if (Date.parse(endIso) !== end && !movable(delays.end, end)) {
    throw new ApiError(400, 'MODIFICATION_DELAY_TOO_SHORT', 'The end of this rental can no longer be changed.');
  }
}

/** Great-circle distance in metres. */
export function metersBetween(aLat: number, aLong: number, bLat: number, bLong: number): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((bLat - aLat) * rad) / 2) ** 2 +
    Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(((bLong - aLong) * rad) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(Math.min(1, h)));
}

/** Metres in one unit of the tenant's distance (spec §9: km 1000 m, mile 1609.344 m). */
export function metersPerUnit(tenant: Tenant): number {
  // spec §9, decision D32: km when the tenant has no unit.
  return METERS_PER_UNIT[tenant.distance_unit ?? 'km'];
}

/** Price in cents: whole days at the daily rate, the rest by the hour capped at a day, plus the distance. */
export function basePrice(rates: { hourly_cents: number; daily_cents: number; per_distance_cents: number }, startIso: string, endIso: string, estimatedDistance: number | null | undefined): number {
  const seconds = Math.max(0, (Date.parse(endIso) - Date.parse(startIso)) / 1000);
  const days = Math.floor(seconds / 86_400);
  const hours = Math.ceil((seconds - days * 86_400) / 3600);
  const time = days * rates.daily_cents + Math.min(hours * rates.hourly_cents, rates.daily_cents);
  return time + Math.round((estimatedDistance ?? 0) * rates.per_distance_cents);
}

/**
 * Applies discount codes (spec §8: EXPIRED_DISCOUNT_CODE, INVALID_DISCOUNT_CODE, DISCOUNT_CODE_MAX_LIMIT_REACHED).
 * A tenant without discounts knows no code.
 */
export function applyDiscounts(
  state: DemoState,
  cents: number,
  codes: readonly string[] | undefined,
  now: number,
  options: { alreadyApplied?: boolean } = {},
): { price: number; applied: string[] } {
  let price = cents;
  const applied: string[] = [];
  for (const raw of codes ?? []) {
    const wanted = raw.trim().toUpperCase();
    if (wanted === '') continue;
    const code = state.tenant.use_discount ? state.discountCodes.find((d) => d.code === wanted) : undefined;
    if (!code) throw new ApiError(400, 'INVALID_DISCOUNT_CODE', `The discount code ${raw} does not exist.`);
    // A code kept by a booking stays applied when the booking's times change, even if it has expired or run out since.
    if (!options.alreadyApplied && Date.parse(code.expires_at) < now) throw new ApiError(400, 'EXPIRED_DISCOUNT_CODE', `The discount code ${raw} has expired.`);
    if (!options.alreadyApplied && code.max_uses !== null && code.uses >= code.max_uses) {
      throw new ApiError(400, 'DISCOUNT_CODE_MAX_LIMIT_REACHED', `The discount code ${raw} has been used too many times.`);
    }
    if (code.percent_off !== null) price = Math.round((price * (100 - code.percent_off)) / 100);
    if (code.amount_off_cents !== null) price = Math.max(0, price - code.amount_off_cents);
    applied.push(code.code);
  }
  return { price, applied };
}

const LICENCE_FIELDS: readonly DriverField[] = [
  'driving_licence_number',
  'driving_licence_location',
  'driving_licence_obtaining_time',
  'driving_licence_expiration_time',
];

/** The driver fields each form step collects (spec §2): the licence step takes the licence fields. */
export function fieldsOfStep(tenant: Tenant, step: 'personal_details' | 'license_details'): DriverField[] {
  const phoneStep = tenant.registration_steps.includes('phone_number');
  return tenant.driver_fields.filter((field) =>
    step === 'license_details'
      ? LICENCE_FIELDS.includes(field)
      : !LICENCE_FIELDS.includes(field) && !(phoneStep && field === 'cell_phone'),
  );
}

/** The server step of each signup step (spec §4). */
export const WORKFLOW_OF: Record<RegistrationStepName, Schemas['WorkflowStep']> = {
  registration: 'driver_on_login_form',
  personal_details: 'driver_on_personal_informations_form',
  phone_number: 'driver_on_sms_form',
  license_details: 'driver_on_licence_form',
  driver_license: 'driver_on_documents_licence_form',
  id_document: 'driver_on_documents_identity_form',
  selfie_document: 'driver_on_documents_selfie_form',
  other_document: 'driver_on_documents_other_form',
  credit_card: 'driver_on_card_form',
};

const STEP_ORDER = Object.keys(WORKFLOW_OF) as RegistrationStepName[];

/** The tenant's signup steps in the order of spec §2. */
export function stepsOf(tenant: Tenant): RegistrationStepName[] {
  return STEP_ORDER.filter((step) => tenant.registration_steps.includes(step));
}

/** Whether what a step asks for has arrived (spec §4 "as each step's data arrives"). */
function stepSatisfied(state: DemoState, user: UserRecord, step: RegistrationStepName): boolean {
  const hasDocument = (type: Schemas['DocumentType']) => user.documents.some((d) => d.document_type === type);
  switch (step) {
    case 'registration':
      return true;
    case 'personal_details':
    case 'license_details': {
      const fields = fieldsOfStep(state.tenant, step);
      const required = fields.filter((f) => state.tenant.required_driver_fields.includes(f));
      return fields.some((f) => user.touched.has(f)) && required.every((f) => (user.profile[f] ?? '') !== '');
    }
    case 'phone_number':
      return user.phoneConfirmed;
    case 'driver_license':
      return hasDocument('licence_front') && hasDocument('licence_back');
    case 'id_document':
      return hasDocument('identity_front') && hasDocument('identity_back');
    case 'selfie_document':
      return hasDocument('selfie');
    case 'other_document':
      return state.additionalDocuments.every((doc) => user.documents.some((d) => d.additional_document_id === doc.id));
    case 'credit_card':
      return user.cards.length > 0;
  }
}

/** Marks every step whose data has arrived, in order, stopping at the first that still waits (spec §4). */
export function advanceRegistration(state: DemoState, user: UserRecord): void {
  for (const step of stepsOf(state.tenant)) {
    if (user.completedSteps.has(step)) continue;
    if (!stepSatisfied(state, user, step)) return;
    user.completedSteps.add(step);
  }
}

/** `workflow_next_step` (spec §4): blocked, the first step not done, else waiting for validation or ok. */
export function workflowStep(state: DemoState, user: UserRecord): Schemas['WorkflowStep'] {
  if (user.blocked) return 'driver_blocked';
  const next = stepsOf(state.tenant).find((step) => !user.completedSteps.has(step));
  if (next) return WORKFLOW_OF[next];
  return user.validated ? 'driver_ok' : 'driver_waiting_for_validation';
}

/** The kind of an upload by its first bytes (decision D17: png, jpeg or pdf by content, not by name). */
export function detectFileKind(bytes: Uint8Array): 'png' | 'jpeg' | 'pdf' | null {
  const starts = (signature: number[]) => signature.every((b, i) => bytes[i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  return null;
}

/** Upload limit (decision D17). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
