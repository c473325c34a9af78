import { describe, expect, it } from 'vitest';
import { placeServerErrors, serverErrorDisplay, type ServerErrorFormId } from './serverErrors.ts';

describe('placeServerErrors (spec §8 specific cases, decision D27)', () => {
  it.each([
    ['§8 login: any failure shows the login error inline', 'login', ['invalid_grant'], { fields: {}, messages: ['errors.login'], generic: false }],
    ['§8 login: a failure without codes too', 'login', [], { fields: {}, messages: ['errors.login'], generic: false }],
    ['§4 login: a user without roles', 'login', ['USER_HAS_NO_ROLES'], { fields: {}, messages: ['errors.no-roles'], generic: false }],
    ['§8 forgot password: the login message', 'forgot-password', ['not_found'], { fields: {}, messages: ['errors.login'], generic: false }],
    ['§8 change password: user_current_password_invalid under the current password', 'change-password', ['user_current_password_invalid'], { fields: { currentPassword: 'errors.current-password-invalid' }, messages: [], generic: false }],
    ['§8 change password: anything else is internal-error', 'change-password', ['SOMETHING'], { fields: {}, messages: ['errors.internal'], generic: false }],
    ['§8 delete account: a rental keeps the profile', 'delete-account', ['user_rentals_user_has_rental'], { fields: {}, messages: ['errors.profile-cannot-be-deleted'], generic: false }],
    ['§8 delete account: both codes give one message', 'delete-account', ['user_rentals_user_has_rental', 'user_invoices_as_buyer_user_has_pending_invoice'], { fields: {}, messages: ['errors.profile-cannot-be-deleted'], generic: false }],
    ['§8 delete account: anything else is internal-error', 'delete-account', [], { fields: {}, messages: ['errors.internal'], generic: false }],
    ['§5, §8 signup: e-mail taken under the e-mail', 'signup', ['EMAIL_ALREADY_TAKEN'], { fields: { email: 'errors.EMAIL_ALREADY_TAKEN' }, messages: [], generic: false }],
    ['§5, §8 signup: two codes on two fields', 'signup', ['EMAIL_IS_INVALID', 'PASSWORD_TOO_SHORT'], { fields: { email: 'errors.EMAIL_IS_INVALID', password: 'errors.PASSWORD_TOO_SHORT' }, messages: [], generic: false }],
    ['§8 signup: the first code of a field wins', 'signup', ['EMAIL_IS_INVALID', 'EMAIL_ALREADY_TAKEN'], { fields: { email: 'errors.EMAIL_IS_INVALID' }, messages: [], generic: false }],
    ['D27 signup: an unknown code goes to the generic handler', 'signup', ['RATE_LIMITED'], { fields: {}, messages: [], generic: true }],
    ['D27 reset password: a 500 goes to the generic handler', 'reset-password', [], { fields: {}, messages: [], generic: true }],
    ['§8 sms code: invalid and expired under the code', 'sms-code', ['SMS_CODE_EXPIRED'], { fields: { code: 'errors.SMS_CODE_EXPIRED' }, messages: [], generic: false }],
    ['§8 phone: INVALID_PHONE under the phone', 'phone-number', ['INVALID_PHONE'], { fields: { cell_phone: 'errors.INVALID_PHONE' }, messages: [], generic: false }],
    ['§8 driver fields: INVALID_PHONE under the phone, anything else generic', 'driver-fields', ['INVALID_PHONE', 'WRONG_PARAMETER'], { fields: { cell_phone: 'errors.INVALID_PHONE' }, messages: [], generic: true }],
    ['§8 upload: FILE_TOO_BIG on the file', 'document-upload', ['FILE_TOO_BIG'], { fields: { file: 'errors.FILE_TOO_BIG' }, messages: [], generic: false }],
    ['§8 search: WRONG_PARAMETER is the search message', 'search', ['WRONG_PARAMETER'], { fields: {}, messages: ['search:wrong-parameter'], generic: false }],
    ['§8 search: a discount code under the codes', 'search', ['expired_discount_code'], { fields: { codes: 'search:expired-discount-code' }, messages: [], generic: false }],
    ['§8 cancel: the cancellation delay message', 'cancel-booking', ['CANCELLATION_DELAY_TOO_SHORT'], { fields: {}, messages: ['errors.cancellation-delay-too-short'], generic: false }],
    ['§8 cancel: RENTAL_ALREADY_CANCELLED goes to the shared handler (its mapped message)', 'cancel-booking', ['RENTAL_ALREADY_CANCELLED'], { fields: {}, messages: [], generic: true }],
    ['§8 modify: the modification delay message', 'modify-booking', ['modification_delay_too_short'], { fields: {}, messages: ['errors.modify-delay-too-short'], generic: false }],
    ['§8 modify: anything else goes to the shared handler', 'modify-booking', [], { fields: {}, messages: [], generic: true }],
    ['§8 the other booking actions: the shared handler', 'rental-action', ['PASSENGER_ALREADY_ADDED'], { fields: {}, messages: [], generic: true }],
    ['D23 search: another code and a known one: both places', 'search', ['SEARCH_TOO_MANY_RESERVATIONS', 'WRONG_PARAMETER'], { fields: {}, messages: ['search:wrong-parameter'], generic: true }],
    ['§8 add card: any refusal of the API is the card-add error', 'add-card', ['INVALID_SETUP_INTENT'], { fields: {}, messages: ['errors.card-add'], generic: false }],
    ['§8 add card: a failure without codes too', 'add-card', [], { fields: {}, messages: ['errors.card-add'], generic: false }],
    ['D27 an entry without a code is unplaced', 'signup', [null], { fields: {}, messages: [], generic: true }],
  ] as const)('%s', (_, form, codes, expected) => {
    expect(placeServerErrors(form as ServerErrorFormId, codes)).toEqual(expected);
  });

  it.each([
    ['login', 'inline'],
    ['search', 'inline'],
    ['forgot-password', 'notification'],
    ['delete-account', 'inline'],
  ] as const)('§8 %s shows its messages %s', (form, display) => {
    expect(serverErrorDisplay(form)).toBe(display);
  });
});
