// The demo API's in-memory state for one tenant: its fixtures (validated against the contract when loaded), the
// seven demo accounts and their rentals, cards and documents, tokens, the outbox and the controls' settings.
import { type TenantId, tenantFixtures } from '@frontoffice/tenants';
import type { components } from '@frontoffice/api-client/contract';
import { checkSchema } from '../contract/contract.ts';
import type { TrustedIssuer } from './openid.ts';

/** Component schemas of the contract. */
export type Schemas = components['schemas'];
/** The tenant settings. */
export type Tenant = Schemas['Tenant'];
/** A registration step as the tenant lists it. */
export type RegistrationStepName = Schemas['RegistrationStep'];
/** A driver field. */
export type DriverField = Schemas['DriverField'];
/** A vehicle as the API shows it. */
export type Vehicle = Schemas['Vehicle'];
/** A station. */
export type Station = Schemas['Station'];

type VehicleFields = Schemas['Vehicle'];

/** A vehicle with what only the demo API knows: where it is parked, how it is priced, how it looks. */
export interface VehicleRecord extends VehicleFields {
  station_id: number;
  illustration: { kind: string; color: string };
  rates: { hourly_cents: number; daily_cents: number; per_distance_cents: number };
  rental_label_ids: number[];
}

/** A discount code of the tenant. */
export interface DiscountCode {
  code: string;
  percent_off: number | null;
  amount_off_cents: number | null;
  expires_at: string;
  max_uses: number | null;
  uses: number;
}

type PaymentCard = Schemas['PaymentCard'];

/** A card with its creation time, the tie-break of the card order. */
export interface CardRecord extends PaymentCard {
  created_at: number;
}

/** A stored upload. */
export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

/** An account with its credentials and registration progress. */
export interface UserRecord {
  id: number;
  email: string;
  password: string;
  roles: string[];
  validated: boolean;
  blocked: boolean;
  canAccessBackoffice: boolean;
  tosAccepted: boolean;
  /** An unpaid invoice blocks account deletion (spec §8). */
  pendingInvoice: boolean;
  profile: Partial<Record<DriverField, string>>;
  phoneConfirmed: boolean;
  newCellPhone: string | null;
  /** Driver fields the driver has sent, so that a form step without required fields still needs a submit. */
  touched: Set<string>;
  /** Signup steps done, in the tenant's vocabulary. */
  completedSteps: Set<RegistrationStepName>;
  photoUrl: string | null;
  sms: { code: string; phone: string; expiresAt: number; tries: number } | null;
  /** Documents and photos. */
  documents: Schemas['UserDocument'][];
  cards: CardRecord[];
}

/** A passenger of a carpooling. */
export type PassengerRecord = Schemas['Passenger'];

type RentalFields = Omit<Schemas['Rental'], 'status'>;

/** A rental with its stored (not derived) status. */
export interface RentalRecord extends RentalFields {
  /** A status set by an event (cancelled, refused, expired); the others follow the clock. */
  fixedStatus: 'cancelled' | 'refused' | 'expired' | null;
  passengers: PassengerRecord[];
}

/** A damage the operator knows on a vehicle (extension condition-reports, issue 35): its text in both languages. */
export interface VehicleDamageRecord {
  id: number;
  vehicle_id: number;
  zone: Schemas['ConditionZone'];
  description: Record<'fr' | 'en', string>;
  reported_at: string;
  photo_urls: string[];
}

/** A photo uploaded for a booking's condition report (served at `__demo/files/<id>`). */
export interface ConditionPhotoRecord {
  id: number;
  rental_id: number;
  user_id: number;
}

/** A condition report as the demo API keeps it: its damages name their photos by id. */
export interface ConditionReportRecord {
  id: number;
  rental_id: number;
  user_id: number;
  client_id: string;
  moment: Schemas['ConditionMoment'];
  nothing_to_report: boolean;
  damages: Schemas['ConditionDamageCreate'][];
  created_at: string;
}

/** A message the demo API "sent". */
export interface OutboxMessage {
  id: number;
  kind: 'sms' | 'email';
  to: string;
  subject: string;
  text: string;
  code: string | null;
  link: string | null;
  sent_at: string;
}

/** A fault to inject (controls: `POST __demo/faults`). */
export interface Fault {
  id: number;
  /** operationId, or `*` for every operation. */
  operation: string;
  /**
   * `error`: an error answer (`status`, `code`); `timeout`: waits `timeout_ms`, then the error answer; `malformed`: a
   * 200 whose body is broken JSON; `html`: an HTML error page with `status`, as a proxy or gateway sends; `cut`: the
   * connection drops while the request body is read (`after_percent`), before anything is done; `lost`: the request
   * is carried out, then the connection drops before the answer (the driver cannot know it succeeded); `alter`: the
   * request is carried out and its answer changed (`remove`, `set`), to play an operator whose answers are a little off.
   */
  mode: 'error' | 'timeout' | 'malformed' | 'html' | 'cut' | 'lost' | 'alter';
  status: number;
  code: string;
  remaining: number;
  timeout_ms: number;
  /** `cut`: the share of the request body read before the connection drops, in percent. */
  after_percent: number;
  /** Only requests carrying this `x-demo-scope` header (one test's pages), or every request when null. */
  scope: string | null;
  /** `alter`: dotted paths removed from the answer (`tenant.timezone`; `*` for every item of a list). */
  remove: string[];
  /** `alter`: values set in the answer, by dotted path (`results.*.vehicle.gears_type`). */
  set: Record<string, unknown>;
  /**
   * Only operations of this contract extension (`x-frontoffice-extension`, decision D46), or any when null: with
   * `operation: "*"`, `{"extension": "condition-reports", "status": 404}` plays an operator without the extension.
   */
  extension?: string | null;
}

