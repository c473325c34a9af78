/**
 * Where a failed call's error codes show (spec §8 "Specific cases" and "Mapped codes"): under the field they concern,
 * as one message of the form, or through the generic handler (decision D27). One table for every form of the
 * product, so that a code is placed in one place (issue 12). Messages are ids of the app's catalogue (`errors.*`) or
 * of the feature that owns the form (`search.errors.*`).
 */

/** Where a code shows: under a field of the form, or as a message of the whole form. */
export interface ServerErrorCase {
  /** The catalogue id of the message. */
  readonly message: string;
  /** The form field it concerns; none: a message of the whole form. */
  readonly field?: string;
}

/** How a form answers the failures of its call. */
export interface ServerErrorForm {
  /** Codes with a place of their own, upper-cased. */
  readonly codes?: Readonly<Record<string, ServerErrorCase>>;
  /** Any other failure: one message of the form, or the generic handler (D27) when absent. */
  readonly otherwise?: ServerErrorCase;
  /** Where the form's own messages show: in the form (`inline`) or as a notification. @default 'notification' */
  readonly shows?: 'inline' | 'notification';
}

const onField = (field: string, code: string): ServerErrorCase => ({ field, message: `errors.${code}` });

/** The forms of the product and their specific §8 cases. */
export const SERVER_ERROR_FORMS = {
  // spec §8: any login failure shows the login-error message inline; spec §4: a user without roles is refused.
  login: {
    codes: { USER_HAS_NO_ROLES: { message: 'errors.no-roles' } },
    otherwise: { message: 'errors.login' },
    shows: 'inline',
  },
  // spec §8: a forgot-password failure shows the login-error message as a notification.
  'forgot-password': { otherwise: { message: 'errors.login' } },
  // spec §8: an expired token or a refused password go to the generic handler (the form checks the length itself).
  'reset-password': {},
  // spec §8 mapped codes, reported by the server at signup (spec §5).
  signup: {
    codes: {
      EMAIL_ALREADY_TAKEN: onField('email', 'EMAIL_ALREADY_TAKEN'),
      EMAIL_IS_INVALID: onField('email', 'EMAIL_IS_INVALID'),
      PASSWORD_TOO_SHORT: onField('password', 'PASSWORD_TOO_SHORT'),
    },
  },
  'phone-number': { codes: { INVALID_PHONE: onField('cell_phone', 'INVALID_PHONE') } },
  // spec §8: a profile save (`PUT /user`, signup's personal details and licence, the account details) whose phone the
  // server refuses shows INVALID_PHONE under the phone.
  'driver-fields': { codes: { INVALID_PHONE: onField('cell_phone', 'INVALID_PHONE') } },
  'sms-code': {
    codes: { INVALID_SMS_CODE: onField('code', 'INVALID_SMS_CODE'), SMS_CODE_EXPIRED: onField('code', 'SMS_CODE_EXPIRED') },
  },
  'document-upload': {
    codes: {
      INVALID_FILE_TYPE: onField('file', 'INVALID_FILE_TYPE'),
      INVALID_FILE_EXTENSION: onField('file', 'INVALID_FILE_EXTENSION'),
      FILE_TOO_BIG: onField('file', 'FILE_TOO_BIG'),
    },
  },
  // spec §8: user_current_password_invalid shows the incorrect-current-password message; anything else internal-error.
  'change-password': {
    codes: {
      USER_CURRENT_PASSWORD_INVALID: { field: 'currentPassword', message: 'errors.current-password-invalid' },
      PASSWORD_TOO_SHORT: onField('password', 'PASSWORD_TOO_SHORT'),
    },
    otherwise: { message: 'errors.internal' },
  },
  // spec §8: a rental in progress or upcoming, or a pending invoice, keeps the profile; anything else internal-error.
  // Shown in the confirmation dialog itself (issue 16): the refusal comes with the tenant's contact, whose phone and
  // e-mail links a notification that fades away could not keep.
  'delete-account': {
    codes: {
      USER_RENTALS_USER_HAS_RENTAL: { message: 'errors.profile-cannot-be-deleted' },
      USER_INVOICES_AS_BUYER_USER_HAS_PENDING_INVOICE: { message: 'errors.profile-cannot-be-deleted' },
    },
    otherwise: { message: 'errors.internal' },
    shows: 'inline',
  },
  // spec §8: booking, cancel and modify failures go to the shared handler, except the delay messages of the catalogue
  // (cancellation delay too short, modification delay too short); RENTAL_ALREADY_CANCELLED has its mapped message
  // there (errors.RENTAL_ALREADY_CANCELLED).
  'cancel-booking': { codes: { CANCELLATION_DELAY_TOO_SHORT: { message: 'errors.cancellation-delay-too-short' } } },
  'modify-booking': { codes: { MODIFICATION_DELAY_TOO_SHORT: { message: 'errors.modify-delay-too-short' } } },
  // spec §8: the other booking actions (geotracking, passengers, participation) have no message of their own: every
  // failure goes to the shared handler.
  'rental-action': {},
  // spec §7, §8 cards: a refused setup intent or card record shows the card-add error in the card form (the
  // provider's own refusal shows its message instead, decision D34).
  'add-card': { otherwise: { message: 'errors.card-add' }, shows: 'inline' },
  // spec §8 search errors: four codes have the search's own messages; the others go to the shared handler (D23).
  search: {
    codes: {
      WRONG_PARAMETER: { message: 'search:wrong-parameter' },
      EXPIRED_DISCOUNT_CODE: { field: 'codes', message: 'search:expired-discount-code' },
      INVALID_DISCOUNT_CODE: { field: 'codes', message: 'search:invalid-discount-code' },
      DISCOUNT_CODE_MAX_LIMIT_REACHED: { field: 'codes', message: 'search:max-limit-discount-code' },
    },
    shows: 'inline',
  },
} as const satisfies Record<string, ServerErrorForm>;

