// Authentication, signup checks, SMS codes, documents, cards, terms, deletion and password reset (spec §4, §5, §7,
// §8; decisions D3, D13, D14, D16, D17).
import { describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_MS } from '../src/core/operations/auth.ts';
import { stepsOf } from '../src/core/rules.ts';
import { formWith, inProcess, JPEG, PDF, PNG } from './helpers.ts';

const client_id = 'frontoffice';
const client_secret = 'frontoffice-secret';

describe('spec §4, §7: tokens', () => {
  it('refuses bad credentials with 401 and an error body', async () => {
    const { client } = inProcess();
    const answer = await client.call('POST', '/oauth2/token', { body: { grant_type: 'password', username: 'driver@example.com', password: 'wrong', client_id, client_secret } });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 'unauthorized', error: 'invalid_grant', errors: [{ code: 'INVALID_CREDENTIALS' }] });
    const client2 = await client.call('POST', '/oauth2/token', { body: { grant_type: 'client_credentials', client_id, client_secret: 'guess' } });
    expect(client2.status).toBe(401);
    expect(client2.get('error')).toBe('invalid_client');
  });

  it('issues guest tokens that cannot read an account, and member tokens that expire after two hours', async () => {
    const { client, clock } = inProcess();
    const guest = await client.guest();
    expect((await client.call('GET', '/user', { token: guest })).status).toBe(401);
    const token = await client.login('DRIVER@example.com');
    expect((await client.call('GET', '/user', { token })).get('user.email')).toBe('driver@example.com');
    clock.advance(2 * 3_600_000 + 1000);
    const expired = await client.call('GET', '/user', { token });
    expect(expired.status).toBe(401);
    expect(expired.get('errors.0.code')).toBe('INVALID_TOKEN');
  });

  it('an expired token sent along does not stop a refresh or the public calls, but member calls answer 401', async () => {
    const { client, clock } = inProcess();
    const login = await client.call('POST', '/oauth2/token', { body: { grant_type: 'password', username: 'driver@example.com', password: 'demo-password', client_id, client_secret } });
    const stale = login.get<string>('access_token');
    clock.advance(3 * 3_600_000);
    expect((await client.call('GET', '/user', { token: stale })).status).toBe(401);
    expect((await client.call('GET', '/tenant', { token: stale })).status).toBe(200);
    const renewed = await client.call('POST', '/oauth2/token', { token: stale, body: { grant_type: 'refresh_token', refresh_token: login.get<string>('refresh_token'), client_id, client_secret } });
    expect(renewed.status).toBe(200);
  });

  it('refresh tokens give a new access token once (rotation), or again within 30 s of their first use (a tab closed while its refresh was answered)', async () => {
    const { client, clock } = inProcess();
    const login = await client.call('POST', '/oauth2/token', { body: { grant_type: 'password', username: 'driver@example.com', password: 'demo-password', client_id, client_secret } });
    const refresh = login.get<string>('refresh_token');
    const renew = () => client.call('POST', '/oauth2/token', { body: { grant_type: 'refresh_token', refresh_token: refresh, client_id, client_secret } });
    const renewed = await renew();
    expect(renewed.status).toBe(200);
    expect((await client.call('GET', '/user', { token: renewed.get<string>('access_token') })).status).toBe(200);
    clock.advance(REFRESH_REUSE_GRACE_MS);
    const again = await renew();
    expect(again.status).toBe(200);
    expect(again.get<string>('refresh_token')).not.toBe(renewed.get<string>('refresh_token'));
    // Both pairs stay good: the first tab's, if it did store it, and the second's.
    expect((await client.call('GET', '/user', { token: renewed.get<string>('access_token') })).status).toBe(200);
    expect((await client.call('GET', '/user', { token: again.get<string>('access_token') })).status).toBe(200);
    clock.advance(1);
    const reused = await renew();
    expect(reused.status).toBe(401);
  });

  it('spec §4: the no-roles account gets a token and an account with no roles (the front office refuses it)', async () => {
    const { client } = inProcess();
    const token = await client.login('noroles@example.com');
    expect((await client.call('GET', '/user', { token })).get('user.roles')).toEqual([]);
  });

  it('names the demo accounts’ states: new, waiting, blocked, back office', async () => {
    const { client } = inProcess();
    const stepOf = async (email: string) => (await client.call('GET', '/user', { token: await client.login(email) })).body;
    expect(await stepOf('new@example.com')).toMatchObject({ user: { workflow_next_step: 'driver_on_personal_informations_form' } });
    expect(await stepOf('waiting@example.com')).toMatchObject({ user: { workflow_next_step: 'driver_waiting_for_validation', validated: false } });
    expect(await stepOf('blocked@example.com')).toMatchObject({ user: { workflow_next_step: 'driver_blocked' } });
    expect(await stepOf('backoffice@example.com')).toMatchObject({ user: { workflow_next_step: 'driver_ok', can_access_backoffice: true } });
    expect(await stepOf('driver@example.com')).toMatchObject({ user: { workflow_next_step: 'driver_ok', validated: true, can_access_backoffice: false } });
  });
});

