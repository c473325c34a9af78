// The account: signup and its registration flow, profile, SMS codes, documents, terms, cards, deletion (spec §4,
// §5, §7, §8).
import { type Context, findUserByEmail, type Handler, member, randomToken, send, t, toReference, toUser } from '../context.ts';
import type { CardRecord, DriverField, Schemas, UserRecord } from '../model.ts';
import { nextId } from '../seed.ts';
import { advanceRegistration, ApiError, detectFileKind, isActive, MAX_UPLOAD_BYTES, rentalStatus, sortCards, stepsOf, WORKFLOW_OF, workflowStep } from '../rules.ts';

const SMS_CODE_MS = 10 * 60_000;
const SMS_MAX_TRIES = 3;

function envelope(ctx: Context, user: UserRecord) {
  return { user: toUser(ctx.state, user) };
}

/** GET /user: the signed-in account. */
export const getUser: Handler = (ctx) => ({ status: 200, body: envelope(ctx, member(ctx)) });

/** POST /user: sign up. */
export const createUser: Handler = (ctx) => {
  const { user: input } = ctx.body as { user: { email: string; password: string; tos_accepted: boolean } };
  const tenant = ctx.state.tenant;
  if (!tenant.use_registration) throw new ApiError(403, 'REGISTRATION_DISABLED', 'This operator does not take sign-ups.');
  if (findUserByEmail(ctx.state, input.email)) throw new ApiError(400, 'EMAIL_ALREADY_TAKEN', 'An account already uses this e-mail.');
  // decision D16: with terms on, signing up means accepting them.
  if (tenant.use_terms_and_conditions && !input.tos_accepted) throw new ApiError(400, 'TOS_NOT_ACCEPTED', 'The terms and conditions must be accepted.');
  const user: UserRecord = {
    id: nextId(ctx.state),
    email: input.email.trim().toLowerCase(),
    password: input.password,
    roles: ['driver'],
    validated: false,
    blocked: false,
    canAccessBackoffice: false,
    tosAccepted: input.tos_accepted,
    pendingInvoice: false,
    profile: {},
    phoneConfirmed: false,
    newCellPhone: null,
    touched: new Set(),
    completedSteps: new Set(),
    photoUrl: null,
    sms: null,
    documents: [],
    cards: [],
  };
  advanceRegistration(ctx.state, user);
  ctx.state.users.set(user.id, user);
  send(ctx, {
    kind: 'email',
    to: user.email,
    subject: t(ctx, `Bienvenue chez ${tenant.human_name}`, `Welcome to ${tenant.human_name}`),
    text: t(ctx, 'Votre compte est créé. Terminez votre inscription pour pouvoir réserver.', 'Your account is created. Finish signing up to start booking.'),
    code: null,
    link: `${ctx.frontOfficeUrl}/signup`,
  });
  return { status: 201, body: envelope(ctx, user) };
};

const PHONE = /^\+?[0-9][0-9 ().-]{6,18}[0-9]$/;

function sendSmsCode(ctx: Context, user: UserRecord, phone: string): void {
  const code = String(Math.floor(100_000 + Math.random() * 900_000));
  user.sms = { code, phone, expiresAt: ctx.now + SMS_CODE_MS, tries: 0 };
  send(ctx, {
    kind: 'sms',
    to: phone,
    subject: 'SMS',
    text: t(ctx, `${ctx.state.tenant.human_name} : votre code de vérification est ${code}. Il expire dans 10 minutes.`, `${ctx.state.tenant.human_name}: your verification code is ${code}. It expires in 10 minutes.`),
    code,
    link: null,
  });
}