/** A session token. */
export interface TokenRecord {
  userId: number | null;
  expiresAt: number;
  refreshToken: string | null;
}

/** Everything a tenant's demo API holds. */
export interface DemoState {
  tenantId: TenantId;
  tenant: Tenant;
  stations: Station[];
  stationsById: Map<number, Station>;
  vehicles: VehicleRecord[];
  vehiclesById: Map<number, VehicleRecord>;
  vehiclesByStation: Map<number, VehicleRecord[]>;
  categories: Schemas['Category'][];
  rentalLabels: Schemas['RentalLabel'][];
  registrationFlows: Schemas['RegistrationFlow'][];
  additionalDocuments: { id: number; name: string; title: Record<'fr' | 'en', string>; description: Record<'fr' | 'en', string> }[];
  discountCodes: DiscountCode[];
  contents: Record<string, Record<'fr' | 'en', Schemas['CustomContent'][]>>;
  terms: { id: number; current: boolean; content: Record<'fr' | 'en', string> }[];
  places: Schemas['GeocodeFeature'][];
  users: Map<number, UserRecord>;
  rentals: Map<number, RentalRecord>;
  /** The destinations searches named, by id (a booking of a result sends the id as destination_id). */
  destinations: Map<number, Schemas['Destination'] & { id: number }>;
  tokens: Map<string, TokenRecord>;
  /** `usedAt`: when it was first exchanged (rotation, with a grace period: operations/auth.ts). */
  refreshTokens: Map<string, { userId: number | null; expiresAt: number; usedAt?: number }>;
  setupIntents: Map<string, { userId: number; secret: string; used: boolean }>;
  resetTokens: Map<string, { userId: number; expiresAt: number }>;
  files: Map<string, StoredFile>;
  /** The damages known on the vehicles (extension condition-reports, issue 35). */
  vehicleDamages: VehicleDamageRecord[];
  /** Photos uploaded for condition reports, by id. */
  conditionPhotos: Map<number, ConditionPhotoRecord>;
  /** Condition reports, in the order they were made. */
  conditionReports: ConditionReportRecord[];
  outbox: OutboxMessage[];
  faults: Fault[];
  /** External OpenID providers whose id tokens single sign-on accepts, by issuer (issue 36: `__demo/openid/issuers`). */
  openidIssuers: Map<string, TrustedIssuer>;
  latencyMs: number;
  clockOffsetMs: number;
  nextId: number;
}

/** Narrows fixture data to a contract schema, failing loudly (the fixtures test keeps this from happening). */
export function conform<T>(schema: string, value: unknown, where: string): T {
  const issues = checkSchema(schema, value);
  if (issues.length > 0) {
    throw new Error(`Fixture ${where} does not conform to ${schema}: ${issues.map((i) => `${i.field} ${i.message}`).join('; ')}`);
  }
  return value as T;
}

/** The tenant's fixtures, checked against the contract. */
export function loadFixtures(tenantId: TenantId): Pick<
  DemoState,
  'tenant' | 'stations' | 'vehicles' | 'categories' | 'rentalLabels' | 'registrationFlows' | 'additionalDocuments' | 'discountCodes' | 'contents' | 'terms' | 'places'
> {
  // A deep copy: every instance owns its data, so changing one (a test overriding a setting, a booking) never
  // reaches another instance through the shared JSON modules.
  const f = structuredClone(tenantFixtures[tenantId]);
  const where = (file: string) => `tenants/${tenantId}/${file}`;
  return {
    tenant: conform<Tenant>('Tenant', f.tenant, where('tenant.json')),
    stations: f.stations.map((s) => conform<Station>('Station', s, where('stations.json'))),
    vehicles: f.vehicles.map((v) => conform<VehicleRecord>('Vehicle', v, where('vehicles.json'))),
    categories: f.catalog.categories.map((c) => conform<Schemas['Category']>('Category', c, where('catalog.json'))),
    rentalLabels: f.catalog.rental_labels.map((l) => conform<Schemas['RentalLabel']>('RentalLabel', l, where('catalog.json'))),
    registrationFlows: f.catalog.registration_flows.map((r) => conform<Schemas['RegistrationFlow']>('RegistrationFlow', r, where('catalog.json'))),
    additionalDocuments: f.catalog.additional_documents as DemoState['additionalDocuments'],
    discountCodes: f.catalog.discount_codes as unknown as DiscountCode[],
    contents: f.contents as unknown as DemoState['contents'],
    terms: f.terms as unknown as DemoState['terms'],
    places: f.places.map((p) => conform<Schemas['GeocodeFeature']>('GeocodeFeature', p, where('places.json'))),
  };
}
