// The drivers of the Lighthouse benchmark (issue 32 item 1, scripts/bench-lighthouse.mjs), made through the demo
// operator API with the calls the front office itself makes (spec §7; packages/api-client): the demo driver's token
// (the password grant of the login page), one of their bookings, and accounts created for the run and taken, step by
// step, to the signup step a page shows (the account's `workflow_next_step` decides it, spec §4: the signup has no
// address of its own per step, packages/feature-signup/src/signup/useSignupStep.ts).

/** The front office's OAuth client (apps/frontoffice/public/config.json; the demo API's, packages/demo-api/README.md). */
const CLIENT = { client_id: 'frontoffice', client_secret: 'frontoffice-secret' };
/** The demo driver (packages/demo-api/README.md: complete and validated, bookings in progress, upcoming and closed). */
export const DEMO_DRIVER = { email: 'driver@example.com', password: 'demo-password' };
/** The password of the accounts made for the run (spec §9: at least 8 characters). */
const NEW_ACCOUNT_PASSWORD = 'bench-password';

/** The server step of each signup step (spec §4 "Registration (workflow_next_step to client step)"). */
const SERVER_STEP = {
  personal_details: 'driver_on_personal_informations_form',
  phone_number: 'driver_on_sms_form',
  license_details: 'driver_on_licence_form',
  driver_license: 'driver_on_documents_licence_form',
  id_document: 'driver_on_documents_identity_form',
  selfie_document: 'driver_on_documents_selfie_form',
  other_document: 'driver_on_documents_other_form',
};
/** The upload steps, in the order of spec §2. */
export const UPLOAD_STEPS = ['driver_license', 'id_document', 'selfie_document', 'other_document'];
const LICENCE_FIELDS = ['driving_licence_number', 'driving_licence_location', 'driving_licence_obtaining_time', 'driving_licence_expiration_time'];

/**
 * The demo API of one tenant.
 * @param {string} base the tenant's API base, e.g. `http://127.0.0.1:4921/tenants/demo/api`
 */
export function demoApi(base) {
  async function call(method, path, { token, body, accept = 'application/json' } = {}) {
    const answer = await fetch(`${base}${path}`, {
      method,
      headers: {
        accept,
        'accept-language': 'fr',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${base}${path}: ${answer.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : undefined;
  }

  /** `POST /oauth2/token`, the password grant (spec §7): what the login page sends. */
  async function signIn({ email, password }) {
    const answer = await call('POST', '/oauth2/token', { body: { grant_type: 'password', username: email, password, ...CLIENT } });
    return { accessToken: answer.access_token, refreshToken: answer.refresh_token ?? null };
  }
  /** A guest token (client credentials, spec §4). */
  async function guestToken() {
    return (await call('POST', '/oauth2/token', { body: { grant_type: 'client_credentials', ...CLIENT } })).access_token;
  }
  let tenantLoad;
  const tenant = () => {
    tenantLoad ??= guestToken().then((token) => call('GET', '/tenant', { token }).then((answer) => answer.tenant));
    return tenantLoad;
  };

  return {
    signIn,
    /** The tenant's settings (`GET /tenant`), asked for once. */
    tenant,
    /** The account's `GET /user`. */
    async user(token) {
      return (await call('GET', '/user', { token })).user;
    },
    /**
     * A booking of the demo driver, the first their bookings page lists (spec §2 account/bookings: in progress, then
     * upcoming), from `GET /user/rentals` (v0.3, as the front office asks for it).
     * @returns {Promise<{ id: number, status: string }>}
     */
    async driverBooking(token) {
      const { rentals } = await call('GET', '/user/rentals?page=1&limit=50', { token, accept: 'application/vnd.api.v0.3+json' });
      const booking = ['in_progress', 'prepared', 'pending'].map((status) => rentals.find((r) => r.status === status)).find(Boolean);
      if (!booking) throw new Error(`The demo driver has no booking in progress or upcoming at ${base}`);
      return { id: booking.id, status: booking.status };
    },
    /**
     * Creates an account as the registration step does (`POST /user` with a guest token, the terms accepted) and
     * takes it through the signup's steps with the calls each step's submit makes (`PUT /user` with the step's fields,
     * the SMS code of `POST`/`PUT /user/sms_code`, read from the demo API's outbox), until the account's
     * `workflow_next_step` is the server step of `step` (`phone_number`, or `upload` for the tenant's first upload step).
     * @returns {Promise<{ email: string, password: string, step: string, userId: number }>}
     */
    async accountAtStep(step) {
      const settings = await tenant();
      const steps = settings.registration_steps;
      const target = step === 'upload' ? UPLOAD_STEPS.find((s) => steps.includes(s)) : step;
      if (!target || !steps.includes(target)) throw new Error(`${base}: the tenant's signup has no ${step} step (${steps.join(', ')})`);
      const email = `bench-${target.replace(/_/g, '-')}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
      const account = { email, password: NEW_ACCOUNT_PASSWORD };
      await call('POST', '/user', { token: await guestToken(), body: { user: { email, password: account.password, tos_accepted: true } } });
      const { accessToken: token } = await signIn(account);
      const country = settings.iso3166 ?? 'CA';
      const french = country === 'FR';
      const values = {
        first_name: 'Ana',
        last_name: 'Lima',
        birthday_time: '1990-04-17',
        birthday_location: french ? 'Lyon' : 'Québec',
        address_line1: french ? '12 Rue Oberkampf' : '4521 Rue Saint-Denis',
        address_postal_code: french ? '75011' : 'H2J 2L4',
        address_locality: french ? 'Paris' : 'Montréal',
        address_state: french ? 'Île-de-France' : 'QC',
        address_country: country,
        cell_phone: french ? '+33611223344' : '+15145550123',
        driving_licence_number: french ? '12AB34567' : 'M6352-170490-07',
        driving_licence_location: french ? 'Paris' : 'Québec',
        driving_licence_obtaining_time: '2009-06-02',
        driving_licence_expiration_time: '2029-04-17',
      };
      const fields = (keep) => Object.fromEntries(settings.driver_fields.filter(keep).map((field) => [field, values[field]]));
      const phoneStep = steps.includes('phone_number');
      for (let guard = 0; guard < 10; guard += 1) {
        const { id, workflow_next_step: current } = (await call('GET', '/user', { token })).user;
        if (current === SERVER_STEP[target]) return { ...account, step: target, userId: id };
        if (current === SERVER_STEP.personal_details) {
          await call('PUT', '/user', { token, body: { user: fields((f) => !LICENCE_FIELDS.includes(f) && !(phoneStep && f === 'cell_phone')) } });
        } else if (current === SERVER_STEP.phone_number) {
          await call('POST', '/user/sms_code', { token, body: { sms_code: { cell_phone: values.cell_phone } } });
          const outbox = await call('GET', `/__demo/outbox?to=${encodeURIComponent(values.cell_phone)}`);
          const code = outbox.messages.filter((message) => message.kind === 'sms').at(-1)?.code;
          await call('PUT', '/user/sms_code', { token, body: { sms_code: { code } } });
        } else if (current === SERVER_STEP.license_details) {
          await call('PUT', '/user', { token, body: { user: fields((f) => LICENCE_FIELDS.includes(f)) } });
        } else {
          throw new Error(`${base}: an account made for the ${target} step stopped at ${current}`);
        }
      }
      throw new Error(`${base}: an account made for the ${target} step did not get there`);
    },
  };
}