/** PUT /user: change account fields. */
export const updateUser: Handler = (ctx) => {
  const user = member(ctx);
  const { user: changes } = ctx.body as { user: Partial<Record<DriverField, string>> };
  const tenant = ctx.state.tenant;
  for (const [field, value] of Object.entries(changes) as [DriverField, string][]) {
    // spec §5: a field is shown only if listed in driverFields; anything else is not the driver's to set.
    if (!tenant.driver_fields.includes(field)) throw new ApiError(400, 'WRONG_PARAMETER', `user/${field} is not a field of this operator.`);
    if (field === 'cell_phone' && user.phoneConfirmed && value === (user.profile.cell_phone ?? '')) {
      // Sending the confirmed number back discards a pending change (spec §4: "a discard action clears the pending
      // value"; the contract has no call of its own for it). An account without a confirmed number sends '' back
      // (issue 31): nothing stored changes, so the required rule below has nothing to refuse.
      user.newCellPhone = null;
      user.sms = null;
      continue;
    }
    if (tenant.required_driver_fields.includes(field) && value.trim() === '') throw new ApiError(400, 'WRONG_PARAMETER', `user/${field} is required.`);
    if (field === 'cell_phone' && value === '') {
      // spec §5: an optional phone may be removed (§7's UserUpdate takes any string); there is no number to send a
      // code to, and a change waiting for its code goes with the number it replaced.
      user.newCellPhone = null;
      user.sms = null;
    } else if (field === 'cell_phone') {
      if (!PHONE.test(value)) throw new ApiError(400, 'INVALID_PHONE', 'This phone number is not valid.');
      if (user.phoneConfirmed && value !== (user.profile.cell_phone ?? '')) {
        // A confirmed number changes only once the new one is confirmed by SMS (spec §4 phone change).
        user.newCellPhone = value;
        sendSmsCode(ctx, user, value);
        continue;
      }
    }
    user.profile[field] = value;
    user.touched.add(field);
  }
  advanceRegistration(ctx.state, user);
  return { status: 200, body: envelope(ctx, user) };
};

/** DELETE /user: delete the account. */
export const deleteUser: Handler = (ctx) => {
  const user = member(ctx);
  const hasRental = [...ctx.state.rentals.values()].some(
    (r) => r.driver_id === user.id && isActive(rentalStatus(r, ctx.state.tenant, ctx.now)),
  );
  // spec §5, §8: impossible with a rental in progress or upcoming, or with pending payments.
  if (hasRental) throw new ApiError(409, 'user_rentals_user_has_rental', 'The account has an upcoming or in-progress rental.');
  if (user.pendingInvoice) throw new ApiError(409, 'user_invoices_as_buyer_user_has_pending_invoice', 'The account has an unpaid invoice.');
  ctx.state.users.delete(user.id);
  for (const [token, record] of ctx.state.tokens) if (record.userId === user.id) ctx.state.tokens.delete(token);
  send(ctx, { kind: 'email', to: user.email, subject: t(ctx, 'Votre compte a été supprimé', 'Your account has been deleted'), text: t(ctx, 'Votre compte et vos données personnelles ont été supprimés.', 'Your account and personal data have been deleted.'), code: null, link: null });
  return { status: 204 };
};

/** GET /users/{id}: another user's public profile. */
export const getUserById: Handler = (ctx) => {
  member(ctx);
  const user = ctx.state.users.get(ctx.params.id as number);
  if (!user) throw new ApiError(404, 'NOT_FOUND', 'No such user.');
  return { status: 200, body: { user: toReference(user) } };
};

/** GET /users: find users by e-mail (passenger search). */
export const searchUsers: Handler = (ctx) => {
  const self = member(ctx);
  const wanted = String(ctx.query.email).trim().toLowerCase();
  const users = [...ctx.state.users.values()]
    .filter((u) => u.id !== self.id && u.roles.length > 0 && !u.blocked && u.email.toLowerCase().includes(wanted))
    .slice(0, 10)
    .map(toReference);
  return { status: 200, body: { users } };
};

/** PUT /user/password: change the password. */
export const changePassword: Handler = (ctx) => {
  const user = member(ctx);
  const { user: body } = ctx.body as { user: { current_password: string; password: string; password_confirmation: string } };
  // spec §8: this exact lower-case code shows the incorrect-current-password message.
  if (body.current_password !== user.password) throw new ApiError(400, 'user_current_password_invalid', 'The current password is incorrect.');
  if (body.password !== body.password_confirmation) throw new ApiError(400, 'PASSWORD_CONFIRMATION_MISMATCH', 'The two passwords are not identical.');
  user.password = body.password;
  return { status: 204 };
};

/** POST /user/sms_code: send a 6-digit code by SMS. */
export const requestSmsCode: Handler = (ctx) => {
  const user = member(ctx);
  const { sms_code } = ctx.body as { sms_code: { cell_phone: string } };
  if (!PHONE.test(sms_code.cell_phone)) throw new ApiError(400, 'INVALID_PHONE', 'This phone number is not valid.');
  if (user.phoneConfirmed && sms_code.cell_phone !== user.profile.cell_phone) user.newCellPhone = sms_code.cell_phone;
  else if (!user.phoneConfirmed) user.profile.cell_phone = sms_code.cell_phone;
  sendSmsCode(ctx, user, sms_code.cell_phone);
  return { status: 204 };
};

