/**
 * What a vehicle card shows about energy (spec §3) and how a carpooling result compares with the search (spec §2).
 */
import { type Instant, millisOf, parseInstant } from '../dates/instant.ts';

/** The vehicle fields the energy rule reads (server names, spec §3). */
export interface VehicleEnergyRules {
  /** electric, gasoline, diesel, gpl or hybrid. */
  fuel_type?: string | null;
  /** Battery charge, percent. */
  box_state_of_charge?: number | null;
  /** charging or not_charging. */
  box_charging_status?: string | null;
  /** Remaining range. */
  box_autonomy?: number | null;
  /** Fuel level, litres. */
  box_fuel_level?: number | null;
}

/** What a card shows about energy: charge and autonomy for electric vehicles, litres otherwise (spec §3). */
export type VehicleEnergy =
  | {
      kind: 'charge';
      /** Percent, 0 to 100. */
      percent: number;
      /** Remaining range, or null when unknown. */
      autonomy: number | null;
      /** The vehicle is charging. */
      charging: boolean;
    }
  | {
      kind: 'fuel';
      /** Litres. */
      litres: number;
    };

function finite(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * The energy line of a vehicle (spec §3): an electric vehicle shows its charge percentage (clamped to 0–100) and
 * autonomy, any other its fuel level in litres; null when the box reported nothing usable.
 */
export function vehicleEnergy(vehicle: VehicleEnergyRules): VehicleEnergy | null {
  if (vehicle.fuel_type === 'electric') {
    if (!finite(vehicle.box_state_of_charge)) return null;
    return {
      kind: 'charge',
      percent: Math.min(100, Math.max(0, Math.round(vehicle.box_state_of_charge))),
      autonomy: finite(vehicle.box_autonomy) ? vehicle.box_autonomy : null,
      charging: vehicle.box_charging_status === 'charging',
    };
  }
  return finite(vehicle.box_fuel_level) ? { kind: 'fuel', litres: vehicle.box_fuel_level } : null;
}

/**
 * Whether a carpooling result's times differ from the requested ones, which earns the adjusted-times badge (spec §2).
 * Instants are compared, so the same time written with another offset is not an adjustment.
 */
export function carpoolingTimesAdjusted(
  result: { reservation_start_time?: string | null; reservation_end_time?: string | null },
  requested: { start: Instant; end: Instant },
): boolean {
  const same = (iso: string | null | undefined, wanted: Instant) => {
    const time = parseInstant(iso);
    return time !== undefined && time === millisOf(wanted);
  };
  return !same(result.reservation_start_time, requested.start) || !same(result.reservation_end_time, requested.end);
}
