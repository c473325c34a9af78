/**
 * Search date and time rules (spec §5, §9; decisions D22, D39), in the tenant's time zone with luxon.
 *
 * Decision D39 (the first search must be bookable): the tenant's `prepare_delay` is the least time between now and a
 * start the operator accepts, so the default start, the earliest selectable slot and the "start too soon" check are
 * all the same instant, {@link earliestSearchStart}: now + `prepare_delay`, rounded up to the next quarter. This
 * refines §5's "start minimum is now" (and D29, which had left `prepare_delay` without behaviour).
 *
 * DST: rounding adds minutes to the instant, so a quarter that does not exist on the wall clock (02:00 to 02:45 on a
 * spring-forward night) rounds to the next one that does (03:00), and 01:50 summer time on a fall-back night rounds to
 * 01:00 standard time, the next quarter in real time. The picker lists each wall-clock slot once: times skipped by a
 * spring-forward change are left out, and a time repeated by a fall-back change appears once, at the offset luxon
 * resolves it to (its second occurrence, standard time), marked `repeated` with its offset so that the picker can say
 * which of the two it is (issue 17).
 */
import { DateTime } from 'luxon';
import {
  maximumReservationDuration,
  maximumTimeInAdvance,
  minimumReservationDuration,
  prepareDelay,
} from '../tenant/delays.ts';
import { timezoneOf, type TenantRules } from '../tenant/tenantRules.ts';

/** Picker step and rounding unit in minutes (spec §9). */
export const SLOT_MINUTES = 15;
/** The last selectable time of a day (spec §9). */
export const LAST_SLOT = '23:45';

/** The tenant settings the date rules read. */
export type DateTenant = Pick<
  TenantRules,
  | 'timezone'
  | 'minimum_reservation_duration'
  | 'maximum_reservation_duration'
  | 'rental_maximum_time_in_advance'
  | 'prepare_delay'
>;

/** The tenant settings the earliest start reads (decision D39). */
export type StartTenant = Pick<TenantRules, 'timezone' | 'prepare_delay'>;

/** Rounds up to the next quarter of an hour of the wall clock (spec §5); an exact quarter stays as it is. */
export function roundUpToSlot(time: DateTime): DateTime {
  const exact = time.second === 0 && time.millisecond === 0 && time.minute % SLOT_MINUTES === 0;
  if (exact) return time;
  const minute = time.startOf('minute');
  return minute.plus({ minutes: SLOT_MINUTES - (minute.minute % SLOT_MINUTES) });
}

/**
 * The earliest start the operator accepts (decision D39): now + `prepare_delay` (unset = 0), rounded up to the next
 * quarter, in the tenant's zone. It is the default start, the start picker's first slot and the "start too soon" bound.
 */
export function earliestSearchStart(now: DateTime, tenant: StartTenant): DateTime {
  // decision D39: the delay is added before rounding, so that the slot is never sooner than the operator allows.
  return roundUpToSlot(now.setZone(timezoneOf(tenant)).plus({ seconds: prepareDelay(tenant) }));
}

/** The default search start (spec §5, decision D39): the earliest start the operator accepts. */
export function defaultSearchStart(now: DateTime, tenant: StartTenant): DateTime {
  return earliestSearchStart(now, tenant);
}

/** The default return: start + minimum duration (fallback 901 s), rounded up to the next quarter (spec §5, D22). */
export function defaultReturnTime(
  start: DateTime,
  tenant: Pick<TenantRules, 'minimum_reservation_duration'>,
): DateTime {
  return roundUpToSlot(start.plus({ seconds: minimumReservationDuration(tenant) }));
}

/** The earliest and latest instants a picker accepts. */
export interface PickerBounds {
  /** Earliest selectable instant. */
  min: DateTime;
  /** Latest selectable instant. */
  max: DateTime;
}

