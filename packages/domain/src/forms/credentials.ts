/**
 * Credential forms (spec §5, §9; decision D13): login, forgot and reset password, signup, change password.
 */
import { compactErrors, type FormErrors } from './errors.ts';

/** Password minimum length (spec §9). */
export const PASSWORD_MIN_LENGTH = 8;

// One @, no spaces, a dot in the domain: what a person can type by mistake. The server has the last word
// (EMAIL_IS_INVALID, spec §8).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function blank(value: string | null | undefined): boolean {
  return !value || value.trim() === '';
}

/** A required field: 'required' when empty or spaces only. */
export function validateRequired(value: string | null | undefined): 'required' | null {
  return blank(value) ? 'required' : null;
}

/** An e-mail: 'required' when empty, 'invalid-format' when malformed (spec §5). Spaces around it are ignored. */
export function validateEmail(value: string | null | undefined): 'required' | 'invalid-format' | null {
  if (blank(value)) return 'required';
  return EMAIL.test((value as string).trim()) ? null : 'invalid-format';
}

/** The e-mail as sent to reset the password: trimmed and lower-cased (spec §5). */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** A new password: 'required' when empty, 'pwd-too-short' under 8 characters (spec §5, §9). Spaces count. */
export function validateNewPassword(value: string | null | undefined): 'required' | 'pwd-too-short' | null {
  if (!value) return 'required';
  return value.length < PASSWORD_MIN_LENGTH ? 'pwd-too-short' : null;
}

/** A confirmation: 'required' when empty, 'pwd-mismatch' when it differs from the password (spec §5, D13). */
export function validatePasswordConfirmation(
  password: string | null | undefined,
  confirmation: string | null | undefined,
): 'required' | 'pwd-mismatch' | null {
  if (!confirmation) return 'required';
  return confirmation === password ? null : 'pwd-mismatch';
}

/** Login (spec §5): e-mail required and valid; password required (its length is the server's business). */
export function validateLogin(values: { email?: string | null; password?: string | null }): FormErrors<
  'email' | 'password'
> {
  return compactErrors({ email: validateEmail(values.email), password: values.password ? null : 'required' });
}

/** Forgot password (spec §5): e-mail required and valid. */
export function validateForgotPassword(values: { email?: string | null }): FormErrors<'email'> {
  return compactErrors({ email: validateEmail(values.email) });
}

/**
 * Reset password (spec §5, D13): password and confirmation required, and the confirmation must match. The minimum of
 * 8 (spec §9) applies as everywhere a password is chosen, rather than waiting for the server's PASSWORD_TOO_SHORT.
 */
export function validateResetPassword(values: {
  password?: string | null;
  confirmation?: string | null;
}): FormErrors<'password' | 'confirmation'> {
  return compactErrors({
    password: validateNewPassword(values.password),
    confirmation: validatePasswordConfirmation(values.password, values.confirmation),
  });
}
