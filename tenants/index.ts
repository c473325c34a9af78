/**
 * The demo tenants shipped with the product. Each folder `tenants/<id>/` holds one operator's fixtures:
 * settings (`tenant.json`, the `GET /tenant` answer), custom contents in French and English (`contents.json`), terms
 * versions (`terms.json`), tenant lists (`catalog.json`: registration flows, categories, rental labels, additional
 * documents, discount codes), `stations.json`, `vehicles.json`, address suggestions (`places.json`), and the theme,
 * logo, favicon and login background owned by the design system.
 *
 * URLs in the fixtures start with `{base}`, the API base the demo API serves the tenant under (`/api`,
 * `/tenants/<id>/api` or an msw base URL): it replaces the placeholder when it answers.
 */
import campusCatalog from './campus/catalog.json';
import campusContents from './campus/contents.json';
import campusPlaces from './campus/places.json';
import campusStations from './campus/stations.json';
import campusTenant from './campus/tenant.json';
import campusTerms from './campus/terms.json';
import campusVehicles from './campus/vehicles.json';
import cityshareCatalog from './cityshare/catalog.json';
import cityshareContents from './cityshare/contents.json';
import citysharePlaces from './cityshare/places.json';
import cityshareStations from './cityshare/stations.json';
import cityshareTenant from './cityshare/tenant.json';
import cityshareTerms from './cityshare/terms.json';
import cityshareVehicles from './cityshare/vehicles.json';
import demoCatalog from './demo/catalog.json';
import demoContents from './demo/contents.json';
import demoPlaces from './demo/places.json';
import demoStations from './demo/stations.json';
import demoTenant from './demo/tenant.json';
import demoTerms from './demo/terms.json';
import demoVehicles from './demo/vehicles.json';
import fleetcoCatalog from './fleetco/catalog.json';
import fleetcoContents from './fleetco/contents.json';
import fleetcoPlaces from './fleetco/places.json';
import fleetcoStations from './fleetco/stations.json';
import fleetcoTenant from './fleetco/tenant.json';
import fleetcoTerms from './fleetco/terms.json';
import fleetcoVehicles from './fleetco/vehicles.json';
import minimalCatalog from './minimal/catalog.json';
import minimalContents from './minimal/contents.json';
import minimalPlaces from './minimal/places.json';
import minimalStations from './minimal/stations.json';
import minimalTenant from './minimal/tenant.json';
import minimalTerms from './minimal/terms.json';
import minimalVehicles from './minimal/vehicles.json';

export const tenantIds = ['demo', 'cityshare', 'fleetco', 'campus', 'minimal'] as const;

/** A demo tenant's id. */
export type TenantId = (typeof tenantIds)[number];

/** The tenant served when none is named (`DEMO_TENANT` / `TENANT`). */
export const defaultTenantId: TenantId = 'demo';

/** Whether a string names one of the demo tenants. */
export function isTenantId(value: string): value is TenantId {
  return (tenantIds as readonly string[]).includes(value);
}

/** The two languages of the contents (spec §9). */
export type FixtureLanguage = 'fr' | 'en';

/**
 * One tenant's data fixtures, as read from its JSON files. The shapes are checked against the OpenAPI document by
 * `fixtures.test.ts`, so the loose typing here cannot hide a drift; consumers (the demo API) validate them again.
 */
export interface TenantFixtures {
  /** The `GET /tenant` settings. */
  tenant: Record<string, unknown>;
  /** Custom contents by type (faq, contact, pricing, cgu, welcome…) and language. */
  contents: Record<string, Record<FixtureLanguage, Record<string, unknown>[]>>;
  /** Terms versions, the text in each language; `current` marks the one in force. */
  terms: Record<string, unknown>[];
  /** Registration flows, categories, rental labels, additional documents (texts per language), discount codes. */
  catalog: {
    registration_flows: Record<string, unknown>[];
    categories: Record<string, unknown>[];
    rental_labels: Record<string, unknown>[];
    additional_documents: Record<string, unknown>[];
    discount_codes: Record<string, unknown>[];
  };
  /** Stations (OpenAPI `Station`). */
  stations: Record<string, unknown>[];
  /** Vehicles (OpenAPI `Vehicle`) plus their station, illustration, rates and allowed rental labels. */
  vehicles: Record<string, unknown>[];
  /** Address suggestions in the tenant's country (OpenAPI `GeocodeFeature`). */
  places: Record<string, unknown>[];
}

/** Every tenant's data fixtures. */
export const tenantFixtures: Record<TenantId, TenantFixtures> = {
  demo: { tenant: demoTenant, contents: demoContents, terms: demoTerms, catalog: demoCatalog, stations: demoStations, vehicles: demoVehicles, places: demoPlaces },
  cityshare: { tenant: cityshareTenant, contents: cityshareContents, terms: cityshareTerms, catalog: cityshareCatalog, stations: cityshareStations, vehicles: cityshareVehicles, places: citysharePlaces },
  fleetco: { tenant: fleetcoTenant, contents: fleetcoContents, terms: fleetcoTerms, catalog: fleetcoCatalog, stations: fleetcoStations, vehicles: fleetcoVehicles, places: fleetcoPlaces },
  campus: { tenant: campusTenant, contents: campusContents, terms: campusTerms, catalog: campusCatalog, stations: campusStations, vehicles: campusVehicles, places: campusPlaces },
  minimal: { tenant: minimalTenant, contents: minimalContents, terms: minimalTerms, catalog: minimalCatalog, stations: minimalStations, vehicles: minimalVehicles, places: minimalPlaces },
};

/** The SVG files of a tenant folder that the demo API serves under `{base}/__demo/assets/<name>`. */
export const tenantAssetNames = ['logo.svg', 'favicon.svg', 'login-background.svg'] as const;

/** The name of a tenant SVG file. */
export type TenantAssetName = (typeof tenantAssetNames)[number];

/**
 * Where each tenant's SVG files are. Written as literal `new URL(..., import.meta.url)` calls so that Vite emits the
 * files and rewrites the URLs in a browser build, while Node reads them from `file:` URLs.
 */
export const tenantAssetUrls: Record<TenantId, Record<TenantAssetName, URL>> = {
  demo: {
    'logo.svg': new URL('./demo/logo.svg', import.meta.url),
    'favicon.svg': new URL('./demo/favicon.svg', import.meta.url),
    'login-background.svg': new URL('./demo/login-background.svg', import.meta.url),
  },
  cityshare: {
    'logo.svg': new URL('./cityshare/logo.svg', import.meta.url),
    'favicon.svg': new URL('./cityshare/favicon.svg', import.meta.url),
    'login-background.svg': new URL('./cityshare/login-background.svg', import.meta.url),
  },
  fleetco: {
    'logo.svg': new URL('./fleetco/logo.svg', import.meta.url),
    'favicon.svg': new URL('./fleetco/favicon.svg', import.meta.url),
    'login-background.svg': new URL('./fleetco/login-background.svg', import.meta.url),
  },
  campus: {
    'logo.svg': new URL('./campus/logo.svg', import.meta.url),
    'favicon.svg': new URL('./campus/favicon.svg', import.meta.url),
    'login-background.svg': new URL('./campus/login-background.svg', import.meta.url),
  },
  minimal: {
    'logo.svg': new URL('./minimal/logo.svg', import.meta.url),
    'favicon.svg': new URL('./minimal/favicon.svg', import.meta.url),
    'login-background.svg': new URL('./minimal/login-background.svg', import.meta.url),
  },
};