/** PUT /user/sms_code: confirm the SMS code. */
export const confirmSmsCode: Handler = (ctx) => {
  const user = member(ctx);
  const { sms_code } = ctx.body as { sms_code: { code: string } };
  const pending = user.sms;
  if (!pending) throw new ApiError(400, 'INVALID_SMS_CODE', 'No code was sent.');
  // Three wrong codes spend the code: it is expired from then on (a code of §8's catalogue, which the driver reads in
  // their language: ask for a new one), rather than a code of the demo's own that only has an English detail.
  if (pending.tries >= SMS_MAX_TRIES || pending.expiresAt < ctx.now) throw new ApiError(400, 'SMS_CODE_EXPIRED', 'The code has expired: ask for a new one.');
  if (pending.code !== sms_code.code) {
    pending.tries += 1;
    if (pending.tries >= SMS_MAX_TRIES) throw new ApiError(400, 'SMS_CODE_EXPIRED', 'Too many wrong codes: ask for a new one.');
    throw new ApiError(400, 'INVALID_SMS_CODE', 'The code is wrong.');
  }
  user.sms = null;
  if (user.newCellPhone && user.newCellPhone === pending.phone) {
    user.profile.cell_phone = user.newCellPhone;
    user.newCellPhone = null;
  } else user.profile.cell_phone = pending.phone;
  user.phoneConfirmed = true;
  user.touched.add('cell_phone');
  advanceRegistration(ctx.state, user);
  return { status: 204 };
};

/** POST /user/data_request: ask for a copy of one's personal data. */
export const requestUserData: Handler = (ctx) => {
  const user = member(ctx);
  send(ctx, {
    kind: 'email',
    to: user.email,
    subject: t(ctx, 'Votre demande de copie de données', 'Your request for a copy of your data'),
    text: t(ctx, 'Nous avons bien reçu votre demande. Vous recevrez une copie de vos données personnelles sous 30 jours.', 'We have received your request. You will receive a copy of your personal data within 30 days.'),
    code: null,
    link: null,
  });
  return { status: 204 };
};

/** GET /user/documents: the account's uploaded documents. */
export const listUserDocuments: Handler = (ctx) => ({ status: 200, body: { documents: member(ctx).documents } });

const EXTENSIONS: Record<string, 'png' | 'jpeg' | 'pdf'> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', pdf: 'pdf' };
/** The media type a checked upload is served back with (`__demo/files/<id>`). */
export const MEDIA_TYPES = { png: 'image/png', jpeg: 'image/jpeg', pdf: 'application/pdf' } as const;

/**
 * Reads an uploaded file and checks it (decision D17: png, jpeg or pdf by content, 10 MB at most): the documents, the
 * account photo and the condition photos (issue 35) share it.
 */
