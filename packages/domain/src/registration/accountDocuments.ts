/**
 * The documents of the account details page (spec §2 account/details, §4). A module of its own, not in
 * documents.ts: that one is part of the first page (the terms switch), and a module of the first page ships whatever
 * lazily loaded chunks use of it, here the registration steps (the /login budget, docs/architecture.md).
 */
import type { TenantRules } from '../tenant/tenantRules.ts';
import type { UploadStep } from './documents.ts';
import { type RequiredUpload, requiredUploads } from './uploads.ts';
import { visibleSignupSteps } from './signupSteps.ts';

/** The document groups of the account details page (spec §2 account/details), in the order the page shows them. */
export const ACCOUNT_DOCUMENT_GROUPS = ['licence', 'identity', 'other'] as const;
/** A document group of the account details page. */
export type AccountDocumentGroup = (typeof ACCOUNT_DOCUMENT_GROUPS)[number];

/** The upload steps behind each group: the licence's two sides; the identity's two sides and the selfie; the extras. */
const GROUP_STEPS: Record<AccountDocumentGroup, readonly UploadStep[]> = {
  licence: ['driverLicense'],
  identity: ['idDocument', 'selfieDocument'],
  other: ['otherDocument'],
};

/**
 * The documents the account details page offers to replace (spec §2 account/details: identity documents, licence
 * documents, extra documents): the slots of the upload steps the tenant's registration flow shows (spec §2, §4), in
 * groups, so that a driver keeps up to date what the operator asked for at signup and nothing else. A group without
 * slots (no such step, or no additional document) is left out.
 */
export function accountDocumentGroups(
  tenant: Pick<TenantRules, 'registration_steps'>,
  additionalDocuments: readonly { id: number | string }[] = [],
): { group: AccountDocumentGroup; uploads: RequiredUpload[] }[] {
  const steps = new Set<string>(visibleSignupSteps(tenant.registration_steps));
  return ACCOUNT_DOCUMENT_GROUPS.map((group) => ({
    group,
    uploads: GROUP_STEPS[group].filter((step) => steps.has(step)).flatMap((step) => requiredUploads(step, additionalDocuments)),
  })).filter(({ uploads }) => uploads.length > 0);
}
