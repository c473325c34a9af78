/**
 * The tenant settings the business rules read, with the server's snake_case names (spec §3) so that a feature can
 * pass the tenant object of the API straight in. Every field is optional and loosely typed (`string` rather than a
 * union) on purpose: the OpenAPI contract is written separately, and any structurally compatible object must fit.
 * Each rule asks only for the fields it reads, through `Pick<TenantRules, ...>`.
 */
export interface TenantRules {
  /** `private` or `public` (spec §9). Unknown or missing is read as private, the safer choice. */
  platform_type?: string | null;
  /** `station` or `address` (spec §3). @default 'station' */
  search_engine?: string | null;
  /** Whether the end station can differ from the start (spec §3 `oneWay`). */
  one_way?: boolean | null;
  /** IANA time zone of the operator (spec §9). @default 'America/Montreal' */
  timezone?: string | null;
  /** ISO 3166 country code of the operator (spec §3, decision D18). */
  iso3166?: string | null;
  /** Date input format, `DD/MM/YYYY`, `YYYY-MM-DD`, `d/m/y` or `y-m-d` (spec §5). @default 'DD/MM/YYYY' */
  date_format?: string | null;
  /** `km` or `mi` (spec §9). @default 'km' */
  distance_unit?: string | null;
  /** Seconds; -1 or unset falls back to 901 (spec §5). */
  minimum_reservation_duration?: number | null;
  /** Seconds; -1 or unset means no maximum. */
  maximum_reservation_duration?: number | null;
  /** Seconds before the start under which the driver may no longer cancel; -1 = not allowed (spec §5, D9). */
  cancellation_minimal_delay?: number | null;
  /** Seconds; fallback of the start and end modification delays (decision D9). */
  bounds_modification_minimal_delay?: number | null;
  /** Seconds before the current start under which the start may no longer move; -1 = not allowed (spec §5). */
  reservation_start_modification_minimal_delay?: number | null;
  /** Seconds before the current end under which the end may no longer move; -1 = not allowed (spec §5). */
  reservation_end_modification_minimal_delay?: number | null;
  /** Seconds from now to the latest start or end (spec §5). Unset or -1 falls back to 28080000. */
  rental_maximum_time_in_advance?: number | null;
  /**
   * Seconds: the least time between now and a start the operator accepts (decision D39). Unset, negative or not a
   * number means 0.
   */
  prepare_delay?: number | null;
  /** Condition reports (decision D47): `optional` or `required` turn them on; anything else is none. */
  damage_report_mode?: string | null;
  /** The vehicle options the search form offers as filters (spec §2, §3). */
  vehicle_options?: readonly string[] | null;
  /** `default_enabled`, `forced_enabled` or another value meaning off (spec §9, decision D20). */
  carpooling_mode?: string | null;
  /** Whether a driver may add passengers by e-mail (spec §6). */
  carpooling_driver_can_add_passengers?: boolean | null;
  /** Driver fields shown in the forms (spec §3 driverFields). */
  driver_fields?: readonly string[] | null;
  /** Driver fields that must be filled (spec §3 requiredDriverFields). */
  required_driver_fields?: readonly string[] | null;
  /**
   * Signup steps the tenant shows (spec §2 registrationSteps): client names in snake_case or camelCase, or server
   * step names.
   */
  registration_steps?: readonly string[] | null;
  /** Feature switch: registration (spec §3). */
  use_registration?: boolean | null;
  /** Feature switch: auto-register, with registration it shows the signup link (spec §2). */
  use_auto_register?: boolean | null;
  /** Feature switch: rental labels (spec §5). */
  use_labels?: boolean | null;
  /** Feature switch: vehicle categories (spec §5). */
  use_categories?: boolean | null;
  /** Feature switch: estimated distance (spec §5). */
  use_estimated_distance?: boolean | null;
  /** Feature switch: the estimated destination field, used with estimated distance (spec §5). */
  use_estimated_destination_field?: boolean | null;
  /** Feature switch: discount codes (spec §5). */
  use_discount?: boolean | null;
  /** Feature switch: carpooling (spec §3). */
  use_carpooling?: boolean | null;
  /** Feature switch: privacy usage; with a vehicle's `geotracking_privacy_usage` it asks consent (spec §4). */
  use_privacy_usage?: boolean | null;
  /** Feature switch: privacy usage time slot; enables the geotracking toggle (spec §4). */
  use_privacy_usage_time_slot?: boolean | null;
  /** Feature switch: single sign-on (spec §5). */
  use_single_sign_on?: boolean | null;
  /** Single sign-on settings: provider (only `openid` is supported) and URL (spec §5). */
  single_sign_on?: { provider?: string | null; url?: string | null } | null;
  /** Feature switch: terms and conditions (decision D16). */
  use_terms_and_conditions?: boolean | null;
  /** Feature switch: payments, the payment methods page (spec §2). */
  use_payments?: boolean | null;
  /** Feature switch: required payment card (decision D15). */
  use_required_payment_card?: boolean | null;
  /** Feature switch: billing, the pricing page and dialog (spec §2, decision D7). */
  use_billing?: boolean | null;
  /** Feature switch: fleet planning, the calendars link (spec §2). */
  use_fleet_planning?: boolean | null;
  /** Feature switch: multi-language, the language toggle (spec §1). */
  use_multi_language?: boolean | null;
  /** Feature switch: cookie consent, the consent dialog (spec §1). */
  use_cookie_consent?: boolean | null;
}

/** Platform types (spec §9). */
export const PLATFORM_TYPES = ['private', 'public'] as const;
/** A platform type. */
export type PlatformType = (typeof PLATFORM_TYPES)[number];

/** Search engines (spec §3). */
export const SEARCH_ENGINES = ['station', 'address'] as const;
/** A search engine. */
export type SearchEngine = (typeof SEARCH_ENGINES)[number];

/** Carpooling modes with a behaviour (spec §9, decision D20); any other value means the box starts unticked. */
export const CARPOOLING_MODES = ['default_enabled', 'forced_enabled'] as const;
/** A carpooling mode with a behaviour. */
export type CarpoolingMode = (typeof CARPOOLING_MODES)[number];

/** Default tenant time zone (spec §9). */
export const DEFAULT_TIMEZONE = 'America/Montreal';

/**
 * The tenant's platform type. Anything but `public` is read as private: a misconfigured tenant should ask for a
 * login rather than expose its fleet.
 */
export function platformTypeOf(tenant: Pick<TenantRules, 'platform_type'>): PlatformType {
  return tenant.platform_type === 'public' ? 'public' : 'private';
}

/** The tenant's search engine; station unless the tenant says address (spec §3: default station). */
export function searchEngineOf(tenant: Pick<TenantRules, 'search_engine'>): SearchEngine {
  return tenant.search_engine === 'address' ? 'address' : 'station';
}

/** The tenant's time zone, America/Montreal when unset (spec §9). */
export function timezoneOf(tenant: Pick<TenantRules, 'timezone'>): string {
  return tenant.timezone || DEFAULT_TIMEZONE;
}

/** Whether single sign-on can be offered: switch on, provider openid and a URL (spec §5). */
export function isSingleSignOnAvailable(tenant: Pick<TenantRules, 'use_single_sign_on' | 'single_sign_on'>): boolean {
  return (
    tenant.use_single_sign_on === true &&
    tenant.single_sign_on?.provider === 'openid' &&
    Boolean(tenant.single_sign_on.url)
  );
}
