/**
 * Upload steps of the signup (spec §4) and the card and terms steps (decisions D15, D16).
 */
import { usesFeature } from '../tenant/features.ts';
import type { TenantRules } from '../tenant/tenantRules.ts';

/** Document kinds (spec §3). `other` is attached to an additional document id. */
export const DOCUMENT_KINDS = [
  'licence_front',
  'licence_back',
  'identity_front',
  'identity_back',
  'selfie',
  'other',
] as const;
/** A document kind. */
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The upload steps of the signup. */
export const UPLOAD_STEPS = ['driverLicense', 'idDocument', 'selfieDocument', 'otherDocument'] as const;
/** An upload step. */
export type UploadStep = (typeof UPLOAD_STEPS)[number];

/** The state of an upload button (spec §4); an error resets it to idle. */
export const UPLOAD_BUTTON_STATES = ['idle', 'uploading', 'completed'] as const;
/** An upload button state. */
export type UploadButtonState = (typeof UPLOAD_BUTTON_STATES)[number];

/** Whether the card step offers "later" (D15): only when the tenant does not require a payment card. */
export function canSkipCardStep(tenant: Pick<TenantRules, 'use_required_payment_card'>): boolean {
  return !usesFeature(tenant, 'required-payment-card');
}

/** Whether signup shows the terms checkbox and the acceptance dialog exists (D16): only with terms on. */
export function usesTerms(tenant: Pick<TenantRules, 'use_terms_and_conditions'>): boolean {
  return usesFeature(tenant, 'terms');
}

