// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

/**
 * A server id.
 */
export const vId = /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer(), /* @__PURE__ */ v.minValue(1));

/**
 * Supported languages (spec §9; French is the default).
 */
export const vLanguage = /* @__PURE__ */ v.picklist(['fr', 'en']);

/**
 * An RFC 3339 timestamp with an offset (`Z` or `+02:00`).
 */
export const vDateTime = /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.isoTimestamp());

/**
 * A calendar date `YYYY-MM-DD`. The spec names these fields `*_time` without showing their format.
 */
export const vCalendarDate = /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.isoDate());

export const vErrorItem = /* @__PURE__ */ v.object({
    code: /* @__PURE__ */ v.string(),
    detail: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string())
});

/**
 * The error body of every failure (spec §8): a code plus a list of errors with code and detail, or a message and
 * a code from which the client builds one error. OAuth failures may use `error` and `error_description`.
 *
 */
export const vError = /* @__PURE__ */ v.object({
    code: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    message: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    errors: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.array(vErrorItem)),
    error: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    error_description: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string())
});

/**
 * Pagination of a list (spec §3, §9: pages = ceil(total / limit)).
 */
export const vListMeta = /* @__PURE__ */ v.object({
    total: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer(), /* @__PURE__ */ v.minValue(0)),
    limit: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer(), /* @__PURE__ */ v.minValue(1)),
    page: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer(), /* @__PURE__ */ v.minValue(1)))
});

export const vPasswordGrant = /* @__PURE__ */ v.object({
    grant_type: /* @__PURE__ */ v.literal('password'),
    username: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.email()),
    password: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1)),
    client_id: /* @__PURE__ */ v.string(),
    client_secret: /* @__PURE__ */ v.string()
});

/**
 * spec §7 says "or openid_token likewise" without the grant_type value; this contract uses `openid_token`.
 */
export const vOpenidTokenGrant = /* @__PURE__ */ v.object({
    grant_type: /* @__PURE__ */ v.literal('openid_token'),
    openid_token: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1)),
    client_id: /* @__PURE__ */ v.string(),
    client_secret: /* @__PURE__ */ v.string()
});

/**
 * A guest token (spec §4, §6).
 */
export const vClientCredentialsGrant = /* @__PURE__ */ v.object({
    grant_type: /* @__PURE__ */ v.literal('client_credentials'),
    client_id: /* @__PURE__ */ v.string(),
    client_secret: /* @__PURE__ */ v.string()
});

/**
 * spec §7 says refresh tokens are used unless the configuration disables them; the standard OAuth 2 refresh grant.
 */
export const vRefreshTokenGrant = /* @__PURE__ */ v.object({
    grant_type: /* @__PURE__ */ v.literal('refresh_token'),
    refresh_token: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1)),
    client_id: /* @__PURE__ */ v.string(),
    client_secret: /* @__PURE__ */ v.string()
});

/**
 * spec §7 (POST /oauth2/token bodies).
 */
export const vTokenRequest = /* @__PURE__ */ v.variant('grant_type', [
    vPasswordGrant,
    vOpenidTokenGrant,
    vClientCredentialsGrant,
    vRefreshTokenGrant
]);

export const vTokenResponse = /* @__PURE__ */ v.object({
    access_token: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1)),
    token_type: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    expires_in: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer())),
    refresh_token: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    scope: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    created_at: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer()))
});

export const vSingleSignOnSettings = /* @__PURE__ */ v.object({
    provider: /* @__PURE__ */ v.string(),
    url: /* @__PURE__ */ v.string(),
    logout_url: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    client_id: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string())
});

/**
 * spec §9 (a kilometre is 1000 m, a mile 1609.344 m; default km).
 */
export const vDistanceUnit = /* @__PURE__ */ v.picklist(['km', 'mi']);

export const vDriverField = /* @__PURE__ */ v.picklist([
    'first_name',
    'last_name',
    'birthday_time',
    'birthday_location',
    'cell_phone',
    'address_line1',
    'address_line2',
    'address_postal_code',
    'address_locality',
    'address_state',
    'address_country',
    'driving_licence_number',
    'driving_licence_location',
    'driving_licence_obtaining_time',
    'driving_licence_expiration_time'
]);

/**
 * Client signup steps (spec §2, §4) as the tenant lists them.
 */
export const vRegistrationStep = /* @__PURE__ */ v.picklist([
    'registration',
    'personal_details',
    'phone_number',
    'license_details',
    'driver_license',
    'id_document',
    'selfie_document',
    'other_document',
    'credit_card'
]);

/**
 * The server's registration step (spec §4).
 */
export const vWorkflowStep = /* @__PURE__ */ v.picklist([
    'driver_on_login_form',
    'driver_on_personal_informations_form',
    'driver_on_sms_form',
    'driver_on_licence_form',
    'driver_on_documents_licence_form',
    'driver_on_documents_identity_form',
    'driver_on_documents_selfie_form',
    'driver_on_documents_other_form',
    'driver_on_card_form',
    'driver_waiting_for_validation',
    'driver_blocked',
    'driver_ok'
]);

