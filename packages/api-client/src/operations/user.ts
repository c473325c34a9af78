import type { ApiClient, CallOptions } from '../client.ts';
import { vGetUserResponse } from '../generated/valibot.ts';
import type { User } from '../types.ts';

/** `GET /user`: the signed-in account. */
export async function getCurrentUser(client: ApiClient, options: CallOptions = {}): Promise<User> {
  const body = await client.request({ method: 'GET', path: '/user', schema: vGetUserResponse, signal: options.signal });
  return body.user;
}

/** `POST /user/data_request`: asks for a copy of one's personal data. */
export async function requestUserData(client: ApiClient): Promise<void> {
  await client.request({ method: 'POST', path: '/user/data_request' });
}

/** `POST /user/terms_and_conditions_versions/accept {terms_and_conditions:{version_id}}`. */
export async function acceptTermsVersion(client: ApiClient, versionId: number): Promise<void> {
  await client.request({
    method: 'POST',
    path: '/user/terms_and_conditions_versions/accept',
    json: { terms_and_conditions: { version_id: versionId } },
  });
}

/** `POST /reset_password {email, context 'frontoffice'}`; the e-mail is lowercased (spec §5). */
export async function requestPasswordReset(client: ApiClient, email: string): Promise<void> {
  await client.request({
    method: 'POST',
    path: '/reset_password',
    json: { email: email.toLowerCase(), context: 'frontoffice' },
    auth: 'optional',
  });
}

/** What a password reset confirmation sends (decision D13: the confirmation must match, checked by the form). */
export interface ConfirmPasswordResetInput {
  password: string;
  passwordConfirmation: string;
  resetPasswordToken: string;
}

/** `POST /reset_password/confirm {password, password_confirmation, reset_password_token}`. */
export async function confirmPasswordReset(client: ApiClient, input: ConfirmPasswordResetInput): Promise<void> {
  await client.request({
    method: 'POST',
    path: '/reset_password/confirm',
    json: { password: input.password, password_confirmation: input.passwordConfirmation, reset_password_token: input.resetPasswordToken },
    auth: 'optional',
  });
}