/**
 * Bounds of the start picker (spec §5, decision D39): min is the earliest start the operator accepts (now +
 * `prepare_delay`, rounded up to the next slot, the first one that can be picked), max is now + the maximum time in
 * advance (fallback 28080000 s), both in the tenant's zone.
 */
export function startPickerBounds(now: DateTime, tenant: DateTenant): PickerBounds {
  const zoned = now.setZone(timezoneOf(tenant));
  return { min: earliestSearchStart(zoned, tenant), max: zoned.plus({ seconds: maximumTimeInAdvance(tenant) }) };
}

/**
 * Bounds of the return picker: from start + minimum duration (rounded up, D22) to now + the maximum time in advance
 * (spec §5), or start + the maximum duration when the tenant sets one and it comes first.
 */
export function endPickerBounds(start: DateTime, now: DateTime, tenant: DateTenant): PickerBounds {
  const zone = timezoneOf(tenant);
  const latest = now.setZone(zone).plus({ seconds: maximumTimeInAdvance(tenant) });
  const longest = maximumReservationDuration(tenant);
  const max = longest === null ? latest : DateTime.min(latest, start.setZone(zone).plus({ seconds: longest }));
  return { min: defaultReturnTime(start.setZone(zone), tenant), max };
}

/** One time of the picker. */
export interface TimeSlot {
  /** Wall-clock label, `HH:mm`. */
  label: string;
  /** The instant, in the tenant's zone. */
  value: DateTime;
  /** Outside the bounds: earlier than min (earlier times of today are blocked) or later than max. */
  disabled: boolean;
  /**
   * The wall-clock time happens twice that day (a fall-back night): the slot is its second occurrence, and the picker
   * shows its offset (`offset`) so that the driver knows which one it is.
   */
  repeated: boolean;
  /** The slot's UTC offset, `±HH:mm` (`-05:00`). */
  offset: string;
}

/**
 * The quarter-hour slots of a day, 00:00 to 23:45, in the zone of `day` (spec §5, §9). Slots before `bounds.min` or
 * after `bounds.max` are disabled. See the module comment for DST days.
 */
