// The data fixtures are checked against the OpenAPI document itself (ajv 2020 over openapi/frontoffice.yaml), so a
// contract change that a fixture no longer satisfies fails here instead of in the demo API at run time.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { type FixtureLanguage, tenantFixtures, tenantIds, type TenantId } from './index.ts';

const document = parse(readFileSync(fileURLToPath(new URL('../openapi/frontoffice.yaml', import.meta.url)), 'utf8')) as {
  components: { schemas: Record<string, { required?: string[]; properties?: Record<string, unknown> }> };
};
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(document as object, 'openapi.json');

/** Validates data against a component schema; returns readable errors ('' when valid). */
function check(schemaName: string, data: unknown, extra?: object): string {
  const schema = extra
    ? { allOf: [{ $ref: `openapi.json#/components/schemas/${schemaName}` }, extra] }
    : { $ref: `openapi.json#/components/schemas/${schemaName}` };
  const validate = ajv.compile(schema);
  return validate(data) ? '' : ajv.errorsText(validate.errors as ErrorObject[], { dataVar: schemaName });
}

const languages: FixtureLanguage[] = ['fr', 'en'];
const localized = { type: 'object', required: ['fr', 'en'], properties: { fr: { type: 'string', minLength: 1 }, en: { type: 'string', minLength: 1 } } };
const vehicleExtras = {
  type: 'object',
  required: ['station_id', 'illustration', 'rates', 'rental_label_ids'],
  properties: {
    station_id: { type: 'integer' },
    illustration: { type: 'object', required: ['kind', 'color'], properties: { kind: { enum: ['hatchback', 'sedan', 'suv', 'van', 'minivan'] }, color: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' } } },
    rates: { type: 'object', required: ['hourly_cents', 'daily_cents', 'per_distance_cents'], properties: { hourly_cents: { type: 'integer', minimum: 1 }, daily_cents: { type: 'integer', minimum: 1 }, per_distance_cents: { type: 'integer', minimum: 0 } } },
    rental_label_ids: { type: 'array', items: { type: 'integer' } },
  },
};
const discountCode = {
  type: 'object',
  required: ['code', 'percent_off', 'amount_off_cents', 'expires_at', 'max_uses', 'uses'],
  properties: {
    code: { type: 'string', pattern: '^[A-Z0-9]+$' },
    percent_off: { type: ['integer', 'null'], minimum: 1, maximum: 100 },
    amount_off_cents: { type: ['integer', 'null'], minimum: 1 },
    expires_at: { type: 'string', format: 'date-time' },
    max_uses: { type: ['integer', 'null'], minimum: 1 },
    uses: { type: 'integer', minimum: 0 },
  },
};

/** Great-circle distance in kilometres. */
function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const cities: Record<TenantId, { latitude: number; longitude: number }> = {
  demo: { latitude: 45.5019, longitude: -73.5674 },
  cityshare: { latitude: 48.8566, longitude: 2.3522 },
  fleetco: { latitude: 51.5072, longitude: -0.1276 },
  campus: { latitude: 45.5048, longitude: -73.6132 },
  minimal: { latitude: 46.8139, longitude: -71.208 },
};

describe.each(tenantIds)('tenant %s fixtures conform to openapi/frontoffice.yaml', (id) => {
  const fixtures = tenantFixtures[id];

  it('settings are a Tenant (spec §3)', () => {
    expect(check('Tenant', fixtures.tenant)).toBe('');
  });

  it('stations are Stations near the tenant city', () => {
    for (const station of fixtures.stations) expect(check('Station', station)).toBe('');
    for (const station of fixtures.stations as { latitude: number; longitude: number }[]) {
      expect(km(station, cities[id])).toBeLessThan(30);
    }
  });

  it('vehicles are Vehicles at one of the tenant stations, with rates and an illustration', () => {
    const stationIds = new Set(fixtures.stations.map((s) => s.id));
    const categoryIds = new Set(fixtures.catalog.categories.map((c) => c.id));
    const labelIds = new Set(fixtures.catalog.rental_labels.map((l) => l.id));
    for (const vehicle of fixtures.vehicles) {
      expect(check('Vehicle', vehicle, vehicleExtras)).toBe('');
      expect(stationIds.has(vehicle.station_id)).toBe(true);
      if (vehicle.category_id !== null) expect(categoryIds.has(vehicle.category_id)).toBe(true);
      for (const label of vehicle.rental_label_ids as unknown[]) expect(labelIds.has(label)).toBe(true);
    }
    expect(new Set(fixtures.vehicles.map((v) => v.id)).size).toBe(fixtures.vehicles.length);
  });

  it('lists are RegistrationFlows, Categories, RentalLabels and discount codes', () => {
    for (const flow of fixtures.catalog.registration_flows) expect(check('RegistrationFlow', flow)).toBe('');
    for (const category of fixtures.catalog.categories) expect(check('Category', category)).toBe('');
    for (const label of fixtures.catalog.rental_labels) expect(check('RentalLabel', label)).toBe('');
    for (const code of fixtures.catalog.discount_codes) expect(ajv.validate(discountCode, code)).toBe(true);
  });

  it('additional documents give an AdditionalDocument in French and in English (spec §3)', () => {
    for (const doc of fixtures.catalog.additional_documents) {
      expect(ajv.validate({ type: 'object', required: ['title', 'description'], properties: { title: localized, description: localized } }, doc)).toBe(true);
      const { title, description } = doc as { title: Record<FixtureLanguage, string>; description: Record<FixtureLanguage, string> };
      for (const lang of languages) {
        expect(check('AdditionalDocument', { ...doc, title: title[lang], description: description[lang] })).toBe('');
      }
    }
  });

  it('custom contents faq, contact, pricing and cgu exist in French and English as CustomContents (spec §2)', () => {
    for (const type of ['faq', 'contact', 'pricing', 'cgu']) expect(Object.keys(fixtures.contents)).toContain(type);
    for (const [type, byLanguage] of Object.entries(fixtures.contents)) {
      for (const lang of languages) {
        expect(byLanguage[lang].length).toBeGreaterThan(0);
        for (const entry of byLanguage[lang]) {
          expect(check('CustomContent', entry)).toBe('');
          expect(entry.type).toBe(type);
          expect(String(entry.content)).not.toMatch(/lorem ipsum/i);
        }
      }
      expect(byLanguage.fr.map((e) => e.id)).toEqual(byLanguage.en.map((e) => e.id));
    }
  });

  it('the pricing page lists every vehicle with its hourly rate, so it cannot drift from the rates the API charges', () => {
    for (const lang of languages) {
      const page = (fixtures.contents.pricing?.[lang] ?? []).map((e) => String(e.content)).join('');
      for (const vehicle of fixtures.vehicles as { make: string; model: string; rates: { hourly_cents: number } }[]) {
        expect(page).toContain(`<td>${vehicle.make} ${vehicle.model}</td>`);
        const amount = new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-GB', { style: 'currency', currency: String(fixtures.tenant.currency) }).format(vehicle.rates.hourly_cents / 100);
        expect(page).toContain(`<td>${vehicle.make} ${vehicle.model}</td><td>${amount}</td>`);
      }
    }
  });

  it('terms versions are TermsVersions in both languages, one current when terms are on (decision D16)', () => {
    for (const version of fixtures.terms) {
      const content = version.content as Record<FixtureLanguage, string>;
      for (const lang of languages) expect(check('TermsVersion', { id: version.id, content: content[lang] })).toBe('');
    }
    const current = fixtures.terms.filter((v) => v.current === true);
    expect(current).toHaveLength(fixtures.tenant.use_terms_and_conditions ? 1 : 0);
  });

  it('address suggestions are GeocodeFeatures', () => {
    expect(fixtures.places.length).toBeGreaterThan(0);
    for (const place of fixtures.places) expect(check('GeocodeFeature', place)).toBe('');
  });
});

describe('the fixture check itself', () => {
  it('refuses settings that lack a required switch or carry a wrong enum, naming the field', () => {
    const { use_payments: _removed, ...withoutPayments } = tenantFixtures.demo.tenant;
    expect(check('Tenant', withoutPayments)).toContain('use_payments');
    expect(check('Tenant', { ...tenantFixtures.demo.tenant, platform_type: 'semi' })).toContain('platform_type');
  });
});

describe('the five tenants together (issue 4 table)', () => {
  const settings = (id: TenantId) => tenantFixtures[id].tenant;
  const switches = Object.keys(document.components.schemas.Tenant?.properties ?? {}).filter((k) => k.startsWith('use_'));

  it.each(switches)('spec §3: switch %s is on for one tenant and off for another', (name) => {
    const values = new Set(tenantIds.map((id) => settings(id)[name]));
    expect(values).toEqual(new Set([true, false]));
  });

  it.each(['platform_type', 'search_engine', 'one_way', 'carpooling_driver_can_add_passengers', 'distance_unit', 'date_format', 'language'])(
    'spec §3: setting %s takes at least two values',
    (name) => {
      expect(new Set(tenantIds.map((id) => settings(id)[name])).size).toBeGreaterThan(1);
    },
  );

  it('matches the table of the issue', () => {
    expect(settings('demo')).toMatchObject({ platform_type: 'private', search_engine: 'station', use_registration: true, use_auto_register: true, language: 'fr', use_multi_language: true, use_payments: true, use_required_payment_card: true, use_billing: true, use_categories: true, use_terms_and_conditions: true, use_cookie_consent: true, use_discount: true, timezone: 'America/Montreal', iso3166: 'CA', currency: 'CAD', distance_unit: 'km', date_format: 'DD/MM/YYYY' });
    expect(settings('demo').registration_steps).toHaveLength(9);
    expect(settings('cityshare')).toMatchObject({ platform_type: 'public', search_engine: 'address', one_way: true, use_carpooling: true, carpooling_mode: 'default_enabled', carpooling_driver_can_add_passengers: true, use_estimated_distance: true, use_estimated_destination_field: true, use_discount: true, use_fleet_planning: true, use_privacy_usage: true, use_privacy_usage_time_slot: true, timezone: 'Europe/Paris', iso3166: 'FR', currency: 'EUR', distance_unit: 'km' });
    expect(settings('cityshare').registration_steps).toHaveLength(5);
    expect(settings('fleetco')).toMatchObject({ platform_type: 'private', search_engine: 'station', use_registration: false, use_single_sign_on: true, use_labels: true, use_entities: true, use_estimated_distance: true, use_estimated_destination_field: false, use_carpooling: true, carpooling_mode: 'forced_enabled', use_payments: false, use_billing: false, language: 'en', timezone: 'Europe/London', iso3166: 'GB', currency: 'GBP', distance_unit: 'mi', date_format: 'YYYY-MM-DD' });
    expect(settings('fleetco').single_sign_on).toMatchObject({ provider: 'openid' });
    expect(settings('campus')).toMatchObject({ platform_type: 'public', search_engine: 'station', one_way: true, use_multi_language: false, language: 'fr', use_terms_and_conditions: false, use_cookie_consent: false, use_payments: true, use_required_payment_card: false, use_categories: false, use_discount: false, timezone: 'America/Montreal', currency: 'CAD' });
    const minimal = settings('minimal');
    expect(switches.filter((name) => minimal[name] !== false)).toEqual([]);
    expect(minimal.registration_steps).toEqual(['registration', 'personal_details']);
  });

  it('decision D19: exactly one tenant has a welcome content', () => {
    expect(tenantIds.filter((id) => 'welcome' in tenantFixtures[id].contents)).toEqual(['demo']);
  });

  it('decision D24: each tenant names a different theme', () => {
    expect(new Set(tenantIds.map((id) => settings(id).theme)).size).toBe(5);
  });

  it('ids are unique across tenants, so a request on the wrong tenant cannot find another tenant’s data', () => {
    const stationIds = tenantIds.flatMap((id) => tenantFixtures[id].stations.map((s) => s.id));
    const vehicleIds = tenantIds.flatMap((id) => tenantFixtures[id].vehicles.map((v) => v.id));
    expect(new Set(stationIds).size).toBe(stationIds.length);
    expect(new Set(vehicleIds).size).toBe(vehicleIds.length);
  });
});