/**
 * The account (spec §3 server names).
 */
export const vUser = /* @__PURE__ */ v.object({
    id: vId,
    email: /* @__PURE__ */ v.string(),
    first_name: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    last_name: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    address_line1: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    address_line2: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    address_postal_code: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    address_locality: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    address_state: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    address_country: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    tos_accepted: /* @__PURE__ */ v.boolean(),
    birthday_time: /* @__PURE__ */ v.nullish(vCalendarDate),
    birthday_location: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    cell_phone: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    new_cell_phone: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    driving_licence_number: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    driving_licence_location: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    driving_licence_expiration_time: /* @__PURE__ */ v.nullish(vCalendarDate),
    driving_licence_obtaining_time: /* @__PURE__ */ v.nullish(vCalendarDate),
    workflow_next_step: vWorkflowStep,
    validated: /* @__PURE__ */ v.boolean(),
    small_main_photo_url: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    can_access_backoffice: /* @__PURE__ */ v.boolean(),
    roles: /* @__PURE__ */ v.array(/* @__PURE__ */ v.string())
});

export const vUserEnvelope = /* @__PURE__ */ v.object({
    user: vUser
});

/**
 * Driver fields to change (spec §7); only changed fields are sent (spec §5).
 */
export const vUserUpdate = /* @__PURE__ */ v.object({
    first_name: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    last_name: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    birthday_time: /* @__PURE__ */ v.optional(vCalendarDate),
    birthday_location: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    cell_phone: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    address_line1: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    address_line2: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    address_postal_code: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    address_locality: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    address_state: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    address_country: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    driving_licence_number: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    driving_licence_location: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    driving_licence_obtaining_time: /* @__PURE__ */ v.optional(vCalendarDate),
    driving_licence_expiration_time: /* @__PURE__ */ v.optional(vCalendarDate)
});

/**
 * Another user as seen by a driver (a passenger is identified by e-mail, spec §3).
 */
export const vUserReference = /* @__PURE__ */ v.object({
    id: vId,
    email: /* @__PURE__ */ v.string(),
    first_name: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    last_name: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string())
});

export const vPassenger = /* @__PURE__ */ v.object({
    id: vId,
    email: /* @__PURE__ */ v.string(),
    first_name: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    last_name: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    user_id: /* @__PURE__ */ v.nullish(vId),
    status: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string())
});

export const vMoney = /* @__PURE__ */ v.object({
    value_cents: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer()),
    iso_code: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.regex(/^[A-Z]{3}$/))
});

export const vDestination = /* @__PURE__ */ v.object({
    formatted_address: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    label: /* @__PURE__ */ v.string(),
    place_id: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    name: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    lat: /* @__PURE__ */ v.number(),
    long: /* @__PURE__ */ v.number()
});

/**
 * spec §4 (closed group closed, expired, cancelled, refused; in progress check_in, check_out, in_progress, locking; upcoming pending, prepared).
 */
export const vRentalStatus = /* @__PURE__ */ v.picklist([
    'pending',
    'prepared',
    'check_in',
    'check_out',
    'in_progress',
    'locking',
    'closed',
    'expired',
    'cancelled',
    'refused'
]);

/**
 * A booking or a carpooling (spec §3).
 */
export const vRental = /* @__PURE__ */ v.object({
    id: vId,
    status: vRentalStatus,
    vehicle_id: vId,
    driver_id: vId,
    start_station_id: vId,
    end_station_id: /* @__PURE__ */ v.nullish(vId),
    destination_id: /* @__PURE__ */ v.nullish(vId),
    reservation_start_time: vDateTime,
    reservation_end_time: vDateTime,
    estimated_distance: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.number()),
    distance: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.number()),
    distance_unit: /* @__PURE__ */ v.nullish(vDistanceUnit),
    rental_label_id: /* @__PURE__ */ v.nullish(vId),
    discount_codes: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.array(/* @__PURE__ */ v.string())),
    geotracking: /* @__PURE__ */ v.boolean(),
    carpooling: /* @__PURE__ */ v.boolean(),
    carpooling_destination: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    price: /* @__PURE__ */ v.nullish(vMoney),
    destination: /* @__PURE__ */ v.nullish(vDestination)
});

export const vRentalEnvelope = /* @__PURE__ */ v.object({
    rental: vRental
});

export const vRentalList = /* @__PURE__ */ v.object({
    rentals: /* @__PURE__ */ v.array(vRental),
    meta: vListMeta
});

/**
 * spec §7 (POST /user/rentals body).
 */
