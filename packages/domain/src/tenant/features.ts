/**
 * The tenant's feature switches (spec §3 "Feature switches"), read here and nowhere else: routes, menus, the footer
 * and the features ask `usesFeature(tenant, 'billing')` or a rule built on it, never `tenant.use_billing` (issue 12).
 */
import type { TenantRules } from './tenantRules.ts';

/** Each feature switch of spec §3, by the product's name for it, and the tenant setting that carries it. */
export const TENANT_FEATURES = {
  registration: 'use_registration',
  'auto-register': 'use_auto_register',
  labels: 'use_labels',
  categories: 'use_categories',
  'estimated-distance': 'use_estimated_distance',
  'estimated-destination-field': 'use_estimated_destination_field',
  discount: 'use_discount',
  carpooling: 'use_carpooling',
  'privacy-usage': 'use_privacy_usage',
  'privacy-usage-time-slot': 'use_privacy_usage_time_slot',
  'single-sign-on': 'use_single_sign_on',
  terms: 'use_terms_and_conditions',
  payments: 'use_payments',
  'required-payment-card': 'use_required_payment_card',
  billing: 'use_billing',
  'fleet-planning': 'use_fleet_planning',
  'multi-language': 'use_multi_language',
  'cookie-consent': 'use_cookie_consent',
} as const satisfies Record<string, keyof TenantRules>;

/** A feature switch of spec §3. */
export type TenantFeature = keyof typeof TENANT_FEATURES;

/** The tenant settings of the feature switches: a `Tenant` of the API fits as it is. */
export type FeatureTenant = Pick<TenantRules, (typeof TENANT_FEATURES)[TenantFeature]>;

/**
 * Whether the tenant uses a feature (spec §3). Only `true` turns a feature on: a missing or odd value is off
 * (decision D32: an unknown value of an optional setting is treated as absent).
 */
export function usesFeature(tenant: Partial<FeatureTenant>, feature: TenantFeature): boolean {
  return tenant[TENANT_FEATURES[feature]] === true;
}