describe('single sign-on (fleetco, decision D4)', () => {
  it('the fake provider page signs a demo account in and returns state and an id token carrying the nonce', async () => {
    const { client } = inProcess('fleetco');
    const tenant = await client.call('GET', '/tenant', { lang: 'en' });
    expect(tenant.get('tenant.single_sign_on')).toMatchObject({ provider: 'openid', url: 'http://demo.test/api/__demo/openid/authorize', logout_url: 'http://demo.test/api/__demo/openid/logout' });
    const page = await client.control('GET', '/openid/authorize?redirect_uri=https%3A%2F%2Ffo.test%2Ffrontofficev2%2Fimplicit%2Fcallback&state=abc&nonce=n-123');
    expect(page.headers.get('content-type')).toContain('text/html');
    const link = new RegExp('href="(https://fo\\.test/frontofficev2/implicit/callback#[^"]+)" data-email="driver@example.com"').exec(page.text)?.[1] ?? '';
    const fragment = new URLSearchParams(link.replace(/&#38;/g, '&').split('#')[1]);
    expect(fragment.get('state')).toBe('abc');
    const idToken = fragment.get('id_token') ?? '';
    const claims = JSON.parse(atob((idToken.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    expect(claims).toMatchObject({ email: 'driver@example.com', nonce: 'n-123', aud: 'frontoffice' });
    const exchanged = await client.call('POST', '/sso/openid', { body: { openid: { id_token: idToken } } });
    expect(exchanged.status).toBe(200);
    expect((await client.call('GET', '/user', { token: exchanged.get<string>('access_token') })).get('user.email')).toBe('driver@example.com');
    const forged = await client.call('POST', '/sso/openid', { body: { openid: { id_token: 'e30.eyJlbWFpbCI6ImRyaXZlckBleGFtcGxlLmNvbSJ9.' } } });
    expect(forged.status).toBe(401);
    const logout = await client.control('GET', '/openid/logout?id_token_hint=x&post_logout_redirect_uri=https%3A%2F%2Ffo.test%2Ffrontofficev2%2Flogin');
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('https://fo.test/frontofficev2/login');
  });

  it('is refused on a tenant without single sign-on', async () => {
    const { client } = inProcess('demo');
    const page = await inProcess('fleetco').client.control('GET', '/openid/authorize?redirect_uri=https%3A%2F%2Ffo.test%2Fcb&state=s&nonce=n');
    const idToken = decodeURIComponent(/id_token=([^&"]+)/.exec(page.text)?.[1] ?? '');
    const answer = await client.call('POST', '/sso/openid', { body: { openid: { id_token: idToken } } });
    expect(answer.status).toBe(403);
  });
});

describe('spec §5, §8: signup checks', () => {
  it('a request that does not match the contract gets a 400 naming the field', async () => {
    const { client } = inProcess();
    const guest = await client.guest();
    const missing = await client.call('POST', '/user', { token: guest, body: { user: { password: 'long-enough', tos_accepted: true } } });
    expect(missing.status).toBe(400);
    expect(missing.get('message')).toBe('body/user/email is required');
    const short = await client.call('POST', '/user', { token: guest, body: { user: { email: 'a@b.org', password: 'short', tos_accepted: true } } });
    expect(short.get('errors.0')).toMatchObject({ code: 'PASSWORD_TOO_SHORT', detail: expect.stringContaining('body/user/password') });
    const invalid = await client.call('POST', '/user', { token: guest, body: { user: { email: 'not-an-email', password: 'long-enough', tos_accepted: true } } });
    expect(invalid.get('errors.0.code')).toBe('EMAIL_IS_INVALID');
    const noLanguage = await client.call('GET', '/tenant', { lang: null });
    expect(noLanguage.get('message')).toBe('header/Accept-Language is required');
    const page = await client.call('GET', '/user/rentals?page=0', { token: await client.login('driver@example.com') });
    expect(page.get('message')).toBe('query/page must be >= 1');
    const seats = await client.call('POST', '/vehicles/search', { token: guest, body: { search: { start_station_id: 1, seats_count: 3, start_time: '2026-11-25T10:00:00Z', end_time: '2026-11-25T12:00:00Z' } } });
    expect(seats.get('message')).toContain('body/search/seats_count');
  });

  it('refuses a taken e-mail, unaccepted terms, and sign-ups on tenants without registration', async () => {
    const { client } = inProcess();
    const guest = await client.guest();
    const taken = await client.call('POST', '/user', { token: guest, body: { user: { email: 'driver@example.com', password: 'long-enough', tos_accepted: true } } });
    expect(taken.get('errors.0.code')).toBe('EMAIL_ALREADY_TAKEN');
    const terms = await client.call('POST', '/user', { token: guest, body: { user: { email: 'x@example.org', password: 'long-enough', tos_accepted: false } } });
    expect(terms.get('errors.0.code')).toBe('TOS_NOT_ACCEPTED');
    const fleetco = inProcess('fleetco').client;
    const closed = await fleetco.call('POST', '/user', { token: await fleetco.guest(), body: { user: { email: 'x@example.org', password: 'long-enough', tos_accepted: true } } });
    expect(closed.status).toBe(403);
    // decision D16: without terms, no acceptance is needed.
    const campus = inProcess('campus').client;
    const open = await campus.call('POST', '/user', { token: await campus.guest(), body: { user: { email: 'x@example.org', password: 'long-enough', tos_accepted: false } } });
    expect(open.status).toBe(201);
  });
});

describe('spec §4, §5: SMS codes', () => {
  async function sendCode(email = 'new@example.com') {
    const ctx = inProcess();
    const token = await ctx.client.login(email);
    await ctx.client.call('POST', '/user/sms_code', { token, body: { sms_code: { cell_phone: '+15145550188' } } });
    const outbox = await ctx.client.control('GET', '/outbox?to=%2B15145550188');
    const code = (outbox.body as { messages: { code: string }[] }).messages.at(-1)?.code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    return { ...ctx, token, code, wrong };
  }

  it('spec §8: a wrong code is INVALID_SMS_CODE; the third wrong code spends it (SMS_CODE_EXPIRED, a catalogue code), and the right one is refused after', async () => {
    const { client, token, code, wrong } = await sendCode();
    const first = await client.call('PUT', '/user/sms_code', { token, body: { sms_code: { code: wrong } } });
    expect(first.get('errors.0.code')).toBe('INVALID_SMS_CODE');
    await client.call('PUT', '/user/sms_code', { token, body: { sms_code: { code: wrong } } });
    const third = await client.call('PUT', '/user/sms_code', { token, body: { sms_code: { code: wrong } } });
    expect(third.get('errors.0.code')).toBe('SMS_CODE_EXPIRED');
    const right = await client.call('PUT', '/user/sms_code', { token, body: { sms_code: { code } } });
    expect(right.get('errors.0.code')).toBe('SMS_CODE_EXPIRED');
  });

  it('a code expires after ten minutes (SMS_CODE_EXPIRED); a fresh one works', async () => {
    const { client, clock, token, code } = await sendCode();
    clock.advance(10 * 60_000 + 1000);
    const late = await client.call('PUT', '/user/sms_code', { token, body: { sms_code: { code } } });
    expect(late.get('errors.0.code')).toBe('SMS_CODE_EXPIRED');
    await client.call('POST', '/user/sms_code', { token, body: { sms_code: { cell_phone: '+15145550188' } } });
    const outbox = await client.control('GET', '/outbox?to=%2B15145550188');
    const fresh = (outbox.body as { messages: { code: string }[] }).messages.at(-1)?.code;
    expect((await client.call('PUT', '/user/sms_code', { token, body: { sms_code: { code: fresh } } })).status).toBe(204);
    // spec §4: steps complete in order: the phone is confirmed, yet the flow still waits for the earlier personal details.
    expect((await client.call('GET', '/user', { token })).get('user.workflow_next_step')).toBe('driver_on_personal_informations_form');
  });

  it('a six-digit code is required by the contract, and a bad phone number is INVALID_PHONE', async () => {
    const { client, token } = await sendCode();
    const five = await client.call('PUT', '/user/sms_code', { token, body: { sms_code: { code: '12345' } } });
    expect(five.get('errors.0.code')).toBe('INVALID_SMS_CODE');
    const phone = await client.call('POST', '/user/sms_code', { token, body: { sms_code: { cell_phone: 'call me' } } });
    expect(phone.get('errors.0.code')).toBe('INVALID_PHONE');
  });

  it('spec §4 phone change: a new number waits in new_cell_phone until its code is confirmed', async () => {
    const { client } = inProcess();
    const token = await client.login('driver@example.com');
    const changed = await client.call('PUT', '/user', { token, body: { user: { cell_phone: '+15145550100' } } });
    expect(changed.get('user.cell_phone')).toBe('+15145550123');
    expect(changed.get('user.new_cell_phone')).toBe('+15145550100');
    const outbox = await client.control('GET', '/outbox?to=%2B15145550100');
    const code = (outbox.body as { messages: { code: string }[] }).messages.at(-1)?.code;
    await client.call('PUT', '/user/sms_code', { token, body: { sms_code: { code } } });
    const after = await client.call('GET', '/user', { token });
    expect(after.get('user.cell_phone')).toBe('+15145550100');
    expect(after.get('user.new_cell_phone')).toBeNull();
    // Sending the current number back discards a pending change.
    await client.call('PUT', '/user', { token, body: { user: { cell_phone: '+15145550111' } } });
    const discarded = await client.call('PUT', '/user', { token, body: { user: { cell_phone: '+15145550100' } } });
    expect(discarded.get('user')).toMatchObject({ cell_phone: '+15145550100', new_cell_phone: null });
  });

  it('spec §5: an optional phone is removed with "" (fleetco); then "" discards a change waiting for its code (§4, issue 31)', async () => {
    const { client } = inProcess('fleetco');
    const token = await client.login('driver@example.com');
    const removed = await client.call('PUT', '/user', { token, body: { user: { cell_phone: '' } } });
    expect(removed.status).toBe(200);
    expect(removed.get('user')).toMatchObject({ cell_phone: '', new_cell_phone: null });
    const pending = await client.call('PUT', '/user', { token, body: { user: { cell_phone: '+447700900456' } } });
    expect(pending.get('user')).toMatchObject({ cell_phone: '', new_cell_phone: '+447700900456' });
    const discarded = await client.call('PUT', '/user', { token, body: { user: { cell_phone: '' } } });
    expect(discarded.get('user')).toMatchObject({ cell_phone: '', new_cell_phone: null });
  });

  it('spec §5: a required phone (demo) cannot be removed', async () => {
    const { client } = inProcess();
    const token = await client.login('driver@example.com');
    const refused = await client.call('PUT', '/user', { token, body: { user: { cell_phone: '' } } });
    expect(refused.status).toBe(400);
    expect(refused.get('errors.0.code')).toBe('WRONG_PARAMETER');
  });
});

describe('decision D17: documents are checked by content, 10 MB at most', () => {
  const upload = async (bytes: Uint8Array, name: string) => {
    const { client } = inProcess();
    const token = await client.login('new@example.com');
    return client.call('POST', '/user/documents', { token, form: formWith('document[file]', bytes, name, { 'document[document_type]': 'licence_front' }) });
  };

  it('accepts png, jpeg and pdf whose content matches, and serves the file back', async () => {
    const { client } = inProcess();
    const token = await client.login('new@example.com');
    for (const [bytes, name] of [[PNG, 'a.png'], [JPEG, 'b.JPG'], [PDF, 'c.pdf']] as const) {
      const answer = await client.call('POST', '/user/documents', { token, form: formWith('document[file]', bytes, name, { 'document[document_type]': 'selfie' }) });
      expect(answer.status).toBe(201);
    }
    const documents = await client.call('GET', '/user/documents', { token });
    const url = documents.get<string>('documents.0.file_url');
    expect(url).toMatch(/^http:\/\/demo\.test\/api\/__demo\/files\/\d+$/);
    const file = await client.control('GET', url.replace('http://demo.test/api/__demo', ''));
    expect(file.headers.get('content-type')).toBe('application/pdf');
  });

  it('refuses a renamed file (INVALID_FILE_TYPE), another extension (INVALID_FILE_EXTENSION) and more than 10 MB (FILE_TOO_BIG)', async () => {
    expect((await upload(PNG, 'licence.pdf')).get('errors.0.code')).toBe('INVALID_FILE_TYPE');
    expect((await upload(new TextEncoder().encode('just text'), 'licence.png')).get('errors.0.code')).toBe('INVALID_FILE_TYPE');
    expect((await upload(PNG, 'licence.gif')).get('errors.0.code')).toBe('INVALID_FILE_EXTENSION');
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG);
    expect((await upload(big, 'licence.png')).get('errors.0.code')).toBe('FILE_TOO_BIG');
  });
});

describe('decision D14, spec §9: cards', () => {
  it('adds cards through setup intents, orders them by set_as_default_at and refuses a declined card', async () => {
    const { client, clock } = inProcess();
    const token = await client.login('driver@example.com');
    const before = await client.call('GET', '/user/stripe_cards', { token });
    expect(before.get<{ last4: string }[]>('stripe_cards').map((c) => c.last4)).toEqual(['4242', '4444']);
    const intent = await client.call('POST', '/user/stripe_setup_intents', { token });
    const added = await client.call('POST', '/user/stripe_cards', { token, body: { stripe_card: { stripe_setup_intent_id: intent.get('stripe_setup_intent.id'), stripe_payment_method_id: 'pm_card_amex' } } });
    expect(added.get('stripe_card')).toMatchObject({ brand: 'amex', last4: '8431', set_as_default_at: null });
    const reused = await client.call('POST', '/user/stripe_cards', { token, body: { stripe_card: { stripe_setup_intent_id: intent.get('stripe_setup_intent.id'), stripe_payment_method_id: 'pm_card_visa' } } });
    expect(reused.get('errors.0.code')).toBe('INVALID_SETUP_INTENT');
    clock.advance(60_000);
    await client.call('PUT', `/user/stripe_cards/${added.get<string>('stripe_card.id')}/default`, { token });
    const after = await client.call('GET', '/user/stripe_cards', { token });
    expect(after.get<{ last4: string }[]>('stripe_cards').map((c) => c.last4)).toEqual(['8431', '4242', '4444']);
    // decision D34: the demo provider's payment method carries the typed card; the provider, not this call, declines.
    const demoIntent = await client.call('POST', '/user/stripe_setup_intents', { token });
    const typed = await client.call('POST', '/user/stripe_cards', { token, body: { stripe_card: { stripe_setup_intent_id: demoIntent.get('stripe_setup_intent.id'), stripe_payment_method_id: 'pm_demo_mastercard_4444_7_2031_x1' } } });
    expect(typed.status).toBe(201);
    expect(typed.get('stripe_card')).toMatchObject({ brand: 'mastercard', last4: '4444', exp_month: 7, exp_year: 2031, country: 'CA' });
    const declinedIntent = await client.call('POST', '/user/stripe_setup_intents', { token });
    const declinedNumber = await client.call('POST', '/user/stripe_cards', { token, body: { stripe_card: { stripe_setup_intent_id: declinedIntent.get('stripe_setup_intent.id'), stripe_payment_method_id: 'pm_demo_visa_0002_12_2030' } } });
    expect(declinedNumber.status).toBe(201);
    expect((await client.call('POST', '/user/payment_cards', { token, body: { payment_card: { stripe_token: 'tok_chargeDeclined' } } })).status).toBe(402);
    expect((await client.call('GET', '/stripe_key', { token })).get<string>('stripe_key.public')).toMatch(/^pk_test_demo_demo/);
    const fleetco = inProcess('fleetco').client;
    expect((await fleetco.call('GET', '/stripe_key', { token: await fleetco.login('driver@example.com') })).status).toBe(404);
  });
});

describe('decision D15: the card step\'s "later"', () => {
  async function atCardStep(cardRequired: boolean) {
    const setup = inProcess('demo');
    setup.api.state.tenant.use_required_payment_card = cardRequired;
    const token = await setup.client.login('new@example.com');
    const user = [...setup.api.state.users.values()].find((u) => u.email === 'new@example.com')!;
    for (const step of stepsOf(setup.api.state.tenant)) if (step !== 'credit_card') user.completedSteps.add(step);
    return { ...setup, token };
  }

  it('moves the account past driver_on_card_form without a card when the card is not required', async () => {
    const { client, token } = await atCardStep(false);
    expect((await client.call('GET', '/user', { token })).get('user.workflow_next_step')).toBe('driver_on_card_form');
    const later = await client.call('POST', '/user/card_step/postpone', { token });
    expect(later.status).toBe(204);
    expect((await client.call('GET', '/user', { token })).get('user.workflow_next_step')).toBe('driver_waiting_for_validation');
    expect((await client.call('GET', '/user/stripe_cards', { token })).get('stripe_cards')).toEqual([]);
  });

  it('is refused when the tenant requires a card, and the account stays at the card step', async () => {
    const { client, token } = await atCardStep(true);
    const later = await client.call('POST', '/user/card_step/postpone', { token });
    expect(later.status).toBe(403);
    expect(later.get('errors.0.code')).toBe('PAYMENT_CARD_REQUIRED');
    expect((await client.call('GET', '/user', { token })).get('user.workflow_next_step')).toBe('driver_on_card_form');
  });

  it('changes nothing before the card step', async () => {
    const { client } = inProcess('campus');
    const token = await client.login('new@example.com');
    const before = (await client.call('GET', '/user', { token })).get('user.workflow_next_step');
    expect((await client.call('POST', '/user/card_step/postpone', { token })).status).toBe(204);
    expect((await client.call('GET', '/user', { token })).get('user.workflow_next_step')).toBe(before);
    expect(before).not.toBe('driver_on_card_form');
  });
});

describe('spec §5, §8: account deletion, data request, terms, password', () => {
  it('refuses deletion with an upcoming rental or an unpaid invoice, and deletes otherwise', async () => {
    const { client } = inProcess();
    const withRental = await client.call('DELETE', '/user', { token: await client.login('driver@example.com') });
    expect(withRental.status).toBe(409);
    expect(withRental.get('errors.0.code')).toBe('user_rentals_user_has_rental');
    const withInvoice = await client.call('DELETE', '/user', { token: await client.login('backoffice@example.com') });
    expect(withInvoice.get('errors.0.code')).toBe('user_invoices_as_buyer_user_has_pending_invoice');
    expect((await client.call('DELETE', '/user', { token: await client.login('new@example.com') })).status).toBe(204);
    await expect(client.login('new@example.com')).rejects.toThrow();
  });

  it('records a data request in the outbox and accepts only the current terms version', async () => {
    const { client } = inProcess();
    const token = await client.login('passenger@example.com');
    expect((await client.call('POST', '/user/data_request', { token })).status).toBe(204);
    const outbox = await client.control('GET', '/outbox?to=passenger@example.com');
    expect((outbox.body as { messages: { subject: string }[] }).messages.at(-1)?.subject).toContain('copie');
    expect((await client.call('GET', '/user', { token })).get('user.tos_accepted')).toBe(false);
    const current = await client.call('GET', '/terms_and_conditions_versions?current=true', { token, lang: 'en' });
    const versions = current.get<{ id: number; content: string }[]>('terms_and_conditions_versions');
    expect(versions).toHaveLength(1);
    expect(versions[0]?.content).toContain('Version of 1 September 2026');
    expect((await client.call('POST', '/user/terms_and_conditions_versions/accept', { token, body: { terms_and_conditions: { version_id: 11 } } })).get('errors.0.code')).toBe('INVALID_TERMS_VERSION');
    expect((await client.call('POST', '/user/terms_and_conditions_versions/accept', { token, body: { terms_and_conditions: { version_id: versions[0]?.id } } })).status).toBe(204);
    expect((await client.call('GET', '/user', { token })).get('user.tos_accepted')).toBe(true);
  });

  it('decision D3, D13: the reset e-mail links to /frontofficev2/reset-password, the confirmation must match, the token works once', async () => {
    const { client } = inProcess();
    const guest = await client.guest();
    expect((await client.call('POST', '/reset_password', { token: guest, body: { email: 'driver@example.com', context: 'frontoffice' } })).status).toBe(204);
    expect((await client.call('POST', '/reset_password', { token: guest, body: { email: 'nobody@example.com', context: 'frontoffice' } })).status).toBe(204);
    const outbox = await client.control('GET', '/outbox?to=driver@example.com');
    const mail = (outbox.body as { messages: { link: string; code: string }[] }).messages.at(-1);
    expect(mail?.link).toBe(`/frontofficev2/reset-password?reset_password_token=${mail?.code}`);
    const mismatch = await client.call('POST', '/reset_password/confirm', { token: guest, body: { password: 'new-password-1', password_confirmation: 'new-password-2', reset_password_token: mail?.code } });
    expect(mismatch.get('errors.0.code')).toBe('PASSWORD_CONFIRMATION_MISMATCH');
    const done = await client.call('POST', '/reset_password/confirm', { token: guest, body: { password: 'new-password-1', password_confirmation: 'new-password-1', reset_password_token: mail?.code } });
    expect(done.status).toBe(204);
    await expect(client.login('driver@example.com', 'new-password-1')).resolves.toBeTruthy();
    const again = await client.call('POST', '/reset_password/confirm', { token: guest, body: { password: 'new-password-1', password_confirmation: 'new-password-1', reset_password_token: mail?.code } });
    expect(again.get('errors.0.code')).toBe('INVALID_RESET_PASSWORD_TOKEN');
  });

  it('spec §8: a wrong current password is user_current_password_invalid', async () => {
    const { client } = inProcess();
    const token = await client.login('driver@example.com');
    const answer = await client.call('PUT', '/user/password', { token, body: { user: { current_password: 'not-it', password: 'another-one', password_confirmation: 'another-one' } } });
    expect(answer.get('errors.0.code')).toBe('user_current_password_invalid');
  });
});

describe('tenant contents', () => {
  it('additional documents come in the Accept-Language language (spec §7)', async () => {
    const { client } = inProcess();
    const token = await client.guest();
    expect((await client.call('GET', '/additional_documents', { token, lang: 'fr' })).get('additional_documents.0.title')).toBe('Preuve d’adresse');
    expect((await client.call('GET', '/additional_documents', { token, lang: 'en' })).get('additional_documents.0.title')).toBe('Proof of address');
  });

  it('a single-language tenant answers in its language; decision D19: demo has a welcome content', async () => {
    const campus = inProcess('campus').client;
    const faq = await campus.call('GET', '/custom_contents?type=faq', { token: await campus.guest(), lang: 'en' });
    expect(faq.get('custom_contents.0.title')).toBe('Comment réserver un véhicule ?');
    const { client } = inProcess();
    const welcome = await client.call('GET', '/custom_contents?type=welcome', { lang: 'en' });
    expect(welcome.get('custom_contents.0.title')).toBe('Welcome to the new Demo Mobility platform');
    expect((await campus.call('GET', '/custom_contents?type=welcome', { lang: 'fr' })).get('custom_contents')).toEqual([]);
  });

  it('geocode suggests addresses of the tenant country only', async () => {
    const { client } = inProcess('cityshare');
    const found = await client.call('GET', '/geocode?q=gare%20lyon&country=FR', { lang: 'fr' });
    expect(found.get('features.0.formatted_address')).toBe('Place Louis-Armand, 75012 Paris');
    expect((await client.call('GET', '/geocode?q=gare&country=CA', { lang: 'fr' })).get('features')).toEqual([]);
  });
});