export const vRentalCreate = /* @__PURE__ */ v.object({
    vehicle_id: vId,
    driver_id: vId,
    start_station_id: vId,
    end_station_id: /* @__PURE__ */ v.nullish(vId),
    destination_id: /* @__PURE__ */ v.nullish(vId),
    reservation_start_time: vDateTime,
    reservation_end_time: vDateTime,
    estimated_distance: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.minValue(0))),
    rental_label_id: /* @__PURE__ */ v.nullish(vId),
    discount_codes: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.array(/* @__PURE__ */ v.string())),
    geotracking: /* @__PURE__ */ v.boolean(),
    carpooling: /* @__PURE__ */ v.boolean(),
    carpooling_destination: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string())
});

/**
 * Modify times (body unwrapped, decision D12).
 */
export const vRentalTimesUpdate = /* @__PURE__ */ v.object({
    reservation_start_time: vDateTime,
    reservation_end_time: vDateTime
});

/**
 * Geotracking toggle (wrapped in rental, decision D12).
 */
export const vRentalGeotrackingUpdate = /* @__PURE__ */ v.object({
    rental: /* @__PURE__ */ v.object({
        geotracking: /* @__PURE__ */ v.boolean()
    })
});

export const vVehicleOption = /* @__PURE__ */ v.picklist([
    'airbag',
    'air_conditioning',
    'gps',
    'usb_plug',
    'snow_tire',
    'bluetooth'
]);

/**
 * Tenant settings (spec §3). Delays and durations are in seconds (decision D9); -1 means "not allowed" for the
 * modification and cancellation delays and "unset" for the minimum duration (spec §9 fallbacks apply).
 * Settings without described behaviour are kept (decision D29).
 *
 */
export const vTenant = /* @__PURE__ */ v.object({
    id: vId,
    human_name: /* @__PURE__ */ v.string(),
    language: vLanguage,
    theme: /* @__PURE__ */ v.string(),
    timezone: /* @__PURE__ */ v.string(),
    iso3166: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.regex(/^[A-Z]{2}$/)),
    currency: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.regex(/^[A-Z]{3}$/))),
    distance_unit: vDistanceUnit,
    date_format: /* @__PURE__ */ v.picklist(['DD/MM/YYYY', 'YYYY-MM-DD']),
    prepare_delay: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer())),
    minimum_reservation_duration: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer()),
    maximum_reservation_duration: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer()),
    cancellation_minimal_delay: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer()),
    bounds_modification_minimal_delay: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer()),
    reservation_start_modification_minimal_delay: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer())),
    reservation_end_modification_minimal_delay: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer())),
    rental_maximum_time_in_advance: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer()),
    damage_report_mode: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    state_machine: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    platform_type: /* @__PURE__ */ v.picklist(['private', 'public']),
    search_engine: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.picklist(['station', 'address']), 'station'),
    one_way: /* @__PURE__ */ v.boolean(),
    contact_phone: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    contact_email: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    logo_url: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    favicon_url: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    login_background_url: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    privacy_policy_url: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    backoffice_url: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    fleet_planning_url: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    single_sign_on: /* @__PURE__ */ v.nullish(vSingleSignOnSettings),
    carpooling_mode: /* @__PURE__ */ v.string(),
    carpooling_driver_can_add_passengers: /* @__PURE__ */ v.boolean(),
    vehicle_options: /* @__PURE__ */ v.array(vVehicleOption),
    driver_fields: /* @__PURE__ */ v.array(vDriverField),
    required_driver_fields: /* @__PURE__ */ v.array(vDriverField),
    registration_steps: /* @__PURE__ */ v.array(vRegistrationStep),
    driver_documents_selfie: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.boolean()),
    driver_documents_identify: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.boolean()),
    driver_documents_licence: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.boolean()),
    use_categories: /* @__PURE__ */ v.boolean(),
    use_entities: /* @__PURE__ */ v.boolean(),
    use_labels: /* @__PURE__ */ v.boolean(),
    use_terms_and_conditions: /* @__PURE__ */ v.boolean(),
    use_estimated_distance: /* @__PURE__ */ v.boolean(),
    use_estimated_destination_field: /* @__PURE__ */ v.boolean(),
    use_payments: /* @__PURE__ */ v.boolean(),
    use_required_payment_card: /* @__PURE__ */ v.boolean(),
    use_privacy_usage: /* @__PURE__ */ v.boolean(),
    use_privacy_usage_time_slot: /* @__PURE__ */ v.boolean(),
    use_billing: /* @__PURE__ */ v.boolean(),
    use_carpooling: /* @__PURE__ */ v.boolean(),
    use_discount: /* @__PURE__ */ v.boolean(),
    use_fleet_planning: /* @__PURE__ */ v.boolean(),
    use_multi_language: /* @__PURE__ */ v.boolean(),
    use_registration: /* @__PURE__ */ v.boolean(),
    use_auto_register: /* @__PURE__ */ v.boolean(),
    use_cookie_consent: /* @__PURE__ */ v.boolean(),
    use_single_sign_on: /* @__PURE__ */ v.boolean()
});

