// Deleting the account and changing its password (spec §7, §8): apart from user.ts, whose `GET /user` is part of
// the first page, which would otherwise ship these calls (a module the entry imports ships every export any other
// chunk uses; the /login budget, docs/architecture.md). Only the account details page makes them.
import type { ApiClient } from '../client.ts';

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
