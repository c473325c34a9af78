import type { Rental } from '@frontoffice/api-client';
import { describe, expect, it } from 'vitest';
import { buildRentalCreate, findCreatedRental } from './booking.ts';

const params = {
  start: '2026-11-24T08:00:00-05:00',
  end: '2026-11-24T11:00:00-05:00',
  station: 1,
  endStation: 4,
  distance: 25,
  label: 3,
  codes: ['BIENVENUE10'],
};
const base = { search_engine: 'station', one_way: true, use_carpooling: true, carpooling_mode: 'default_enabled' } as const;

describe('the booking body (spec §7 POST /user/rentals)', () => {
  it('spec §7: sends the result, the searched dates, the one-way end station, distance, label, codes and choices', () => {
    expect(
      buildRentalCreate({
        tenant: base,
        params,
        vehicleId: 1001,
        driverId: 7,
        startStationId: 1,
        choices: { carpooling: true, carpoolingDestination: '  Laval ', geotracking: true },
      }),
    ).toEqual({
      vehicle_id: 1001,
      driver_id: 7,
      start_station_id: 1,
      end_station_id: 4,
      reservation_start_time: params.start,
      reservation_end_time: params.end,
      estimated_distance: 25,
      rental_label_id: 3,
      discount_codes: ['BIENVENUE10'],
      geotracking: true,
      carpooling: true,
      carpooling_destination: 'Laval',
    });
  });

  it('decision D20: forced_enabled books as carpooling even unticked; spec §5: no destination without carpooling', () => {
    const forced = buildRentalCreate({
      tenant: { ...base, carpooling_mode: 'forced_enabled' },
      params,
      vehicleId: 1,
      driverId: 1,
      startStationId: 1,
      choices: { carpooling: false, geotracking: false },
    });
    expect(forced.carpooling).toBe(true);
    const unticked = buildRentalCreate({
      tenant: base,
      params,
      vehicleId: 1,
      driverId: 1,
      startStationId: 1,
      choices: { carpooling: false, carpoolingDestination: 'Laval', geotracking: false },
    });
    expect(unticked.carpooling).toBe(false);
    expect(unticked.carpooling_destination).toBeUndefined();
    const off = buildRentalCreate({
      tenant: { ...base, use_carpooling: false },
      params,
      vehicleId: 1,
      driverId: 1,
      startStationId: 1,
      choices: { carpooling: true, geotracking: false },
    });
    expect(off.carpooling).toBe(false);
  });

  it('decision D21: no end station with the address engine or on a round trip', () => {
    const choices = { carpooling: false, geotracking: false };
    const address = buildRentalCreate({ tenant: { ...base, search_engine: 'address' }, params, vehicleId: 1, driverId: 1, startStationId: 1, choices });
    const roundTrip = buildRentalCreate({ tenant: { ...base, one_way: false }, params, vehicleId: 1, driverId: 1, startStationId: 1, choices });
    expect(address.end_station_id).toBeUndefined();
    expect(roundTrip.end_station_id).toBeUndefined();
  });
});

describe('no double booking (issue 8)', () => {
  it('finds the booking a lost answer created: same vehicle, driver and instants, whatever the offset', () => {
    const body = buildRentalCreate({
      tenant: base,
      params,
      vehicleId: 1001,
      driverId: 7,
      startStationId: 1,
      choices: { carpooling: false, geotracking: false },
    });
    const rental = (id: number, vehicle: number, start: string) =>
      ({ id, vehicle_id: vehicle, driver_id: 7, reservation_start_time: start, reservation_end_time: '2026-11-24T16:00:00Z' }) as Rental;
    const rentals = [rental(1, 1002, '2026-11-24T13:00:00Z'), rental(2, 1001, '2026-11-24T14:00:00Z'), rental(3, 1001, '2026-11-24T13:00:00Z')];
    expect(findCreatedRental(rentals, body)?.id).toBe(3);
    expect(findCreatedRental(rentals.slice(0, 2), body)).toBeUndefined();
  });
});
