// The account's own changes (spec §7): details, password, deletion, SMS codes, documents. Apart from user.ts, whose
// `GET /user` is part of the first page: a module of the first page ships whatever lazily loaded chunks use of it
// (the /login budget, docs/architecture.md), and none of these calls is made before a form is sent.
import type { ApiClient, CallOptions } from '../client.ts';
import { vListUserDocumentsResponse, vUpdateUserResponse } from '../generated/valibot.ts';
import type { User, UserDocument, UserUpdate } from '../types.ts';

/** `PUT /user {user:{fields}}`: changes driver fields (decision D12; only changed fields, spec §5). */
export async function updateUser(client: ApiClient, fields: UserUpdate): Promise<User> {
  const body = await client.request({ method: 'PUT', path: '/user', json: { user: fields }, schema: vUpdateUserResponse });
  return body.user;
}

/** `DELETE /user`: deletes the account (spec §8 lists the refusal codes). */
export async function deleteUser(client: ApiClient): Promise<void> {
  await client.request({ method: 'DELETE', path: '/user' });
}

/** What a password change sends. */
export interface ChangePasswordInput {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

/** `PUT /user/password {user:{current_password,password,password_confirmation}}`. */
export async function changePassword(client: ApiClient, input: ChangePasswordInput): Promise<void> {
  await client.request({
    method: 'PUT',
    path: '/user/password',
    json: {
      user: { current_password: input.currentPassword, password: input.password, password_confirmation: input.passwordConfirmation },
    },
  });
}

/** `POST /user/sms_code {sms_code:{cell_phone}}`: sends a 6-digit code. */
export async function requestSmsCode(client: ApiClient, cellPhone: string): Promise<void> {
  await client.request({ method: 'POST', path: '/user/sms_code', json: { sms_code: { cell_phone: cellPhone } } });
}

/** `PUT /user/sms_code {sms_code:{code}}`: confirms the phone (also a pending phone change). */
export async function confirmSmsCode(client: ApiClient, code: string): Promise<void> {
  await client.request({ method: 'PUT', path: '/user/sms_code', json: { sms_code: { code } } });
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
