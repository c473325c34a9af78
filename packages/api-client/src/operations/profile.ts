// The account's own changes (spec §5, §7): signup, profile fields, the phone's SMS code. A module of its own, which
// the first page does not import, so that these calls and their validators stay out of /login's entry (the budget,
// docs/architecture.md: a module the entry imports ships every export any other chunk uses).
import type { ApiClient } from '../client.ts';
import { vCreateUserResponse, vUpdateUserResponse } from '../generated/valibot.ts';
import type { User, UserUpdate } from '../types.ts';

/** What signup sends (spec §5: tos_accepted true once the terms box is ticked). */
export interface SignUpInput {
  email: string;
  password: string;
  tosAccepted: boolean;
}

/** `POST /user {user:{email,password,tos_accepted}}`: signs up (with the guest token). */
export async function createUser(client: ApiClient, input: SignUpInput): Promise<User> {
  const body = await client.request({
    method: 'POST',
    path: '/user',
    json: { user: { email: input.email, password: input.password, tos_accepted: input.tosAccepted } },
    schema: vCreateUserResponse,
  });
  return body.user;
}

/** `PUT /user {user:{fields}}`: changes driver fields (decision D12; only changed fields, spec §5). */
export async function updateUser(client: ApiClient, fields: UserUpdate): Promise<User> {
  const body = await client.request({ method: 'PUT', path: '/user', json: { user: fields }, schema: vUpdateUserResponse });
  return body.user;
}

/** `POST /user/sms_code {sms_code:{cell_phone}}`: sends a 6-digit code. */
export async function requestSmsCode(client: ApiClient, cellPhone: string): Promise<void> {
  await client.request({ method: 'POST', path: '/user/sms_code', json: { sms_code: { cell_phone: cellPhone } } });
}

/** `PUT /user/sms_code {sms_code:{code}}`: confirms the phone (also a pending phone change). */
export async function confirmSmsCode(client: ApiClient, code: string): Promise<void> {
  await client.request({ method: 'PUT', path: '/user/sms_code', json: { sms_code: { code } } });
}
