import { describe, expect, it } from 'vitest';
import { canSubmitForm, isValidForm } from './errors.ts';
import {
  normalizeEmail,
  validateEmail,
  validateForgotPassword,
  validateLogin,
  validateNewPassword,
  validatePasswordConfirmation,
  validateRequired,
  validateResetPassword,
} from './credentials.ts';
import { validateSignup } from './signup.ts';
import { validateChangePassword } from './changePassword.ts';

describe('e-mail and passwords (spec §5, §9, D13)', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    [null, 'required'],
    ['ana@example.com', null],
    [' ana@example.com ', null],
    ['ana.b+tag@sub.example.co.uk', null],
    ['ana@example', 'invalid-format'],
    ['ana example.com', 'invalid-format'],
    ['ana@@example.com', 'invalid-format'],
    ['@example.com', 'invalid-format'],
  ])('§5 e-mail %j → %s', (value, expected) => {
    expect(validateEmail(value)).toBe(expected);
  });

  it('§5 reset password lower-cases the e-mail', () => {
    expect(normalizeEmail('  Ana@Example.COM ')).toBe('ana@example.com');
  });

  it.each([
    ['', 'required'],
    [undefined, 'required'],
    ['1234567', 'pwd-too-short'],
    ['12345678', null],
    ['        ', null],
  ])('§9 new password %j → %s', (value, expected) => {
    expect(validateNewPassword(value)).toBe(expected);
  });

  it.each([
    ['secret12', '', 'required'],
    ['secret12', 'secret13', 'pwd-mismatch'],
    ['secret12', 'Secret12', 'pwd-mismatch'],
    ['secret12', 'secret12', null],
  ])('§5 D13 confirmation of %j with %j → %s', (password, confirmation, expected) => {
    expect(validatePasswordConfirmation(password, confirmation)).toBe(expected);
  });

  it.each([
    [' ', 'required'],
    ['x', null],
  ])('§5 required %j → %s', (value, expected) => {
    expect(validateRequired(value)).toBe(expected);
  });
});

describe('credential forms (spec §5)', () => {
  it.each([
    ['empty', {}, { email: 'required', password: 'required' }],
    ['bad e-mail', { email: 'x', password: 'p' }, { email: 'invalid-format' }],
    ['a short password is the server’s business at login', { email: 'a@b.co', password: 'p' }, {}],
  ])('§5 login: %s', (_, values, expected) => {
    expect(validateLogin(values)).toEqual(expected);
  });

  it.each([
    [{ email: '' }, { email: 'required' }],
    [{ email: 'a@b.co' }, {}],
  ])('§5 forgot password %j', (values, expected) => {
    expect(validateForgotPassword(values)).toEqual(expected);
  });

  it.each([
    ['valid, changed, idle', {}, true, false, true],
    ['invalid', { email: 'required' as const }, true, false, false],
    ['unchanged', {}, false, false, false],
    ['submitting', {}, true, true, false],
  ])('§5 forgot password submit: %s → %s', (_, errors, dirty, submitting, expected) => {
    expect(canSubmitForm({ errors, dirty, submitting })).toBe(expected);
    expect(isValidForm(errors)).toBe(Object.keys(errors).length === 0);
  });

  it.each([
    ['both empty', {}, { password: 'required', confirmation: 'required' }],
    ['mismatch (D13)', { password: 'secret123', confirmation: 'secret124' }, { confirmation: 'pwd-mismatch' }],
    ['too short', { password: 'short', confirmation: 'short' }, { password: 'pwd-too-short' }],
    ['valid', { password: 'secret123', confirmation: 'secret123' }, {}],
  ])('§5 D13 reset password: %s', (_, values, expected) => {
    expect(validateResetPassword(values)).toEqual(expected);
  });

  it.each([
    ['empty, terms on', {}, true, { email: 'required', password: 'required', terms: 'terms-required' }],
    ['empty, terms off (D16)', {}, false, { email: 'required', password: 'required' }],
    ['confirmation not checked without a password', { email: 'a@b.co', confirmPassword: 'x', termsAccepted: true }, true, { password: 'required' }],
    ['confirmation differs', { email: 'a@b.co', password: 'secret123', confirmPassword: '', termsAccepted: true }, true, { confirmPassword: 'pwd-mismatch' }],
    ['password too short', { email: 'a@b.co', password: 'secret', confirmPassword: 'secret', termsAccepted: true }, true, { password: 'pwd-too-short' }],
    ['terms unticked', { email: 'a@b.co', password: 'secret123', confirmPassword: 'secret123', termsAccepted: false }, true, { terms: 'terms-required' }],
    ['valid', { email: 'a@b.co', password: 'secret123', confirmPassword: 'secret123', termsAccepted: true }, true, {}],
  ])('§5 signup: %s', (_, values, termsRequired, expected) => {
    expect(validateSignup(values, { termsRequired })).toEqual(expected);
  });

  it.each([
    ['empty', {}, { currentPassword: 'required', password: 'required', confirmation: 'required' }],
    ['too short', { currentPassword: 'old', password: 'new', confirmation: 'new' }, { password: 'pwd-too-short' }],
    ['mismatch', { currentPassword: 'old', password: 'newpass12', confirmation: 'newpass13' }, { confirmation: 'pwd-mismatch' }],
    ['valid', { currentPassword: 'old', password: 'newpass12', confirmation: 'newpass12' }, {}],
  ])('§5 D13 change password: %s', (_, values, expected) => {
    expect(validateChangePassword(values)).toEqual(expected);
  });
});
