// The demo accounts (the same on every tenant, password `demo-password`) and their history, placed relative to
// "now" so that upcoming, in-progress and closed rentals exist whenever the demo starts.
import type { TenantId } from '@frontoffice/tenants';
import { seedVehicleDamages } from './damages.ts';
import { type DemoState, type DriverField, loadFixtures, type RentalRecord, type Station, type UserRecord, type VehicleRecord } from './model.ts';
import { advanceRegistration, basePrice, stepsOf } from './rules.ts';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'demo-password';

/** The OAuth client of the front office. */
export const DEMO_CLIENT = { id: 'frontoffice', secret: 'frontoffice-secret' } as const;

/** The demo accounts, what each is for. */
export const DEMO_ACCOUNTS = {
  'driver@example.com': 'complete and validated, with cards and upcoming, in-progress and closed rentals (and a carpooling with a passenger on carpooling tenants)',
  'new@example.com': 'signed up, at the personal-details step',
  'waiting@example.com': 'every step done, waiting for validation',
  'blocked@example.com': 'blocked',
  'backoffice@example.com': 'complete with can_access_backoffice, and an unpaid invoice (account deletion refused)',
  'passenger@example.com': 'a passenger of the driver’s carpooling; has not accepted the current terms version',
  'noroles@example.com': 'a user with no roles (the front office refuses the login)',
} as const;

const PEOPLE: Record<keyof typeof DEMO_ACCOUNTS, { first: string; last: string }> = {
  'driver@example.com': { first: 'Camille', last: 'Martin' },
  'new@example.com': { first: '', last: '' },
  'waiting@example.com': { first: 'Samir', last: 'Haddad' },
  'blocked@example.com': { first: 'Jordan', last: 'Lee' },
  'backoffice@example.com': { first: 'Nadia', last: 'Gagnon' },
  'passenger@example.com': { first: 'Léo', last: 'Bernard' },
  'noroles@example.com': { first: 'Alex', last: 'Roy' },
};