export function timeSlots(day: DateTime, bounds: PickerBounds): TimeSlot[] {
  const zone = day.zone;
  const first = day.startOf('day');
  // Only a day whose offset changes can skip or repeat a time: the others skip the (costlier) check of each slot.
  const changes = first.offset !== day.endOf('day').offset;
  if (!changes && first.hour === 0 && first.minute === 0) return steadyDaySlots(first, bounds);
  const slots: TimeSlot[] = [];
  for (let hour = 0; hour < 24; hour += 1) {
    for (let minute = 0; minute < 60; minute += SLOT_MINUTES) {
      const value = DateTime.fromObject({ year: day.year, month: day.month, day: day.day, hour, minute }, { zone });
      // luxon moves a wall time skipped by a spring-forward change to after the gap: such a slot does not exist.
      if (value.hour !== hour || value.minute !== minute) continue;
      slots.push({
        label: value.toFormat('HH:mm'),
        value,
        disabled: value < bounds.min || value > bounds.max,
        repeated: changes && value.getPossibleOffsets().length > 1,
        offset: value.toFormat('ZZ'),
      });
    }
  }
  return slots;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The slots of a day whose offset does not change (every day but the two DST nights): each slot is midnight plus
 * whole quarters, at midnight's offset, so no slot needs the time zone's rules again (issue 18: building 96 zoned
 * luxon dates per picker and per render was a tenth of the search page's start-up work on a phone). `value` is
 * built when read.
 */
function steadyDaySlots(midnight: DateTime, bounds: PickerBounds): TimeSlot[] {
  const zone = midnight.zone;
  const start = midnight.toMillis();
  const min = bounds.min.toMillis();
  const max = bounds.max.toMillis();
  const offset = midnight.toFormat('ZZ');
  const slots: TimeSlot[] = [];
  for (let index = 0; index < (24 * 60) / SLOT_MINUTES; index += 1) {
    const minutes = index * SLOT_MINUTES;
    const millis = start + minutes * 60_000;
    slots.push({
      label: `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`,
      get value() {
        return DateTime.fromMillis(millis, { zone });
      },
      disabled: millis < min || millis > max,
      repeated: false,
      offset,
    });
  }
  return slots;
}

/** Whether a day has at least one selectable slot: days before min's, after max's, or today after 23:45 have none. */
export function isDaySelectable(day: DateTime, bounds: PickerBounds): boolean {
  return timeSlots(day, bounds).some((slot) => !slot.disabled);
}

/** The four search time errors (spec §5, §8), with the server's codes. */
export const SEARCH_TIME_ERRORS = [
  'SEARCH_END_TIME_TOO_LONG',
  'SEARCH_END_TIME_TOO_SHORT',
  'SEARCH_START_TIME_TOO_FAR_IN_ADVANCE',
  'SEARCH_START_TIME_BEFORE',
] as const;
/** A search time error. */
export type SearchTimeError = (typeof SEARCH_TIME_ERRORS)[number];

/**
 * The time errors of a search, checked before sending it (spec §5, §8):
 * - SEARCH_START_TIME_BEFORE: the start is before the earliest start, now + `prepare_delay` rounded up to the next
 *   quarter (start too soon, decision D39);
 * - SEARCH_START_TIME_TOO_FAR_IN_ADVANCE: the start is after now + the maximum time in advance;
 * - SEARCH_END_TIME_TOO_SHORT: the end is less than the minimum duration after the start (an end before the start
 *   included);
 * - SEARCH_END_TIME_TOO_LONG: the rental is longer than the tenant's maximum duration, or ends after now + the
 *   maximum time in advance (the end picker's bound, spec §5).
 * Boundaries are allowed: a duration exactly equal to the minimum or maximum, a start exactly at the earliest start.
 */
export function searchTimeErrors(
  { start, end }: { start: DateTime; end: DateTime },
  now: DateTime,
  tenant: DateTenant,
): SearchTimeError[] {
  const errors: SearchTimeError[] = [];
  const latest = now.toMillis() + maximumTimeInAdvance(tenant) * 1000;
  const duration = (end.toMillis() - start.toMillis()) / 1000;
  const longest = maximumReservationDuration(tenant);
  if ((longest !== null && duration > longest) || end.toMillis() > latest) errors.push('SEARCH_END_TIME_TOO_LONG');
  if (duration < minimumReservationDuration(tenant)) errors.push('SEARCH_END_TIME_TOO_SHORT');
  if (start.toMillis() > latest) errors.push('SEARCH_START_TIME_TOO_FAR_IN_ADVANCE');
  // decision D39: the bound is the default start itself, so an untouched default is never too soon.
  if (start < earliestSearchStart(now, tenant)) errors.push('SEARCH_START_TIME_BEFORE');
  return errors;
}

/** Rental date error codes (spec §5, §8). */
export type RentalDateError = 'RENTAL_DATES_IN_PAST' | 'START_DATE_AFTER_END_DATE';

/**
 * Errors of new rental dates (spec §5): a date in the past and a start that does not precede the end. When modifying
 * (`original` given), a bound left unchanged may be in the past: an in-progress rental keeps its past start while its
 * end moves.
 */
export function rentalDateErrors(
  next: { start: DateTime; end: DateTime },
  now: DateTime,
  original?: { start: DateTime; end: DateTime },
): RentalDateError[] {
  const errors: RentalDateError[] = [];
  const inPast = (value: DateTime, before: DateTime | undefined) =>
    value < now && (before === undefined || before.toMillis() !== value.toMillis());
  if (inPast(next.start, original?.start) || inPast(next.end, original?.end)) errors.push('RENTAL_DATES_IN_PAST');
  if (next.start >= next.end) errors.push('START_DATE_AFTER_END_DATE');
  return errors;
}
