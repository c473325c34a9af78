import { describe, expect, it } from 'vitest';
import { isVehicleOption, searchFormFields, type SearchFormFields, type SearchFormTenant } from './fields.ts';

const none: SearchFormFields = {
  engine: 'station',
  startStation: true,
  endStation: false,
  address: false,
  destination: false,
  estimatedDistance: false,
  rentalLabel: false,
  categories: false,
  vehicleOptions: [],
  discountCode: false,
  carpooling: false,
};

describe('the search form fields of a tenant (spec §2, §5; decision D21)', () => {
  it.each<[string, SearchFormTenant, Partial<SearchFormFields>]>([
    ['every switch unset: a start station, dates and the fixed filters', {}, {}],
    ['every switch off (minimal)', { search_engine: 'station', one_way: false, use_labels: false, use_categories: false, use_estimated_distance: false, use_estimated_destination_field: false, use_discount: false, use_carpooling: false, vehicle_options: [] }, {}],
    ['an unknown engine is the station engine (§3 default)', { search_engine: 'teleport' }, {}],
    ['station engine, one-way: the end station too', { search_engine: 'station', one_way: true }, { endStation: true }],
    ['address engine: the address instead of the start station', { search_engine: 'address' }, { engine: 'address', startStation: false, address: true }],
    ['address engine, one-way: no end station (D21)', { search_engine: 'address', one_way: true }, { engine: 'address', startStation: false, address: true }],
    ['estimated distance alone: the distance number', { use_estimated_distance: true }, { estimatedDistance: true }],
    ['estimated distance with the destination field: destination and label, no number', { use_estimated_distance: true, use_estimated_destination_field: true }, { destination: true }],
    ['the destination field alone shows nothing', { use_estimated_destination_field: true }, {}],
    ['labels', { use_labels: true }, { rentalLabel: true }],
    ['categories', { use_categories: true }, { categories: true }],
    ['discount', { use_discount: true }, { discountCode: true }],
    ['carpooling: the carpooling search runs', { use_carpooling: true }, { carpooling: true }],
    ['vehicle options: the known ones, in the tenant order', { vehicle_options: ['gps', 'jetpack', 'airbag'] }, { vehicleOptions: ['gps', 'airbag'] }],
    ['vehicle options null', { vehicle_options: null }, {}],
  ])('spec §2: %s', (_, tenant, expected) => {
    expect(searchFormFields(tenant)).toEqual({ ...none, ...expected });
  });

  it.each([
    ['gps', true],
    ['usb_plug', true],
    ['jetpack', false],
    ['', false],
  ] as const)('spec §3: %s is a vehicle option: %s', (value, expected) => {
    expect(isVehicleOption(value)).toBe(expected);
  });
});
