/**
 * The change-password form (spec §5, D13). A module of its own, apart from credentials.ts which /login's entry carries
 * (the login form's rules): a module of the entry ships whatever lazily loaded chunks use of it (the /login budget,
 * docs/architecture.md), and only the account details page checks this form.
 */
import { compactErrors, type FormErrors } from './errors.ts';
import { validateNewPassword, validatePasswordConfirmation } from './credentials.ts';

/**
 * Change password (spec §5, D13): current password required; new password required, at least 8 (pwd-too-short);
 * confirmation required and equal (pwd-mismatch).
 */
export function validateChangePassword(values: {
  currentPassword?: string | null;
  password?: string | null;
  confirmation?: string | null;
}): FormErrors<'currentPassword' | 'password' | 'confirmation'> {
  return compactErrors({
    currentPassword: values.currentPassword ? null : 'required',
    password: validateNewPassword(values.password),
    confirmation: validatePasswordConfirmation(values.password, values.confirmation),
  });
}
