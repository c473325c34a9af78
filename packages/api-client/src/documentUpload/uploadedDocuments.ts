import type { RequiredUpload } from '@frontoffice/domain';
import type { DocumentType, UserDocument } from '../types.ts';

/**
 * The upload slots the server already holds (D35: a document on the server counts as uploaded after a reload), in
 * the domain's terms, for `isUploadStepComplete(step, uploadedDocuments(documents), additionalDocuments)`. An `other`
 * document counts only once attached to its additional document.
 */
export function uploadedDocuments(documents: readonly UserDocument[]): RequiredUpload[] {
  return documents.flatMap((document): RequiredUpload[] => {
    if (document.document_type !== 'other') return [{ kind: document.document_type }];
    return document.additional_document_id == null ? [] : [{ kind: 'other', additionalDocumentId: document.additional_document_id }];
  });
}

/** The server's document for one slot, if any: the latest of that kind (and additional document for `other`). */
export function findUploadedDocument(
  documents: readonly UserDocument[] | undefined,
  kind: DocumentType,
  additionalDocumentId?: number,
): UserDocument | undefined {
  return documents?.findLast(
    (document) =>
      document.document_type === kind && (kind !== 'other' || (additionalDocumentId != null && document.additional_document_id === additionalDocumentId)),
  );
}

/**
 * After a send that may have done its work (issue 19: the answer was lost), the document of this slot the server holds
 * now and did not hold before the first attempt (`known`, the ids it held then), the newest first: for `other`, one
 * attached to its additional document (`attached`), else one still to attach (the upload went through, not the attach).
 */
export function documentSentSince(
  documents: readonly UserDocument[],
  known: ReadonlySet<number>,
  kind: DocumentType,
  additionalDocumentId?: number,
): { document: UserDocument; attached: boolean } | undefined {
  const fresh = documents.filter((document) => document.document_type === kind && !known.has(document.id));
  if (kind !== 'other') {
    const document = fresh.at(-1);
    return document && { document, attached: true };
  }
  const attached = fresh.findLast((document) => additionalDocumentId != null && document.additional_document_id === additionalDocumentId);
  if (attached) return { document: attached, attached: true };
  const loose = fresh.findLast((document) => document.additional_document_id == null);
  return loose && { document: loose, attached: false };
}
