// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vDistanceUnit } from './vDistanceUnit.ts';
import { vDriverField } from './vDriverField.ts';
import { vId } from './vId.ts';
import { vLanguage } from './vLanguage.ts';
import { vRegistrationStep } from './vRegistrationStep.ts';
import { vSingleSignOnSettings } from './vSingleSignOnSettings.ts';
import { vVehicleOption } from './vVehicleOption.ts';

/**
 * Tenant settings (spec §3). Delays and durations are in seconds (decision D9); -1 means "not allowed" for the
 * modification and cancellation delays and "unset" for the minimum duration (spec §9 fallbacks apply).
 * Settings without described behaviour are kept (decision D29).
 *
 */
export const vTenant = /* @__PURE__ */ v.object({
    id: vId,
    human_name: /* @__PURE__ */ v.string(),
    language: /* @__PURE__ */ v.optional(vLanguage, 'fr'),
    theme: /* @__PURE__ */ v.string(),
    timezone: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string(), 'America/Montreal'),
    iso3166: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.regex(/^[A-Z]{2}$/)), 'CA'),
    currency: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.regex(/^[A-Z]{3}$/))),
    distance_unit: /* @__PURE__ */ v.optional(vDistanceUnit, 'km'),
    date_format: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.picklist(['DD/MM/YYYY', 'YYYY-MM-DD']), 'DD/MM/YYYY'),
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