export async function readUpload(ctx: Context, field: string, kinds: readonly ('png' | 'jpeg' | 'pdf')[]): Promise<{ bytes: Uint8Array; kind: 'png' | 'jpeg' | 'pdf' }> {
  const file = ctx.files.get(field);
  if (!file) throw new ApiError(400, 'WRONG_PARAMETER', `body/${field} must be a file.`);
  if (file.size > MAX_UPLOAD_BYTES) throw new ApiError(400, 'FILE_TOO_BIG', 'The file is larger than 10 MB.');
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  const byName = EXTENSIONS[extension];
  if (!byName || !kinds.includes(byName)) throw new ApiError(400, 'INVALID_FILE_EXTENSION', `Only ${kinds.join(', ')} files are accepted.`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = detectFileKind(bytes);
  // The content decides: a renamed file is refused even with an accepted extension.
  if (kind === null || kind !== byName) throw new ApiError(400, 'INVALID_FILE_TYPE', 'The file content is not a PNG, JPEG or PDF matching its name.');
  return { bytes, kind };
}

/** POST /user/documents: upload a document. */
export const uploadUserDocument: Handler = async (ctx) => {
  const user = member(ctx);
  const { bytes, kind } = await readUpload(ctx, 'document[file]', ['png', 'jpeg', 'pdf']);
  const type = (ctx.body as Record<string, string>)['document[document_type]'] as Schemas['DocumentType'];
  const id = nextId(ctx.state);
  ctx.state.files.set(String(id), { bytes, contentType: MEDIA_TYPES[kind] });
  // A new front or back replaces the previous one; `other` documents accumulate until attached.
  if (type !== 'other') user.documents = user.documents.filter((d) => d.document_type !== type);
  const document: Schemas['UserDocument'] = { id, document_type: type, additional_document_id: null, file_url: `{base}/__demo/files/${id}` };
  user.documents.push(document);
  advanceRegistration(ctx.state, user);
  return { status: 201, body: { document } };
};

/** POST /user/photos: upload the account photo (avatar). */
export const uploadUserPhoto: Handler = async (ctx) => {
  const user = member(ctx);
  const { bytes, kind } = await readUpload(ctx, 'photo[image]', ['png', 'jpeg']);
  const id = nextId(ctx.state);
  ctx.state.files.set(String(id), { bytes, contentType: MEDIA_TYPES[kind] });
  user.photoUrl = `{base}/__demo/files/${id}`;
  return { status: 201, body: { photo: { id, small_main_photo_url: user.photoUrl } } };
};

/** POST /user/documents/{id}/attach: attach an uploaded document to a tenant-defined additional document. */
export const attachUserDocument: Handler = (ctx) => {
  const user = member(ctx);
  const { additional_document } = ctx.body as { additional_document: { id: number } };
  const document = user.documents.find((d) => d.id === ctx.params.id);
  if (!document) throw new ApiError(404, 'NOT_FOUND', 'No such document.');
  if (document.document_type !== 'other') throw new ApiError(400, 'WRONG_PARAMETER', 'Only documents of type other can be attached.');
  if (!ctx.state.additionalDocuments.some((d) => d.id === additional_document.id)) throw new ApiError(404, 'NOT_FOUND', 'No such additional document.');
  // One file per additional document: attaching again replaces the previous one.
  user.documents = user.documents.filter((d) => d.id === document.id || d.additional_document_id !== additional_document.id);
  document.additional_document_id = additional_document.id;
  advanceRegistration(ctx.state, user);
  return { status: 204 };
};

/** POST /user/terms_and_conditions_versions/accept: accept a terms and conditions version. */
export const acceptTermsVersion: Handler = (ctx) => {
  const user = member(ctx);
  const { terms_and_conditions } = ctx.body as { terms_and_conditions: { version_id: number } };
  if (!ctx.state.tenant.use_terms_and_conditions) throw new ApiError(404, 'NOT_FOUND', 'This operator has no terms and conditions.');
  const current = ctx.state.terms.find((v) => v.current);
  if (!current || current.id !== terms_and_conditions.version_id) throw new ApiError(400, 'INVALID_TERMS_VERSION', 'Only the version in force can be accepted.');
  user.tosAccepted = true;
  return { status: 204 };
};

// Cards (decision D14): setup intents stand in for the card provider; the payment method id chooses the card, as
// Stripe's test payment methods do (pm_card_visa, pm_card_mastercard, pm_card_amex). The front office's demo provider
// (decision D34) sends `pm_demo_<brand>_<last4>_<month>_<year>` for the card typed in its form. A card the provider
// declines never reaches POST /user/stripe_cards (the provider refuses it before, as Stripe does): this call declines
// nothing. The older token flow keeps its declined test token.
const TEST_CARDS: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_visa_debit: { brand: 'visa', last4: '5556' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_amex: { brand: 'amex', last4: '8431' },
  tok_visa: { brand: 'visa', last4: '4242' },
  tok_mastercard: { brand: 'mastercard', last4: '4444' },
};
const DECLINED_TOKENS = new Set(['tok_chargeDeclined']);
const DEMO_PAYMENT_METHOD = /^pm_demo_([a-z]+)_(\d{4})_(\d{1,2})_(\d{4})(?:_|$)/;

function requirePayments(ctx: Context): void {
  if (!ctx.state.tenant.use_payments) throw new ApiError(404, 'NOT_FOUND', 'This operator does not take payments.');
}

/** The brand, last four digits and expiry a payment method id stands for. */
function cardOf(ctx: Context, reference: string): Pick<CardRecord, 'brand' | 'last4' | 'exp_month' | 'exp_year'> {
  const demo = DEMO_PAYMENT_METHOD.exec(reference);
  if (demo) return { brand: demo[1]!, last4: demo[2]!, exp_month: Number(demo[3]), exp_year: Number(demo[4]) };
  const known = TEST_CARDS[reference];
  const digits = String([...reference].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 10_000, 7)).padStart(4, '0');
  return { brand: known?.brand ?? 'visa', last4: known?.last4 ?? digits, exp_month: 12, exp_year: new Date(ctx.now).getUTCFullYear() + 3 };
}

function addCard(ctx: Context, user: UserRecord, reference: string): CardRecord {
  const card: CardRecord = {
    id: `card_${randomToken(14)}`,
    country: ctx.state.tenant.iso3166,
    ...cardOf(ctx, reference),
    // The first card becomes the main card; later ones wait until set as default (spec §4).
    set_as_default_at: user.cards.length === 0 ? new Date(ctx.now).toISOString() : null,
    created_at: ctx.now,
  };
  user.cards.push(card);
  advanceRegistration(ctx.state, user);
  return card;
}