const ADDRESSES: Record<string, Partial<Record<DriverField, string>>> = {
  CA: { address_line1: '4521 Rue Saint-Denis', address_postal_code: 'H2J 2L4', address_locality: 'Montréal', address_state: 'QC', address_country: 'CA', birthday_location: 'Québec', driving_licence_location: 'Québec', cell_phone: '+15145550123' },
  FR: { address_line1: '12 Rue Oberkampf', address_postal_code: '75011', address_locality: 'Paris', address_state: 'Île-de-France', address_country: 'FR', birthday_location: 'Lyon', driving_licence_location: 'Paris', cell_phone: '+33612345678' },
  GB: { address_line1: '27 Upper Street', address_postal_code: 'N1 0PN', address_locality: 'London', address_state: 'Greater London', address_country: 'GB', birthday_location: 'Manchester', driving_licence_location: 'DVLA Swansea', cell_phone: '+447700900123' },
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Deterministic pseudo-random numbers (mulberry32), so that a scaled fleet is the same at every start. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Options of the seed. */
export interface SeedOptions {
  /** Seeds this many stations and five times as many vehicles (performance tests; up to 20,000). */
  scale?: number;
  /** Latency added to every answer, in milliseconds. @default 0 */
  latencyMs?: number;
}

function scaleFleet(state: Pick<DemoState, 'stations' | 'vehicles' | 'tenant'>, scale: number): void {
  const random = seededRandom(scale * 7919 + state.tenant.id);
  const center = state.stations[0] ?? { latitude: 45.5, longitude: -73.57 };
  const templates = [...state.vehicles];
  for (let i = state.stations.length; i < scale; i += 1) {
    const angle = random() * 2 * Math.PI;
    const radiusKm = Math.sqrt(random()) * 25;
    const latitude = center.latitude + (radiusKm / 111) * Math.cos(angle);
    const longitude = center.longitude + (radiusKm / (111 * Math.cos((center.latitude * Math.PI) / 180))) * Math.sin(angle);
    state.stations.push({
      id: 100_000 + i,
      name: `Station ${i + 1}`,
      address: null,
      description: null,
      latitude: Math.round(latitude * 1e6) / 1e6,
      longitude: Math.round(longitude * 1e6) / 1e6,
    });
  }
  for (let i = state.vehicles.length; i < scale * 5; i += 1) {
    const template = templates[i % templates.length] as VehicleRecord;
    const station = state.stations[Math.floor(random() * state.stations.length)] as Station;
    const id = 1_000_000 + i;
    state.vehicles.push({
      ...template,
      id,
      license_plate: `DEMO-${String(i).padStart(6, '0')}`,
      internal_identifier: `S-${String(i).padStart(6, '0')}`,
      photos: [{ medium_url: `{base}/__demo/assets/vehicles/${id}.svg` }],
      thumbnail_url: `{base}/__demo/assets/vehicles/${id}.svg?size=thumbnail`,
      station_id: station.id,
      box_latitude: station.latitude,
      box_longitude: station.longitude,
    });
  }
}

/** A fresh state for a tenant: fixtures, demo accounts and their history relative to `now`. */
export function seedState(tenantId: TenantId, now: number, options: SeedOptions = {}): DemoState {
  const fixtures = loadFixtures(tenantId);
  if (options.scale && options.scale > 0) scaleFleet(fixtures, Math.min(options.scale, 20_000));
  const state: DemoState = {
    tenantId,
    ...fixtures,
    stationsById: new Map(fixtures.stations.map((s) => [s.id, s])),
    vehiclesById: new Map(fixtures.vehicles.map((v) => [v.id, v])),
    vehiclesByStation: new Map(),
    users: new Map(),
    rentals: new Map(),
    destinations: new Map(),
    tokens: new Map(),
    refreshTokens: new Map(),
    setupIntents: new Map(),
    resetTokens: new Map(),
    files: new Map(),
    vehicleDamages: [],
    conditionPhotos: new Map(),
    conditionReports: [],
    outbox: [],
    faults: [],
    openidIssuers: new Map(),
    latencyMs: options.latencyMs ?? 0,
    clockOffsetMs: 0,
    nextId: 10_000,
  };
  for (const vehicle of state.vehicles) {
    const list = state.vehiclesByStation.get(vehicle.station_id) ?? [];
    list.push(vehicle);
    state.vehiclesByStation.set(vehicle.station_id, list);
  }
  seedAccounts(state, now);
  seedRentals(state, now);
  state.vehicleDamages = seedVehicleDamages(state, now);
  return state;
}

/** A new id, unique in this state. */
export function nextId(state: DemoState): number {
  state.nextId += 1;
  return state.nextId;
}

function seedAccounts(state: DemoState, now: number): void {
  const tenant = state.tenant;
  const address = ADDRESSES[tenant.iso3166 ?? 'CA'] ?? ADDRESSES.CA ?? {};
  const allSteps = stepsOf(tenant);
  let id = 1;
  for (const email of Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[]) {
    const person = PEOPLE[email];
    const complete = email !== 'new@example.com';
    const profile: UserRecord['profile'] = complete
      ? {
          ...address,
          first_name: person.first,
          last_name: person.last,
          birthday_time: '1990-04-17',
          driving_licence_number: tenant.iso3166 === 'GB' ? 'MARTI904170C99AB' : tenant.iso3166 === 'FR' ? '12AB34567' : 'M6352-170490-07',
          driving_licence_obtaining_time: '2009-06-02',
          driving_licence_expiration_time: '2029-04-17',
        }
      : {};
    const user: UserRecord = {
      id,
      email,
      password: DEMO_PASSWORD,
      roles: email === 'noroles@example.com' ? [] : email === 'backoffice@example.com' ? ['driver', 'fleet_manager'] : ['driver'],
      validated: ['driver@example.com', 'backoffice@example.com', 'passenger@example.com', 'noroles@example.com'].includes(email),
      blocked: email === 'blocked@example.com',
      canAccessBackoffice: email === 'backoffice@example.com',
      tosAccepted: email !== 'passenger@example.com' || !tenant.use_terms_and_conditions,
      pendingInvoice: email === 'backoffice@example.com',
      profile,
      phoneConfirmed: complete,
      newCellPhone: null,
      touched: new Set(complete ? Object.keys(profile) : []),
      completedSteps: new Set(complete ? allSteps : ['registration']),
      photoUrl: null,
      sms: null,
      documents: [],
      cards: [],
    };
    id += 1;
    if (complete) {
      for (const type of ['licence_front', 'licence_back', 'identity_front', 'identity_back', 'selfie'] as const) {
        const docId = nextId(state);
        user.documents.push({ id: docId, document_type: type, additional_document_id: null, file_url: `{base}/__demo/files/${docId}` });
        state.files.set(String(docId), SAMPLE_PDF);
      }
      for (const doc of state.additionalDocuments) {
        const docId = nextId(state);
        user.documents.push({ id: docId, document_type: 'other', additional_document_id: doc.id, file_url: `{base}/__demo/files/${docId}` });
        state.files.set(String(docId), SAMPLE_PDF);
      }
      user.cards.push({
        id: `card_demo_${user.id}_visa`,
        brand: 'visa',
        country: tenant.iso3166,
        last4: '4242',
        exp_month: 8,
        // Relative to "now", so that the demo cards stay valid whenever the demo runs.
        exp_year: new Date(now).getUTCFullYear() + 3,
        set_as_default_at: new Date(now - 30 * DAY).toISOString(),
        created_at: now - 200 * DAY,
      });
      if (email === 'driver@example.com') {
        user.cards.push({
          id: `card_demo_${user.id}_mastercard`,
          brand: 'mastercard',
          country: tenant.iso3166,
          last4: '4444',
          exp_month: 3,
          exp_year: new Date(now).getUTCFullYear() + 2,
          set_as_default_at: new Date(now - 120 * DAY).toISOString(),
          created_at: now - 150 * DAY,
        });
      }
    }
    advanceRegistration(state, user);
    state.users.set(user.id, user);
  }
}

/** The first quarter hour at or after a time (spec §9: times are rounded up to 15 minutes). */
export function quarterAfter(time: number): number {
  const quarter = 15 * 60_000;
  return Math.ceil(time / quarter) * quarter;
}

function userByEmail(state: DemoState, email: string): UserRecord {
  const user = [...state.users.values()].find((u) => u.email === email);
  if (!user) throw new Error(`no demo account ${email}`);
  return user;
}

/** Creates a rental record (seed and bookings share it). */
export function makeRental(
  state: DemoState,
  fields: { vehicle: VehicleRecord; driverId: number; start: number; end: number; carpooling?: boolean; carpoolingDestination?: string | null; fixedStatus?: RentalRecord['fixedStatus']; distance?: number | null; endStationId?: number | null },
): RentalRecord {
  const start = new Date(fields.start).toISOString();
  const end = new Date(fields.end).toISOString();
  const rental: RentalRecord = {
    id: nextId(state),
    fixedStatus: fields.fixedStatus ?? null,
    vehicle_id: fields.vehicle.id,
    driver_id: fields.driverId,
    start_station_id: fields.vehicle.station_id,
    end_station_id: fields.endStationId ?? (state.tenant.one_way ? fields.vehicle.station_id : null),
    destination_id: null,
    reservation_start_time: start,
    reservation_end_time: end,
    estimated_distance: null,
    distance: fields.distance ?? null,
    distance_unit: state.tenant.distance_unit,
    rental_label_id: null,
    discount_codes: [],
    geotracking: false,
    carpooling: fields.carpooling ?? false,
    carpooling_destination: fields.carpoolingDestination ?? null,
    price: { value_cents: basePrice(fields.vehicle.rates, start, end, fields.distance), iso_code: state.tenant.currency ?? 'CAD' },
    destination: null,
    passengers: [],
  };
  state.rentals.set(rental.id, rental);
  return rental;
}

function seedRentals(state: DemoState, now: number): void {
  const driver = userByEmail(state, 'driver@example.com');
  const vehicles = state.vehicles;
  const pick = (i: number) => vehicles[i % vehicles.length] as VehicleRecord;
  const base = quarterAfter(now);
  // The day is counted from now, not from the next quarter: between 23:45 and midnight UTC the next quarter is
  // tomorrow, and every seeded day moved one later than the days the tests and the README count from today (the CI run
  // that started the demo API at 23:46 UTC found no carpooling to join on "in three days, 08:00 to 18:00 UTC").
  const at = (days: number, hour: number) => {
    const date = new Date(now + days * DAY);
    date.setUTCHours(hour, 0, 0, 0);
    return date.getTime();
  };
  // In progress: started an hour ago, back in three hours.
  makeRental(state, { vehicle: pick(0), driverId: driver.id, start: base - HOUR, end: base + 3 * HOUR });
  // Upcoming.
  makeRental(state, { vehicle: pick(1), driverId: driver.id, start: at(2, 14), end: at(2, 18) });
  makeRental(state, { vehicle: pick(2), driverId: driver.id, start: at(9, 13), end: at(10, 13) });
  // Closed, spread over several months, and one cancelled.
  const history: [number, number, RentalRecord['fixedStatus'], number][] = [
    [-6, 3, null, 42],
    [-24, 5, null, 118],
    [-47, 2, 'cancelled', 0],
    [-75, 8, null, 265],
    [-110, 4, null, 37],
    [-160, 26, null, 412],
  ];
  history.forEach(([days, hours, fixedStatus, distance], i) => {
    const start = at(days, 9);
    makeRental(state, { vehicle: pick(i + 1), driverId: driver.id, start, end: start + hours * HOUR, fixedStatus, distance: fixedStatus ? null : distance });
  });
  if (state.tenant.use_carpooling) {
    const passenger = userByEmail(state, 'passenger@example.com');
    const carpooling = makeRental(state, { vehicle: pick(3), driverId: driver.id, start: at(4, 8), end: at(4, 17), carpooling: true, carpoolingDestination: state.places[0]?.label ?? null });
    carpooling.passengers.push({ id: nextId(state), email: passenger.email, first_name: passenger.profile.first_name ?? null, last_name: passenger.profile.last_name ?? null, user_id: passenger.id, status: 'confirmed' });
    // Someone else's carpooling, for the driver to find and join.
    const colleague = userByEmail(state, 'backoffice@example.com');
    makeRental(state, { vehicle: pick(4), driverId: colleague.id, start: at(3, 8), end: at(3, 18), carpooling: true, carpoolingDestination: state.places[1]?.label ?? null });
  }
}

/** A one-page PDF standing in for the seeded accounts' documents. */
export const SAMPLE_PDF = {
  contentType: 'application/pdf',
  bytes: new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};
