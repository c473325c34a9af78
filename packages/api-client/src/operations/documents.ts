// Documents (spec §3 document kinds, §7): the account's uploads, their attachment to the tenant's additional
// documents, and those additional documents. A module of their own, not imported by the first page: only the
// pages that upload (signup's upload steps, the account's documents) pull these calls and their validators (the
// /login budget, docs/architecture.md).
import type { ApiClient, CallOptions } from '../client.ts';
import { vListAdditionalDocumentsResponse, vListUserDocumentsResponse } from '../generated/valibot.ts';
import type { AdditionalDocument, UserDocument } from '../types.ts';

/**
 * `GET /additional_documents`: tenant-defined extra documents in the current `Accept-Language` (spec §3 keeps French
 * and English lists apart, so the query key carries the language).
 */
export async function listAdditionalDocuments(client: ApiClient, options: CallOptions = {}): Promise<AdditionalDocument[]> {
  const body = await client.request({ method: 'GET', path: '/additional_documents', schema: vListAdditionalDocumentsResponse, signal: options.signal });
  return body.additional_documents;
}

/** `GET /user/documents`. */
export async function listUserDocuments(client: ApiClient, options: CallOptions = {}): Promise<UserDocument[]> {
  const body = await client.request({ method: 'GET', path: '/user/documents', schema: vListUserDocumentsResponse, signal: options.signal });
  return body.documents;
}

/** `POST /user/documents/{id}/attach {additional_document:{id}}`: ties an `other` upload to its additional document. */
export async function attachUserDocument(client: ApiClient, documentId: number, additionalDocumentId: number): Promise<void> {
  await client.request({
    method: 'POST',
    path: `/user/documents/${documentId}/attach`,
    json: { additional_document: { id: additionalDocumentId } },
  });
}
