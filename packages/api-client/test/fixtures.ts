// Answers that satisfy openapi/frontoffice.yaml, shared by the tests.
import type {
  AdditionalDocument,
  CarpoolingResult,
  ConditionPhoto,
  ConditionReport,
  Passenger,
  PaymentCard,
  Rental,
  SearchResult,
  Station,
  Tenant,
  User,
  UserDocument,
  Vehicle,
  VehicleDamage,
} from '../src/index.ts';

export const tenant: Tenant = {
  id: 1,
  human_name: 'Demo Mobility',
  language: 'fr',
  theme: 'default',
  timezone: 'America/Montreal',
  iso3166: 'CA',
  currency: 'CAD',
  distance_unit: 'km',
  date_format: 'DD/MM/YYYY',
  prepare_delay: 900,
  minimum_reservation_duration: -1,
  maximum_reservation_duration: 604800,
  cancellation_minimal_delay: 3600,
  bounds_modification_minimal_delay: 3600,
  reservation_start_modification_minimal_delay: null,
  reservation_end_modification_minimal_delay: -1,
  rental_maximum_time_in_advance: 28080000,
  damage_report_mode: null,
  state_machine: null,
  platform_type: 'private',
  search_engine: 'station',
  one_way: false,
  contact_phone: '+1 514 555 0100',
  contact_email: 'help@example.test',
  logo_url: null,
  favicon_url: null,
  login_background_url: null,
  privacy_policy_url: null,
  single_sign_on: { provider: 'openid', url: 'https://sso.example.test/authorize', logout_url: null },
  carpooling_mode: 'default_enabled',
  carpooling_driver_can_add_passengers: true,
  vehicle_options: ['gps', 'bluetooth'],
  driver_fields: ['first_name', 'last_name', 'cell_phone'],
  required_driver_fields: ['first_name'],
  registration_steps: ['registration', 'personal_details', 'phone_number', 'credit_card'],
  driver_documents_selfie: true,
  driver_documents_identify: true,
  driver_documents_licence: true,
  use_categories: true,
  use_entities: false,
  use_labels: false,
  use_terms_and_conditions: true,
  use_estimated_distance: false,
  use_estimated_destination_field: false,
  use_payments: true,
  use_required_payment_card: false,
  use_privacy_usage: false,
  use_privacy_usage_time_slot: false,
  use_billing: true,
  use_carpooling: true,
  use_discount: false,
  use_fleet_planning: false,
  use_multi_language: true,
  use_registration: true,
  use_auto_register: true,
  use_cookie_consent: true,
  use_single_sign_on: false,
};

export const user: User = {
  id: 7,
  email: 'driver@example.test',
  first_name: 'Ada',
  last_name: 'Driver',
  tos_accepted: true,
  birthday_time: '1990-04-02',
  cell_phone: '+15145550101',
  workflow_next_step: 'driver_ok',
  validated: true,
  small_main_photo_url: null,
  can_access_backoffice: false,
  roles: ['driver'],
};

export const station: Station = { id: 3, name: 'Gare Centrale', address: '895 rue de la Gauchetière', description: null, latitude: 45.5, longitude: -73.56 };

export const vehicle: Vehicle = {
  id: 11,
  make: 'Renault',
  model: 'Zoe',
  year: 2022,
  photos: [{ medium_url: 'https://cdn.example.test/zoe.jpg' }],
  thumbnail_url: null,
  license_plate: 'AB-123-CD',
  internal_identifier: 'Z-01',
  category_id: 2,
  fuel_type: 'electric',
  gears_type: 'automatic',
  options: ['gps'],
  geotracking_privacy_usage: false,
  box_state_of_charge: 80,
  box_charging_status: 'not_charging',
};

export const rental: Rental = {
  id: 21,
  status: 'pending',
  vehicle_id: 11,
  driver_id: 7,
  start_station_id: 3,
  end_station_id: null,
  reservation_start_time: '2026-12-01T10:00:00+02:00',
  reservation_end_time: '2026-12-01T12:00:00Z',
  geotracking: false,
  carpooling: false,
  discount_codes: [],
  price: { value_cents: 1250, iso_code: 'EUR' },
};

export const searchResult: SearchResult = { vehicle, price: { value_cents: 1250, iso_code: 'EUR' }, prediscount_price: null, station };
export const carpoolingResult: CarpoolingResult = {
  id: 22,
  vehicle_id: 11,
  reservation_start_time: '2026-12-01T10:00:00Z',
  reservation_end_time: '2026-12-01T12:00:00Z',
  carpooling_destination: 'Québec',
  start_station_id: 3,
};
export const card: PaymentCard = { id: 'pm_1', brand: 'visa', country: 'FR', last4: '4242', exp_month: 12, exp_year: 2030, set_as_default_at: '2026-01-01T00:00:00Z' };
export const passenger: Passenger = { id: 5, email: 'friend@example.test', first_name: 'Bo', last_name: null };
export const additionalDocument: AdditionalDocument = { id: 4, name: 'proof', title: 'Justificatif', description: null };
export const userDocument: UserDocument = { id: 99, document_type: 'licence_front' };
export const tokens = { access_token: 'member-1', refresh_token: 'refresh-1', token_type: 'Bearer' };
// The contract extension condition-reports (decision D46, issue 35).
export const vehicleDamage: VehicleDamage = {
  id: 701,
  zone: 'rear',
  description: 'Rayure sur le pare-chocs arrière',
  reported_at: '2026-11-02T09:30:00Z',
  photo_urls: ['/api/__demo/assets/damage.svg'],
};
export const conditionPhoto: ConditionPhoto = { id: 702, url: '/api/__demo/files/702' };
export const conditionReport: ConditionReport = {
  id: 703,
  client_id: '0b6d3c39-5a6e-4a37-9c55-51e0f0a5d3a1',
  moment: 'pick_up',
  nothing_to_report: false,
  damages: [{ zone: 'wheel_front_left', description: 'Jante rayée', photos: [conditionPhoto] }],
  created_at: '2026-12-01T10:02:00Z',
};
