import type { TenantRules } from './tenantRules.ts';

/** A delay of -1 means the action is not allowed (spec §9). */
export const NOT_ALLOWED = -1;

/** Fallbacks of the tenant settings, in seconds (spec §5, §9). */
export const TENANT_FALLBACKS = {
  minimumReservationDuration: 901,
  minimalDelay: 1,
  maximumTimeInAdvance: 28_080_000,
} as const;

function isSet(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Minimum reservation duration in seconds; -1, a negative value or unset gives 901 (spec §5). */
export function minimumReservationDuration(tenant: Pick<TenantRules, 'minimum_reservation_duration'>): number {
  const value = tenant.minimum_reservation_duration;
  return isSet(value) && value >= 0 ? value : TENANT_FALLBACKS.minimumReservationDuration;
}

/** Maximum reservation duration in seconds, or null when the tenant sets none (unset or -1). */
export function maximumReservationDuration(
  tenant: Pick<TenantRules, 'maximum_reservation_duration'>,
): number | null {
  const value = tenant.maximum_reservation_duration;
  return isSet(value) && value > 0 ? value : null;
}

/** Maximum time in advance in seconds; unset or -1 gives 28080000 (spec §5). */
export function maximumTimeInAdvance(tenant: Pick<TenantRules, 'rental_maximum_time_in_advance'>): number {
  const value = tenant.rental_maximum_time_in_advance;
  return isSet(value) && value >= 0 ? value : TENANT_FALLBACKS.maximumTimeInAdvance;
}

/**
 * The prepare delay in seconds (decision D39): the least time between now and a start the operator accepts. Unset,
 * negative or not a number gives 0 (no delay): -1 has no "not allowed" meaning here, a search is always possible.
 */
export function prepareDelay(tenant: Pick<TenantRules, 'prepare_delay'>): number {
  const value = tenant.prepare_delay;
  return isSet(value) && value > 0 ? value : 0;
}

function delay(value: number | null | undefined, fallback: number | null | undefined): number {
  if (isSet(value)) return value < 0 ? NOT_ALLOWED : value;
  if (isSet(fallback)) return fallback < 0 ? NOT_ALLOWED : fallback;
  return TENANT_FALLBACKS.minimalDelay;
}

/** Cancellation delay in seconds, 1 when unset, -1 (not allowed) kept (spec §5, decision D9). */
export function cancellationDelay(tenant: Pick<TenantRules, 'cancellation_minimal_delay'>): number {
  return delay(tenant.cancellation_minimal_delay, undefined);
}

/**
 * Start and end modification delays in seconds. Decision D9: each falls back to
 * `bounds_modification_minimal_delay`, then to 1 (spec §9); -1 (not allowed) is kept.
 */
export function modificationDelays(
  tenant: Pick<
    TenantRules,
    | 'bounds_modification_minimal_delay'
    | 'reservation_start_modification_minimal_delay'
    | 'reservation_end_modification_minimal_delay'
  >,
): { start: number; end: number } {
  return {
    start: delay(tenant.reservation_start_modification_minimal_delay, tenant.bounds_modification_minimal_delay),
    end: delay(tenant.reservation_end_modification_minimal_delay, tenant.bounds_modification_minimal_delay),
  };
}