/** A form of {@link SERVER_ERROR_FORMS}. */
export type ServerErrorFormId = keyof typeof SERVER_ERROR_FORMS;

/** Where the codes of one failure show. */
export interface ServerErrorPlacement {
  /** Messages under fields, by field (the first code for a field wins). */
  fields: Record<string, string>;
  /** Messages of the whole form, without repeats, in the order of the codes. */
  messages: string[];
  /** Whether the failure (or part of it) goes to the generic handler (spec §8, D27). */
  generic: boolean;
}

/**
 * Where the codes of a failed call show on a form (spec §8): each code with a case of the form goes to its field or
 * to the form's messages; any other code, or a failure without codes, takes the form's `otherwise` message, else
 * the generic handler. Codes are compared upper-cased.
 * @param form the form
 * @param codes the codes of the error's entries (empty for a failure without a list: a network fault, a 500)
 */
export function placeServerErrors(form: ServerErrorFormId, codes: readonly (string | null | undefined)[]): ServerErrorPlacement {
  const rules: ServerErrorForm = SERVER_ERROR_FORMS[form];
  const placement: ServerErrorPlacement = { fields: {}, messages: [], generic: false };
  const addMessage = (message: string) => {
    if (!placement.messages.includes(message)) placement.messages.push(message);
  };
  const unplaced = () => {
    if (rules.otherwise) addMessage(rules.otherwise.message);
    else placement.generic = true;
  };
  if (codes.length === 0) unplaced();
  for (const code of codes) {
    const rule = code ? rules.codes?.[code.toUpperCase()] : undefined;
    if (!rule) unplaced();
    else if (rule.field === undefined) addMessage(rule.message);
    else placement.fields[rule.field] ??= rule.message;
  }
  return placement;
}

/** Where a form's own messages show (spec §8: the login failure inline, the forgot-password one as a notification). */
export function serverErrorDisplay(form: ServerErrorFormId): 'inline' | 'notification' {
  const rules: ServerErrorForm = SERVER_ERROR_FORMS[form];
  return rules.shows ?? 'notification';
}