/**
 * spec §3 writes semi-automatic, the search filter semi_automatic (spec §9); the server value is semi_automatic.
 */
export const vGearsType = /* @__PURE__ */ v.picklist([
    'automatic',
    'manual',
    'semi_automatic'
]);

export const vFuelType = /* @__PURE__ */ v.picklist([
    'electric',
    'gasoline',
    'diesel',
    'gpl',
    'hybrid'
]);

/**
 * spec §3. Electric vehicles show charge percentage and autonomy; fuel level is in litres.
 */
export const vVehicle = /* @__PURE__ */ v.object({
    id: vId,
    make: /* @__PURE__ */ v.string(),
    model: /* @__PURE__ */ v.string(),
    year: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer())),
    photos: /* @__PURE__ */ v.array(/* @__PURE__ */ v.object({
        medium_url: /* @__PURE__ */ v.string()
    })),
    thumbnail_url: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    license_plate: /* @__PURE__ */ v.string(),
    internal_identifier: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    category_id: /* @__PURE__ */ v.nullish(vId),
    description: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    doors_count: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer())),
    seats_count: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer())),
    gears_type: /* @__PURE__ */ v.nullish(vGearsType),
    fuel_type: /* @__PURE__ */ v.nullish(vFuelType),
    options: /* @__PURE__ */ v.array(vVehicleOption),
    power: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.number()),
    payload_capacity: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.number()),
    volume: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.number()),
    included_distance: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.number()),
    geotracking_privacy_usage: /* @__PURE__ */ v.boolean(),
    box_latitude: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.number()),
    box_longitude: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.number()),
    box_state_of_charge: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.number()),
    box_charging_status: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.picklist(['charging', 'not_charging'])),
    box_autonomy: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.number()),
    box_fuel_level: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.number())
});

export const vStation = /* @__PURE__ */ v.object({
    id: vId,
    name: /* @__PURE__ */ v.string(),
    address: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    description: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    latitude: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.minValue(-90), /* @__PURE__ */ v.maxValue(90)),
    longitude: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.minValue(-180), /* @__PURE__ */ v.maxValue(180))
});

export const vCategory = /* @__PURE__ */ v.object({
    id: vId,
    name: /* @__PURE__ */ v.string()
});

export const vRentalLabel = /* @__PURE__ */ v.object({
    id: vId,
    name: /* @__PURE__ */ v.string()
});

/**
 * spec §7 search body; estimated distance and seats count are numbers (spec §5).
 */
export const vVehicleSearch = /* @__PURE__ */ v.object({
    start_station_id: /* @__PURE__ */ v.optional(vId),
    end_station_id: /* @__PURE__ */ v.optional(vId),
    estimated_distance: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.minValue(0))),
    destination_label: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    destination_name: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    destination_gmaps_place_id: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    destination_formatted_address: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    destination_latitude: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.number()),
    destination_longitude: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.number()),
    rental_label_id: /* @__PURE__ */ v.optional(vId),
    latitude: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.minValue(-90), /* @__PURE__ */ v.maxValue(90))),
    longitude: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.minValue(-180), /* @__PURE__ */ v.maxValue(180))),
    discount_codes: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.array(/* @__PURE__ */ v.string())),
    page: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer(), /* @__PURE__ */ v.minValue(1)), 1),
    limit: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer(), /* @__PURE__ */ v.minValue(1)), 50),
    radius: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.minValue(0)), 30),
    categories: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.array(vId)),
    options: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.array(vVehicleOption)),
    gears_type: /* @__PURE__ */ v.optional(vGearsType),
    seats_count: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.picklist([
        2,
        4,
        7
    ])),
    start_time: vDateTime,
    end_time: vDateTime
});

export const vCarpoolingSearch = /* @__PURE__ */ v.object({
    start_station_id: /* @__PURE__ */ v.optional(vId),
    end_station_id: /* @__PURE__ */ v.optional(vId),
    rental_label_id: /* @__PURE__ */ v.optional(vId),
    start_time: vDateTime,
    end_time: vDateTime,
    categories: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.array(vId)),
    page: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer(), /* @__PURE__ */ v.minValue(1)), 1),
    limit: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer(), /* @__PURE__ */ v.minValue(1)), 30)
});

export const vSearchResult = /* @__PURE__ */ v.object({
    vehicle: vVehicle,
    price: vMoney,
    prediscount_price: /* @__PURE__ */ v.nullish(vMoney),
    distance_in_meters: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.number()),
    station: vStation,
    destination: /* @__PURE__ */ v.nullish(vDestination)
});

export const vCarpoolingResult = /* @__PURE__ */ v.object({
    id: vId,
    vehicle_id: vId,
    reservation_start_time: vDateTime,
    reservation_end_time: vDateTime,
    carpooling_destination: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    start_station_id: vId
});

export const vTermsVersion = /* @__PURE__ */ v.object({
    id: vId,
    content: /* @__PURE__ */ v.string()
});

