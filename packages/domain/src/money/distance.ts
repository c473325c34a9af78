/**
 * Distances (spec §9): a kilometre is 1000 m, a mile 1609.344 m, shown with one decimal, in the tenant's unit.
 */
import { languageOf } from '../locale/language.ts';
import type { TenantRules } from '../tenant/tenantRules.ts';

/** Distance units (spec §9, the contract's `km` and `mi`). */
export const DISTANCE_UNITS = ['km', 'mi'] as const;
/** A distance unit. */
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

/** Metres in one unit (spec §9). */
export const METERS_PER_UNIT: Record<DistanceUnit, number> = { km: 1000, mi: 1609.344 };

/** A distance in a unit. */
export interface Distance {
  /** Rounded to one decimal. */
  value: number;
  /** Kilometres or miles. */
  unit: DistanceUnit;
}

/** A unit as a tenant or rental writes it (`mi`, `miles`, `mile`...); km otherwise (spec §9 default). */
export function parseDistanceUnit(unit: string | null | undefined): DistanceUnit {
  return unit && /^mi(le|les)?$/i.test(unit.trim()) ? 'mi' : 'km';
}

/** The tenant's distance unit (spec §9 default km). */
export function distanceUnitOf(tenant: Pick<TenantRules, 'distance_unit'>): DistanceUnit {
  return parseDistanceUnit(tenant.distance_unit);
}

/** Metres converted to the unit, rounded to one decimal (spec §9). */
export function metersToDistance(meters: number, unit: DistanceUnit): Distance {
  return { value: Math.round((meters / METERS_PER_UNIT[unit]) * 10) / 10, unit };
}

/**
 * Kilometres converted to the unit with the §9 helper: a vehicle box's range (`box_autonomy`) is in kilometres
 * whatever the tenant's unit (decision D41), so a miles tenant shows it converted, never relabelled.
 */
export function kilometresToDistance(kilometres: number, unit: DistanceUnit): Distance {
  return metersToDistance(kilometres * METERS_PER_UNIT.km, unit);
}

/**
 * A distance for display, with one decimal, in the user's language: `12.3 km`, `12,3 km`, `7.6 mi`. Empty when the
 * value is not a number.
 */
export function formatDistance(distance: Distance | null | undefined, locale: string): string {
  if (!distance || !Number.isFinite(distance.value)) return '';
  return new Intl.NumberFormat(languageOf(locale), {
    style: 'unit',
    unit: distance.unit === 'mi' ? 'mile' : 'kilometer',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(distance.value);
}
