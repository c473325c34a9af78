/**
 * Which parts of the search view a tenant's engine and switches use (spec §2 search form fields, §5, §7; decisions
 * D20, D21). The one place that reads the search switches: the form, the URL of a submitted search, the request
 * bodies, the queries the view enables and the carpooling search all ask here (house style: a tenant switch is read
 * in one place).
 */
import { searchEngineOf, type SearchEngine, type TenantRules } from '../tenant/tenantRules.ts';

/** Vehicle options (spec §3), with the contract's names. */
export const VEHICLE_OPTIONS = ['airbag', 'air_conditioning', 'gps', 'usb_plug', 'snow_tire', 'bluetooth'] as const;
/** A vehicle option. */
export type VehicleOption = (typeof VEHICLE_OPTIONS)[number];

/** The tenant settings that decide the search form's fields. */
export type SearchFormTenant = Pick<
  TenantRules,
  | 'search_engine'
  | 'one_way'
  | 'use_labels'
  | 'use_categories'
  | 'use_estimated_distance'
  | 'use_estimated_destination_field'
  | 'use_discount'
  | 'use_carpooling'
  | 'vehicle_options'
>;

/** The fields of the search form, and what they imply for the search (spec §2). */
export interface SearchFormFields {
  /** The search engine (spec §3: station unless the tenant says address). */
  engine: SearchEngine;
  /** The start station field (station engine). */
  startStation: boolean;
  /** The end station field: one-way with the station engine (decision D21: none with the address engine). */
  endStation: boolean;
  /** The start address field, from suggestions restricted to the tenant's country (address engine). */
  address: boolean;
  /** The destination address and its label: estimated distance with the destination field. */
  destination: boolean;
  /** The estimated distance number: estimated distance without the destination field. */
  estimatedDistance: boolean;
  /** The rental label select: labels used (the rental labels list is needed). */
  rentalLabel: boolean;
  /** The categories multi-select: categories used (the categories list is needed). */
  categories: boolean;
  /** The vehicle options the multi-select offers; none, no field. */
  vehicleOptions: VehicleOption[];
  /** The discount code field: discounts used. */
  discountCode: boolean;
  /** A submitted search also searches carpoolings to join (spec §7): carpooling used. */
  carpooling: boolean;
}

/** Whether a name is one of the contract's vehicle options. */
export function isVehicleOption(value: string): value is VehicleOption {
  return (VEHICLE_OPTIONS as readonly string[]).includes(value);
}

/**
 * The search form's fields for a tenant (spec §2): start station or address by engine; end station when one-way with
 * the station engine (D21); destination and its label when estimated distance and the destination field are both
 * used, else the estimated distance alone when distance is used; label, categories and discount code under their
 * switches; the tenant's known vehicle options; and whether the carpooling search runs.
 */
export function searchFormFields(tenant: SearchFormTenant): SearchFormFields {
  const engine = searchEngineOf(tenant);
  const station = engine === 'station';
  const distance = tenant.use_estimated_distance === true;
  const destination = distance && tenant.use_estimated_destination_field === true;
  return {
    engine,
    startStation: station,
    endStation: station && tenant.one_way === true,
    address: !station,
    destination,
    estimatedDistance: distance && !destination,
    rentalLabel: tenant.use_labels === true,
    categories: tenant.use_categories === true,
    vehicleOptions: (tenant.vehicle_options ?? []).filter(isVehicleOption),
    discountCode: tenant.use_discount === true,
    carpooling: tenant.use_carpooling === true,
  };
}