export const vCustomContent = /* @__PURE__ */ v.object({
    id: /* @__PURE__ */ v.optional(vId),
    type: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    title: /* @__PURE__ */ v.string(),
    content: /* @__PURE__ */ v.string()
});

/**
 * A payment card (stripe card). The default card is the one with the newest set_as_default_at.
 */
export const vPaymentCard = /* @__PURE__ */ v.object({
    id: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1)),
    brand: /* @__PURE__ */ v.string(),
    country: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    last4: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.regex(/^[0-9]{4}$/)),
    exp_month: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer(), /* @__PURE__ */ v.minValue(1), /* @__PURE__ */ v.maxValue(12)),
    exp_year: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer()),
    set_as_default_at: /* @__PURE__ */ v.nullish(vDateTime)
});

export const vStripeSetupIntent = /* @__PURE__ */ v.object({
    id: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1)),
    client_secret: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1))
});

export const vAdditionalDocument = /* @__PURE__ */ v.object({
    id: vId,
    name: /* @__PURE__ */ v.string(),
    title: /* @__PURE__ */ v.string(),
    description: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string())
});

/**
 * Document kinds (spec §3); `other` is then attached to an additional document.
 */
export const vDocumentType = /* @__PURE__ */ v.picklist([
    'licence_front',
    'licence_back',
    'identity_front',
    'identity_back',
    'selfie',
    'other'
]);

export const vUserDocument = /* @__PURE__ */ v.object({
    id: vId,
    document_type: vDocumentType,
    additional_document_id: /* @__PURE__ */ v.nullish(vId),
    file_url: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string())
});

/**
 * The least the product needs of an uploaded photo (the spec shows no body).
 */
export const vUserPhoto = /* @__PURE__ */ v.object({
    id: vId,
    small_main_photo_url: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string())
});

export const vRegistrationFlow = /* @__PURE__ */ v.object({
    id: /* @__PURE__ */ v.optional(vId),
    name: /* @__PURE__ */ v.string()
});

/**
 * One address suggestion (the demo API's fixtures).
 */
export const vGeocodeFeature = /* @__PURE__ */ v.object({
    label: /* @__PURE__ */ v.string(),
    lat: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.minValue(-90), /* @__PURE__ */ v.maxValue(90)),
    long: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.minValue(-180), /* @__PURE__ */ v.maxValue(180)),
    place_id: /* @__PURE__ */ v.string(),
    formatted_address: /* @__PURE__ */ v.string()
});

/**
 * The interface language (spec §7, §9; default fr).
 */
export const vAcceptLanguage = vLanguage;

/**
 * Versioned Accept header, version 0.3 (spec §7: "some use a versioned Accept header (v0.3 or v0.4)"). The spec
 * shows neither the media type nor which call uses which version: this contract uses
 * `application/vnd.api.v0.3+json` on the account's rental calls.
 *
 */
export const vAcceptV03 = /* @__PURE__ */ v.literal('application/vnd.api.v0.3+json');

/**
 * Versioned Accept header, version 0.4 (spec §7). The spec shows neither the media type nor which call uses
 * which version: this contract uses `application/vnd.api.v0.4+json` on the vehicle and carpooling searches and
 * the vehicle details.
 *
 */
export const vAcceptV04 = /* @__PURE__ */ v.literal('application/vnd.api.v0.4+json');

export const vIdPath = vId;

/**
 * The card's id at the card provider.
 */
export const vCardIdPath = /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1));

export const vPage = /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer(), /* @__PURE__ */ v.minValue(1)), 1);

export const vLimit = /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer(), /* @__PURE__ */ v.minValue(1), /* @__PURE__ */ v.maxValue(100));

export const vCreateTokenBody = vTokenRequest;

export const vCreateTokenHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

/**
 * The issued token.
 */
export const vCreateTokenResponse = vTokenResponse;

export const vExchangeOpenidTokenBody = /* @__PURE__ */ v.object({
    openid: /* @__PURE__ */ v.object({
        id_token: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1))
    })
});

export const vExchangeOpenidTokenHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

/**
 * The issued token.
 */
export const vExchangeOpenidTokenResponse = vTokenResponse;

export const vGetTenantHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

/**
 * The tenant.
 */
export const vGetTenantResponse = /* @__PURE__ */ v.object({
    tenant: vTenant
});

export const vListRegistrationFlowsHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

/**
 * The registration flows.
 */
export const vListRegistrationFlowsResponse = /* @__PURE__ */ v.object({
    registration_flows: /* @__PURE__ */ v.array(vRegistrationFlow)
});

export const vListAdditionalDocumentsHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

/**
 * The additional documents.
 */
export const vListAdditionalDocumentsResponse = /* @__PURE__ */ v.object({
    additional_documents: /* @__PURE__ */ v.array(vAdditionalDocument)
});

export const vListRentalLabelsHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

/**
 * The rental labels.
 */