function publicCard(card: CardRecord): Schemas['PaymentCard'] {
  const { created_at: _created, ...rest } = card;
  return rest;
}

/** POST /user/payment_cards: add a card from a provider token (older flow). */
export const createPaymentCard: Handler = (ctx) => {
  const user = member(ctx);
  requirePayments(ctx);
  const { payment_card } = ctx.body as { payment_card: { stripe_token: string } };
  if (DECLINED_TOKENS.has(payment_card.stripe_token)) throw new ApiError(402, 'card_declined', 'Your card was declined.');
  return { status: 201, body: { payment_card: publicCard(addCard(ctx, user, payment_card.stripe_token)) } };
};

/** POST /user/stripe_setup_intents: start adding a card. */
export const createStripeSetupIntent: Handler = (ctx) => {
  const user = member(ctx);
  requirePayments(ctx);
  const id = `seti_demo_${randomToken(16)}`;
  const secret = `${id}_secret_${randomToken(20)}`;
  ctx.state.setupIntents.set(id, { userId: user.id, secret, used: false });
  return { status: 201, body: { stripe_setup_intent: { id, client_secret: secret } } };
};

/** POST /user/stripe_cards: finish adding a card. */
export const createStripeCard: Handler = (ctx) => {
  const user = member(ctx);
  requirePayments(ctx);
  const { stripe_card } = ctx.body as { stripe_card: { stripe_setup_intent_id: string; stripe_payment_method_id: string } };
  const intent = ctx.state.setupIntents.get(stripe_card.stripe_setup_intent_id);
  if (!intent || intent.userId !== user.id) throw new ApiError(400, 'INVALID_SETUP_INTENT', 'Unknown setup intent.');
  if (intent.used) throw new ApiError(400, 'INVALID_SETUP_INTENT', 'This setup intent was already used.');
  const card = addCard(ctx, user, stripe_card.stripe_payment_method_id);
  intent.used = true;
  return { status: 201, body: { stripe_card: publicCard(card) } };
};

/**
 * POST /user/card_step/postpone: the signup card step's "later" (decision D15). With the card not required, an account
 * at the card step moves past it without a card; anywhere else nothing changes.
 */
export const postponeCardStep: Handler = (ctx) => {
  const user = member(ctx);
  requirePayments(ctx);
  if (ctx.state.tenant.use_required_payment_card) {
    throw new ApiError(403, 'PAYMENT_CARD_REQUIRED', 'This operator requires a payment card.');
  }
  if (workflowStep(ctx.state, user) === WORKFLOW_OF.credit_card) {
    user.completedSteps.add('credit_card');
    advanceRegistration(ctx.state, user);
  }
  return { status: 204 };
};

/** GET /user/stripe_cards: the account's cards. */
export const listStripeCards: Handler = (ctx) => {
  const user = member(ctx);
  requirePayments(ctx);
  // spec §9: newest default first; never-default cards after, newest first.
  const ordered = sortCards([...user.cards].sort((a, b) => b.created_at - a.created_at));
  return { status: 200, body: { stripe_cards: ordered.map(publicCard) } };
};

/** PUT /user/stripe_cards/{id}/default: make a card the main card. */
export const setDefaultStripeCard: Handler = (ctx) => {
  const user = member(ctx);
  requirePayments(ctx);
  const card = user.cards.find((c) => c.id === ctx.params.id);
  if (!card) throw new ApiError(404, 'NOT_FOUND', 'No such card.');
  card.set_as_default_at = new Date(ctx.now).toISOString();
  return { status: 204 };
};

/** DELETE /user/stripe_cards/{id}: delete a card. */
export const deleteStripeCard: Handler = (ctx) => {
  const user = member(ctx);
  requirePayments(ctx);
  if (!user.cards.some((c) => c.id === ctx.params.id)) throw new ApiError(404, 'NOT_FOUND', 'No such card.');
  user.cards = user.cards.filter((c) => c.id !== ctx.params.id);
  return { status: 204 };
};

/** Marks every step done and the account validated (controls: `POST __demo/drivers/<email>/validate`). */
export function validateDriver(ctx: Pick<Context, 'state'>, user: UserRecord): void {
  for (const step of stepsOf(ctx.state.tenant)) user.completedSteps.add(step);
  user.validated = true;
  user.blocked = false;
}
