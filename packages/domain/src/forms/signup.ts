/**
 * Signup's first step (spec §5, D16). A module of its own, apart from `credentials.ts` which the first page (/login)
 * imports: only the signup pulls this rule (the /login budget).
 */
import { compactErrors, type FormError, type FormErrors } from './errors.ts';
import { validateEmail, validateNewPassword } from './credentials.ts';

/**
 * Signup's first step (spec §5, D16): e-mail required and valid; password required, at least 8; the confirmation
 * must equal the password once a password is entered; the terms box must be ticked when the tenant uses terms.
 */
export function validateSignup(
  values: {
    email?: string | null;
    password?: string | null;
    confirmPassword?: string | null;
    termsAccepted?: boolean;
  },
  { termsRequired }: { termsRequired: boolean },
): FormErrors<'email' | 'password' | 'confirmPassword' | 'terms'> {
  const confirmPassword: FormError | null =
    values.password && values.confirmPassword !== values.password ? 'pwd-mismatch' : null;
  return compactErrors({
    email: validateEmail(values.email),
    password: validateNewPassword(values.password),
    confirmPassword,
    terms: termsRequired && values.termsAccepted !== true ? 'terms-required' : null,
  });
}