export const vListRentalLabelsResponse = /* @__PURE__ */ v.object({
    rental_labels: /* @__PURE__ */ v.array(vRentalLabel)
});

export const vListCategoriesHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

/**
 * The categories.
 */
export const vListCategoriesResponse = /* @__PURE__ */ v.object({
    categories: /* @__PURE__ */ v.array(vCategory)
});

export const vListCustomContentsHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

export const vListCustomContentsQuery = /* @__PURE__ */ v.object({
    type: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1))
});

/**
 * The entries of that type; pages render the first one.
 */
export const vListCustomContentsResponse = /* @__PURE__ */ v.object({
    custom_contents: /* @__PURE__ */ v.array(vCustomContent)
});

export const vListTermsVersionsHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

export const vListTermsVersionsQuery = /* @__PURE__ */ v.object({
    current: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.boolean())
});

/**
 * The versions (with current=true, the one in force).
 */
export const vListTermsVersionsResponse = /* @__PURE__ */ v.object({
    terms_and_conditions_versions: /* @__PURE__ */ v.array(vTermsVersion)
});

export const vListStationsHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

/**
 * The stations.
 */
export const vListStationsResponse = /* @__PURE__ */ v.object({
    stations: /* @__PURE__ */ v.array(vStation)
});

export const vGetStationHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

export const vGetStationPath = /* @__PURE__ */ v.object({
    id: vId
});

/**
 * The station.
 */
export const vGetStationResponse = /* @__PURE__ */ v.object({
    station: vStation
});

export const vGetStripeKeyHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

/**
 * The publishable key.
 */
export const vGetStripeKeyResponse = /* @__PURE__ */ v.object({
    stripe_key: /* @__PURE__ */ v.object({
        public: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1))
    })
});

export const vGeocodeHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

export const vGeocodeQuery = /* @__PURE__ */ v.object({
    q: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1)),
    country: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.regex(/^[A-Za-z]{2}$/))),
    lang: /* @__PURE__ */ v.optional(vLanguage)
});

/**
 * Matching addresses.
 */
export const vGeocodeResponse = /* @__PURE__ */ v.object({
    features: /* @__PURE__ */ v.array(vGeocodeFeature)
});

export const vDeleteUserHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

/**
 * Deleted.
 */
export const vDeleteUserResponse = /* @__PURE__ */ v.void();

export const vGetUserHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

/**
 * The account.
 */
export const vGetUserResponse = vUserEnvelope;

export const vCreateUserBody = /* @__PURE__ */ v.object({
    user: /* @__PURE__ */ v.object({
        email: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.email()),
        password: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(8)),
        tos_accepted: /* @__PURE__ */ v.boolean()
    })
});

export const vCreateUserHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

/**
 * The new account.
 */
export const vCreateUserResponse = vUserEnvelope;

export const vUpdateUserBody = /* @__PURE__ */ v.object({
    user: vUserUpdate
});

export const vUpdateUserHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

/**
 * The updated account.
 */
export const vUpdateUserResponse = vUserEnvelope;

export const vGetUserByIdHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

export const vGetUserByIdPath = /* @__PURE__ */ v.object({
    id: vId
});

/**
 * The user reference.
 */
export const vGetUserByIdResponse = /* @__PURE__ */ v.object({
    user: vUserReference
});

export const vSearchUsersHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

export const vSearchUsersQuery = /* @__PURE__ */ v.object({
    email: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1))
});

/**
 * Matching users.
 */
export const vSearchUsersResponse = /* @__PURE__ */ v.object({
    users: /* @__PURE__ */ v.array(vUserReference)
});

export const vChangePasswordBody = /* @__PURE__ */ v.object({
    user: /* @__PURE__ */ v.object({
        current_password: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1)),
        password: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(8)),
        password_confirmation: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(8))
    })
});

export const vChangePasswordHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

/**
 * Changed (the success body is not shown in the spec).
 */
export const vChangePasswordResponse = /* @__PURE__ */ v.void();

export const vRequestSmsCodeBody = /* @__PURE__ */ v.object({
    sms_code: /* @__PURE__ */ v.object({
        cell_phone: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1))
    })
});

export const vRequestSmsCodeHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

/**
 * Sent.
 */
export const vRequestSmsCodeResponse = /* @__PURE__ */ v.void();

export const vConfirmSmsCodeBody = /* @__PURE__ */ v.object({
    sms_code: /* @__PURE__ */ v.object({
        code: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.regex(/^[0-9]{6}$/))
    })
});

export const vConfirmSmsCodeHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

/**
 * Confirmed.
 */
export const vConfirmSmsCodeResponse = /* @__PURE__ */ v.void();

export const vRequestUserDataHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

/**
 * Requested.
 */
export const vRequestUserDataResponse = /* @__PURE__ */ v.void();

export const vListUserDocumentsHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

/**
 * The documents.
 */
export const vListUserDocumentsResponse = /* @__PURE__ */ v.object({
    documents: /* @__PURE__ */ v.array(vUserDocument)
});

