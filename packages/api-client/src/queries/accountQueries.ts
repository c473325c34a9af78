// The account details page's own mutations (spec §7): deleting the account, changing the password. Apart from
// userQueries.ts, which the first page imports (the /login budget, docs/architecture.md).
import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import { type ChangePasswordInput, changePassword, deleteUser } from '../operations/account.ts';

/** Account deletion (`DELETE /user`); the caller then logs out (spec §4). */
export const deleteUserMutationOptions = (client: ApiClient) =>
  mutationOptions({ mutationKey: ['user', 'delete'], mutationFn: () => deleteUser(client) });

/** Password change. */
export const changePasswordMutationOptions = (client: ApiClient) =>
  mutationOptions({ mutationKey: ['user', 'password'], mutationFn: (input: ChangePasswordInput) => changePassword(client, input) });
