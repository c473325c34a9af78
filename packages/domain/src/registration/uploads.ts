/**
 * The files of the signup's upload steps (spec §4). A module of its own, apart from `documents.ts` which the first
 * page imports (the terms switch): only the signup's upload steps pull these rules (the /login budget).
 */
import type { DocumentKind, UploadStep } from './documents.ts';

/** One file an upload step needs: a kind, and for `other` the additional document it answers. */
export interface RequiredUpload {
  /** The document kind sent as `document[document_type]`. */
  kind: DocumentKind;
  /** The additional document id, for `other` only. */
  additionalDocumentId?: number | string;
}

const FIXED: Record<Exclude<UploadStep, 'otherDocument'>, DocumentKind[]> = {
  driverLicense: ['licence_front', 'licence_back'],
  idDocument: ['identity_front', 'identity_back'],
  selfieDocument: ['selfie'],
};

/**
 * The files an upload step needs (spec §4): licence front and back; identity front and back; the selfie; one file
 * per additional document of the tenant.
 */
export function requiredUploads(
  step: UploadStep,
  additionalDocuments: readonly { id: number | string }[] = [],
): RequiredUpload[] {
  if (step === 'otherDocument') return additionalDocuments.map((d) => ({ kind: 'other', additionalDocumentId: d.id }));
  return FIXED[step].map((kind) => ({ kind }));
}

/** Whether two required uploads are the same slot. */
function sameSlot(a: RequiredUpload, b: RequiredUpload): boolean {
  return a.kind === b.kind && String(a.additionalDocumentId ?? '') === String(b.additionalDocumentId ?? '');
}

/** Whether Next is enabled on an upload step: every file it needs is uploaded (spec §4). */
export function isUploadStepComplete(
  step: UploadStep,
  uploaded: readonly RequiredUpload[],
  additionalDocuments: readonly { id: number | string }[] = [],
): boolean {
  return requiredUploads(step, additionalDocuments).every((needed) => uploaded.some((done) => sameSlot(needed, done)));
}
