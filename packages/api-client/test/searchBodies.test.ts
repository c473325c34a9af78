// Issue 17: one owner per step of the search request. The domain says what a search means (vehicleSearchQuery,
// carpoolingSearchQuery); api-client alone writes the wire body (spec §7 names, decision D12's `search` wrapper, ISO
// times, spec §9's defaults), once.
import { carpoolingSearchQuery, vehicleSearchQuery } from '@frontoffice/domain';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { carpoolingSearchBody, vehicleSearchBody } from '../src/index.ts';

const startTime = DateTime.fromISO('2026-11-22T10:15', { zone: 'America/Montreal' });
const endTime = DateTime.fromISO('2026-11-22T12:00', { zone: 'America/Montreal' });

describe('vehicleSearchBody (spec §7, §9)', () => {
  it('§9 defaults page 1, limit 50, radius 30; times with their offset, without milliseconds', () => {
    expect(vehicleSearchBody({ startTime: startTime.plus({ milliseconds: 0 }), endTime, startStationId: 3, endStationId: 3 })).toEqual({
      search: {
        start_time: '2026-11-22T10:15:00-05:00',
        end_time: '2026-11-22T12:00:00-05:00',
        start_station_id: 3,
        end_station_id: 3,
        page: 1,
        limit: 50,
        radius: 30,
      },
    });
  });

  it('§7 every criterion under its wire name, from the domain’s query', () => {
    const query = vehicleSearchQuery(
      {
        startTime,
        endTime,
        location: { latitude: 48.85, longitude: 2.35 },
        estimatedDistance: '120',
        rentalLabelId: 5,
        categories: [1, 2],
        options: ['gps'],
        gearsType: 'automatic',
        seatsCount: 7,
        discountCodes: ['AMI  2026'],
        destination: { label: 'Work', name: 'Office', placeId: 'p1', formattedAddress: '1 rue X', latitude: 1.5, longitude: 2.5 },
        page: 2,
        limit: 10,
      },
      { search_engine: 'address', use_estimated_distance: true, use_estimated_destination_field: true, use_labels: true, use_categories: true, use_discount: true },
    );
    expect(vehicleSearchBody(query).search).toEqual({
      start_time: '2026-11-22T10:15:00-05:00',
      end_time: '2026-11-22T12:00:00-05:00',
      latitude: 48.85,
      longitude: 2.35,
      destination_label: 'Work',
      destination_name: 'Office',
      destination_gmaps_place_id: 'p1',
      destination_formatted_address: '1 rue X',
      destination_latitude: 1.5,
      destination_longitude: 2.5,
      rental_label_id: 5,
      categories: [1, 2],
      options: ['gps'],
      gears_type: 'automatic',
      seats_count: 7,
      discount_codes: ['AMI  2026'],
      page: 2,
      limit: 10,
      radius: 30,
    });
  });

  it('§7 a station search sends the station’s coordinates and the one-way end station', () => {
    const query = vehicleSearchQuery(
      { startTime, endTime, startStationId: 302, endStationId: 303, location: { latitude: 45.5, longitude: -73.6 }, estimatedDistance: 40 },
      { one_way: true, use_estimated_distance: true },
    );
    expect(vehicleSearchBody(query).search).toMatchObject({ start_station_id: 302, end_station_id: 303, latitude: 45.5, longitude: -73.6, estimated_distance: 40 });
  });

  it('§7 §9 carpooling search: the page asked for (issue 31; page 1 by default) and limit 30, inside and beside the search', () => {
    const query = carpoolingSearchQuery({ startTime, endTime, startStationId: 3, rentalLabelId: 7, categories: [4], page: 3 }, { use_labels: true, use_categories: true });
    expect(carpoolingSearchBody(query)).toEqual({
      search: {
        start_station_id: 3,
        end_station_id: 3,
        rental_label_id: 7,
        start_time: '2026-11-22T10:15:00-05:00',
        end_time: '2026-11-22T12:00:00-05:00',
        categories: [4],
        page: 3,
        limit: 30,
      },
      page: 3,
      limit: 30,
    });
    expect(carpoolingSearchBody({ startTime, endTime })).toEqual({
      search: { start_time: '2026-11-22T10:15:00-05:00', end_time: '2026-11-22T12:00:00-05:00', page: 1, limit: 30 },
      page: 1,
      limit: 30,
    });
  });
});
