/**
 * The vehicle's condition at pick-up and return (issue 35, decision D47): when a booking offers or asks for a condition
 * report, and the zones of the car a report names.
 *
 * `damage_report_mode` (spec §3): missing, `null`, `none`, `disabled` or any unknown value → no condition reports;
 * `optional` → offered for pick-up and for return from the booking's pick-up window (its start minus the prepare
 * delay) to its end; `required` → the same window, and the detail asks for the pick-up report first once the booking
 * is in progress, then for the return report before its end. Only the booking's owner reports (spec §6: the driver).
 */
import type { DateTime } from 'luxon';
import { damageReportModeOf, type DamageReportMode } from '../tenant/damageReportMode.ts';
import { prepareDelay } from '../tenant/delays.ts';
import type { TenantRules } from '../tenant/tenantRules.ts';
import { isRentalOwner, type RentalRules } from './permissions.ts';
import { rentalStatusGroup } from './statuses.ts';

/** The zones of the car a damage is placed on (issue 35 item 3), in the diagram's reading order. */
export const CONDITION_ZONES = [
  'front',
  'windscreen',
  'roof',
  'rear',
  'left',
  'right',
  'wheel_front_left',
  'wheel_front_right',
  'wheel_rear_left',
  'wheel_rear_right',
  'interior',
] as const;
/** A zone of the car. */
export type ConditionZone = (typeof CONDITION_ZONES)[number];

/** Whether a value is a zone of {@link CONDITION_ZONES}. */
export function isConditionZone(value: string): value is ConditionZone {
  return (CONDITION_ZONES as readonly string[]).includes(value);
}

/** The two moments of a report. */
export const CONDITION_MOMENTS = ['pick_up', 'return'] as const;
/** A moment of a report. */
export type ConditionMoment = (typeof CONDITION_MOMENTS)[number];


/** What the booking detail shows of condition reports for its viewer (decision D47). */
export interface ConditionOffer {
  /** Reports may be made now: the owner's booking, within its pick-up window and before its end. */
  open: boolean;
  /** The tenant's mode. */
  mode: DamageReportMode;
  /**
   * `required` only: the report the detail asks for first, while it is missing: `pick_up` once the booking is in
   * progress, then `return`; null when none is asked for (optional mode, outside the window, both made).
   */
  asked: ConditionMoment | null;
}

const NONE: ConditionOffer = { open: false, mode: 'none', asked: null };

/**
 * The condition reports a booking offers its viewer now (decision D47).
 * @param made the moments already reported on this booking (sent or waiting to be sent)
 */
export function conditionOffer(
  rental: RentalRules,
  userId: string | number | null | undefined,
  tenant: Pick<TenantRules, 'damage_report_mode' | 'prepare_delay'>,
  made: readonly ConditionMoment[],
  now: DateTime,
): ConditionOffer {
  const mode = damageReportModeOf(tenant);
  if (mode === 'none' || !isRentalOwner(rental, userId)) return NONE;
  const group = rentalStatusGroup(rental.status);
  const start = rental.reservation_start_time ? Date.parse(rental.reservation_start_time) : Number.NaN;
  const end = rental.reservation_end_time ? Date.parse(rental.reservation_end_time) : Number.NaN;
  const at = now.toMillis();
  const windowOpen = at >= start - prepareDelay(tenant) * 1000 && at < end;
  const open = (group === 'upcoming' || group === 'in_progress') && windowOpen;
  if (!open) return { open: false, mode, asked: null };
  let asked: ConditionMoment | null = null;
  if (mode === 'required' && group === 'in_progress') {
    if (!made.includes('pick_up')) asked = 'pick_up';
    else if (!made.includes('return')) asked = 'return';
  }
  return { open, mode, asked };
}