export const vUploadUserDocumentBody = /* @__PURE__ */ v.object({
    'document[file]': /* @__PURE__ */ v.string(),
    'document[document_type]': vDocumentType
});

export const vUploadUserDocumentHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

/**
 * The stored document.
 */
export const vUploadUserDocumentResponse = /* @__PURE__ */ v.object({
    document: vUserDocument
});

export const vUploadUserPhotoBody = /* @__PURE__ */ v.object({
    'photo[image]': /* @__PURE__ */ v.string()
});

export const vUploadUserPhotoHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

/**
 * The stored photo.
 */
export const vUploadUserPhotoResponse = /* @__PURE__ */ v.object({
    photo: vUserPhoto
});

export const vAttachUserDocumentBody = /* @__PURE__ */ v.object({
    additional_document: /* @__PURE__ */ v.object({
        id: vId
    })
});

export const vAttachUserDocumentHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

export const vAttachUserDocumentPath = /* @__PURE__ */ v.object({
    id: vId
});

/**
 * Attached.
 */
export const vAttachUserDocumentResponse = /* @__PURE__ */ v.void();

export const vAcceptTermsVersionBody = /* @__PURE__ */ v.object({
    terms_and_conditions: /* @__PURE__ */ v.object({
        version_id: vId
    })
});

export const vAcceptTermsVersionHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

/**
 * Accepted.
 */
export const vAcceptTermsVersionResponse = /* @__PURE__ */ v.void();

export const vRequestPasswordResetBody = /* @__PURE__ */ v.object({
    email: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.email()),
    context: /* @__PURE__ */ v.literal('frontoffice')
});

export const vRequestPasswordResetHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

/**
 * Sent.
 */
export const vRequestPasswordResetResponse = /* @__PURE__ */ v.void();

export const vConfirmPasswordResetBody = /* @__PURE__ */ v.object({
    password: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(8)),
    password_confirmation: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(8)),
    reset_password_token: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1))
});

export const vConfirmPasswordResetHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

/**
 * Changed.
 */
export const vConfirmPasswordResetResponse = /* @__PURE__ */ v.void();

export const vCreatePaymentCardBody = /* @__PURE__ */ v.object({
    payment_card: /* @__PURE__ */ v.object({
        stripe_token: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1))
    })
});

export const vCreatePaymentCardHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

/**
 * The card.
 */
export const vCreatePaymentCardResponse = /* @__PURE__ */ v.object({
    payment_card: vPaymentCard
});

export const vCreateStripeSetupIntentHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

/**
 * The setup intent.
 */
export const vCreateStripeSetupIntentResponse = /* @__PURE__ */ v.object({
    stripe_setup_intent: vStripeSetupIntent
});

export const vListStripeCardsHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

/**
 * The cards.
 */
export const vListStripeCardsResponse = /* @__PURE__ */ v.object({
    stripe_cards: /* @__PURE__ */ v.array(vPaymentCard)
});

export const vCreateStripeCardBody = /* @__PURE__ */ v.object({
    stripe_card: /* @__PURE__ */ v.object({
        stripe_setup_intent_id: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1)),
        stripe_payment_method_id: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1))
    })
});

export const vCreateStripeCardHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

/**
 * The card.
 */
export const vCreateStripeCardResponse = /* @__PURE__ */ v.object({
    stripe_card: vPaymentCard
});

export const vSetDefaultStripeCardHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

export const vSetDefaultStripeCardPath = /* @__PURE__ */ v.object({
    id: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1))
});

/**
 * Done.
 */
export const vSetDefaultStripeCardResponse = /* @__PURE__ */ v.void();

export const vDeleteStripeCardHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

export const vDeleteStripeCardPath = /* @__PURE__ */ v.object({
    id: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1))
});

/**
 * Deleted.
 */
export const vDeleteStripeCardResponse = /* @__PURE__ */ v.void();

export const vSearchVehiclesBody = /* @__PURE__ */ v.object({
    search: vVehicleSearch
});

export const vSearchVehiclesHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage,
    Accept: /* @__PURE__ */ v.literal('application/vnd.api.v0.4+json')
});

/**
 * One page of results.
 */
export const vSearchVehiclesResponse = /* @__PURE__ */ v.object({
    total: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer(), /* @__PURE__ */ v.minValue(0)),
    results: /* @__PURE__ */ v.array(vSearchResult)
});

export const vGetVehicleHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage,
    Accept: /* @__PURE__ */ v.literal('application/vnd.api.v0.4+json')
});

export const vGetVehiclePath = /* @__PURE__ */ v.object({
    id: vId
});

/**
 * The vehicle.
 */
export const vGetVehicleResponse = /* @__PURE__ */ v.object({
    vehicle: vVehicle
});

export const vSearchCarpoolingRentalsBody = /* @__PURE__ */ v.object({
    search: vCarpoolingSearch,
    page: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer(), /* @__PURE__ */ v.minValue(1)), 1),
    limit: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer(), /* @__PURE__ */ v.minValue(1)), 30)
});

export const vSearchCarpoolingRentalsHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage,
    Accept: /* @__PURE__ */ v.literal('application/vnd.api.v0.4+json')
});

/**
 * The carpoolings.
 */
export const vSearchCarpoolingRentalsResponse = /* @__PURE__ */ v.object({
    carpoolings: /* @__PURE__ */ v.array(vCarpoolingResult)
});

export const vListUserRentalsHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage,
    Accept: /* @__PURE__ */ v.literal('application/vnd.api.v0.3+json')
});

export const vListUserRentalsQuery = /* @__PURE__ */ v.object({
    page: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer(), /* @__PURE__ */ v.minValue(1)), 1),
    limit: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer(), /* @__PURE__ */ v.minValue(1), /* @__PURE__ */ v.maxValue(100))),
    statuses: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.array(vRentalStatus)),
    driver_ids: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.array(vId)),
    order: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.picklist(['asc', 'desc']))
});

/**
 * One page of rentals.
 */
export const vListUserRentalsResponse = vRentalList;

export const vCreateRentalBody = vRentalCreate;

export const vCreateRentalHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage,
    Accept: /* @__PURE__ */ v.literal('application/vnd.api.v0.3+json')
});

/**
 * The rental.
 */
export const vCreateRentalResponse = vRentalEnvelope;

export const vListUserCarpoolingRentalsHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage,
    Accept: /* @__PURE__ */ v.literal('application/vnd.api.v0.3+json')
});

export const vListUserCarpoolingRentalsQuery = /* @__PURE__ */ v.object({
    page: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer(), /* @__PURE__ */ v.minValue(1)), 1),
    limit: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer(), /* @__PURE__ */ v.minValue(1), /* @__PURE__ */ v.maxValue(100))),
    statuses: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.array(vRentalStatus))
});

/**
 * One page of carpooling rentals.
 */
export const vListUserCarpoolingRentalsResponse = vRentalList;

export const vCancelUserRentalHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage,
    Accept: /* @__PURE__ */ v.literal('application/vnd.api.v0.3+json')
});

export const vCancelUserRentalPath = /* @__PURE__ */ v.object({
    id: vId
});

/**
 * Cancelled.
 */
export const vCancelUserRentalResponse = /* @__PURE__ */ v.void();

export const vGetUserRentalHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage,
    Accept: /* @__PURE__ */ v.literal('application/vnd.api.v0.3+json')
});

export const vGetUserRentalPath = /* @__PURE__ */ v.object({
    id: vId
});

/**
 * The rental.
 */
export const vGetUserRentalResponse = vRentalEnvelope;

export const vUpdateUserRentalBody = /* @__PURE__ */ v.union([vRentalTimesUpdate, vRentalGeotrackingUpdate]);

export const vUpdateUserRentalHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage,
    Accept: /* @__PURE__ */ v.literal('application/vnd.api.v0.3+json')
});

export const vUpdateUserRentalPath = /* @__PURE__ */ v.object({
    id: vId
});

/**
 * The rental.
 */
export const vUpdateUserRentalResponse = vRentalEnvelope;

export const vJoinCarpoolingRentalHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage,
    Accept: /* @__PURE__ */ v.literal('application/vnd.api.v0.3+json')
});

export const vJoinCarpoolingRentalPath = /* @__PURE__ */ v.object({
    id: vId
});

/**
 * The joined rental.
 */
export const vJoinCarpoolingRentalResponse = vRentalEnvelope;

export const vListRentalPassengersHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

export const vListRentalPassengersPath = /* @__PURE__ */ v.object({
    id: vId
});

/**
 * The passengers.
 */
export const vListRentalPassengersResponse = /* @__PURE__ */ v.object({
    passengers: /* @__PURE__ */ v.array(vPassenger)
});

export const vAddRentalPassengerBody = /* @__PURE__ */ v.object({
    passenger: /* @__PURE__ */ v.object({
        email: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.email())
    })
});

export const vAddRentalPassengerHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

export const vAddRentalPassengerPath = /* @__PURE__ */ v.object({
    id: vId
});

/**
 * The passenger.
 */
export const vAddRentalPassengerResponse = /* @__PURE__ */ v.object({
    passenger: vPassenger
});

export const vRemoveRentalPassengerHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

export const vRemoveRentalPassengerPath = /* @__PURE__ */ v.object({
    id: vId,
    passengerId: vId
});

/**
 * Removed.
 */
export const vRemoveRentalPassengerResponse = /* @__PURE__ */ v.void();

export const vConfirmRentalPassengerHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});

export const vConfirmRentalPassengerPath = /* @__PURE__ */ v.object({
    id: vId,
    passengerId: vId
});

/**
 * Confirmed.
 */
export const vConfirmRentalPassengerResponse = /* @__PURE__ */ v.void();
