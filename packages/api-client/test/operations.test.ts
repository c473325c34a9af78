// spec §7: every operation of the contract sends the method, path, query, body and headers it should.
import { DateTime } from 'luxon';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as generated from '../src/generated/valibot.ts';
import * as api from '../src/index.ts';
import { contractOperations } from './contract.ts';
import * as fx from './fixtures.ts';
import { makeClient, server, storeSession } from './setup.ts';

type Client = ReturnType<typeof makeClient>;

interface Case {
  run: (client: Client) => Promise<unknown>;
  /** Concrete path relative to the API base. */
  path: string;
  query?: Record<string, string>;
  /** The JSON body sent, or 'multipart' fields. */
  json?: unknown;
  multipart?: Record<string, string>;
  status: number;
  answer?: unknown;
  /** Expected result of run(). */
  result?: unknown;
  /** Sent without a bearer token. */
  anonymous?: boolean;
}

const file = new File(['%PDF-1.4 fake'], 'licence.pdf', { type: 'application/pdf' });
const search = { start_station_id: 3, start_time: '2026-12-01T10:00:00Z', end_time: '2026-12-01T12:00:00Z' };
// What the domain's vehicleSearchQuery gives for it: api-client alone writes the wire (issue 17).
const query = { startStationId: 3, startTime: DateTime.fromISO('2026-12-01T10:00:00Z', { setZone: true }), endTime: DateTime.fromISO('2026-12-01T12:00:00Z', { setZone: true }) };
const rentalCreate = {
  vehicle_id: 11,
  driver_id: 7,
  start_station_id: 3,
  reservation_start_time: '2026-12-01T10:00:00Z',
  reservation_end_time: '2026-12-01T12:00:00Z',
  geotracking: true,
  carpooling: true,
  carpooling_destination: 'Québec',
  discount_codes: ['WELCOME'],
};

const cases: Record<string, Case> = {
  createToken: {
    run: (c) => c.requestToken({ grant_type: 'password', username: 'driver@example.test', password: 'secret123', client_id: 'front-id', client_secret: 'front-secret' }),
    path: '/oauth2/token',
    json: { grant_type: 'password', username: 'driver@example.test', password: 'secret123', client_id: 'front-id', client_secret: 'front-secret' },
    status: 200,
    answer: fx.tokens,
    result: fx.tokens,
    anonymous: true,
  },
  exchangeOpenidToken: {
    run: (c) => c.request({ method: 'POST', path: '/sso/openid', json: { openid: { id_token: 'idt' } }, schema: generated.vExchangeOpenidTokenResponse }),
    path: '/sso/openid',
    json: { openid: { id_token: 'idt' } },
    status: 200,
    answer: fx.tokens,
  },
  getTenant: { run: (c) => api.getTenant(c), path: '/tenant', status: 200, answer: { tenant: fx.tenant }, result: fx.tenant },
  listRegistrationFlows: {
    run: (c) => api.listRegistrationFlows(c),
    path: '/registration_flows',
    status: 200,
    answer: { registration_flows: [{ name: 'default' }] },
    result: [{ name: 'default' }],
  },
  listAdditionalDocuments: {
    run: (c) => api.listAdditionalDocuments(c),
    path: '/additional_documents',
    status: 200,
    answer: { additional_documents: [fx.additionalDocument] },
    result: [fx.additionalDocument],
  },
  listRentalLabels: { run: (c) => api.listRentalLabels(c), path: '/rental_labels', status: 200, answer: { rental_labels: [{ id: 1, name: 'Pro' }] } },
  listCategories: { run: (c) => api.listCategories(c), path: '/categories', status: 200, answer: { categories: [{ id: 2, name: 'City' }] } },
  listCustomContents: {
    run: (c) => api.listCustomContents(c, 'faq'),
    path: '/custom_contents',
    query: { type: 'faq' },
    status: 200,
    answer: { custom_contents: [{ title: 'FAQ', content: '<p>Hi</p>' }] },
  },
  listTermsVersions: {
    run: (c) => api.getCurrentTermsVersion(c),
    path: '/terms_and_conditions_versions',
    query: { current: 'true' },
    status: 200,
    answer: { terms_and_conditions_versions: [{ id: 9, content: '<p>Terms</p>' }] },
    result: { id: 9, content: '<p>Terms</p>' },
  },
  listStations: { run: (c) => api.listStations(c), path: '/stations', status: 200, answer: { stations: [fx.station] } },
  getStation: { run: (c) => api.getStation(c, 3), path: '/stations/3', status: 200, answer: { station: fx.station }, result: fx.station },
  getStripeKey: { run: (c) => api.getStripeKey(c), path: '/stripe_key', status: 200, answer: { stripe_key: { public: 'pk_test' } }, result: 'pk_test' },
  geocode: {
    run: (c) => api.geocode(c, { q: 'gare', country: 'CA', lang: 'fr' }),
    path: '/geocode',
    query: { q: 'gare', country: 'CA', lang: 'fr' },
    status: 200,
    answer: { features: [{ label: 'Gare', lat: 45.5, long: -73.5, place_id: 'p1', formatted_address: 'Gare, Montréal' }] },
  },
  getUser: { run: (c) => api.getCurrentUser(c), path: '/user', status: 200, answer: { user: fx.user }, result: fx.user },
  createUser: {
    run: (c) => api.createUser(c, { email: 'new@example.test', password: 'longenough', tosAccepted: true }),
    path: '/user',
    json: { user: { email: 'new@example.test', password: 'longenough', tos_accepted: true } },
    status: 201,
    answer: { user: fx.user },
  },
  updateUser: {
    run: (c) => api.updateUser(c, { first_name: 'Ada', driving_licence_obtaining_time: '2010-05-01' }),
    path: '/user',
    json: { user: { first_name: 'Ada', driving_licence_obtaining_time: '2010-05-01' } },
    status: 200,
    answer: { user: fx.user },
  },
  deleteUser: { run: (c) => api.deleteUser(c), path: '/user', status: 204 },
  getUserById: { run: (c) => api.getUserById(c, 5), path: '/users/5', status: 200, answer: { user: { id: 5, email: 'friend@example.test' } } },
  searchUsers: {
    run: (c) => api.searchUsersByEmail(c, 'frie'),
    path: '/users',
    query: { email: 'frie' },
    status: 200,
    answer: { users: [{ id: 5, email: 'friend@example.test' }] },
  },
  changePassword: {
    run: (c) => api.changePassword(c, { currentPassword: 'old-secret', password: 'new-secret', passwordConfirmation: 'new-secret' }),
    path: '/user/password',
    json: { user: { current_password: 'old-secret', password: 'new-secret', password_confirmation: 'new-secret' } },
    status: 204,
  },
  requestSmsCode: {
    run: (c) => api.requestSmsCode(c, '+33612345678'),
    path: '/user/sms_code',
    json: { sms_code: { cell_phone: '+33612345678' } },
    status: 204,
  },
  confirmSmsCode: { run: (c) => api.confirmSmsCode(c, '123456'), path: '/user/sms_code', json: { sms_code: { code: '123456' } }, status: 204 },
  requestUserData: { run: (c) => api.requestUserData(c), path: '/user/data_request', status: 204 },
  listUserDocuments: { run: (c) => api.listUserDocuments(c), path: '/user/documents', status: 200, answer: { documents: [fx.userDocument] } },
  uploadUserDocument: {
    run: (c) => api.uploadUserDocument(c, { file, documentType: 'licence_front' }),
    path: '/user/documents',
    multipart: { 'document[document_type]': 'licence_front', 'document[file]': 'licence.pdf' },
    status: 201,
    answer: { document: fx.userDocument },
    result: fx.userDocument,
  },
  uploadUserPhoto: {
    run: (c) => api.uploadUserPhoto(c, { image: new File(['png'], 'me.png', { type: 'image/png' }) }),
    path: '/user/photos',
    multipart: { 'photo[image]': 'me.png' },
    status: 201,
    answer: { photo: { id: 12 } },
    result: { id: 12 },
  },
  attachUserDocument: {
    run: (c) => api.attachUserDocument(c, 99, 4),
    path: '/user/documents/99/attach',
    json: { additional_document: { id: 4 } },
    status: 204,
  },
  acceptTermsVersion: {
    run: (c) => api.acceptTermsVersion(c, 9),
    path: '/user/terms_and_conditions_versions/accept',
    json: { terms_and_conditions: { version_id: 9 } },
    status: 204,
  },
  requestPasswordReset: {
    // spec §5: reset password lowercases the e-mail.
    run: (c) => api.requestPasswordReset(c, 'Driver@Example.TEST'),
    path: '/reset_password',
    json: { email: 'driver@example.test', context: 'frontoffice' },
    status: 204,
  },
  confirmPasswordReset: {
    run: (c) => api.confirmPasswordReset(c, { password: 'new-secret', passwordConfirmation: 'new-secret', resetPasswordToken: 'rpt' }),
    path: '/reset_password/confirm',
    json: { password: 'new-secret', password_confirmation: 'new-secret', reset_password_token: 'rpt' },
    status: 204,
  },
  createPaymentCard: {
    run: (c) => api.createPaymentCard(c, 'tok_1'),
    path: '/user/payment_cards',
    json: { payment_card: { stripe_token: 'tok_1' } },
    status: 201,
    answer: { payment_card: fx.card },
  },
  createStripeSetupIntent: {
    run: (c) => api.createStripeSetupIntent(c),
    path: '/user/stripe_setup_intents',
    status: 201,
    answer: { stripe_setup_intent: { id: 'seti_1', client_secret: 'seti_1_secret' } },
    result: { id: 'seti_1', client_secret: 'seti_1_secret' },
  },
  listStripeCards: { run: (c) => api.listStripeCards(c), path: '/user/stripe_cards', status: 200, answer: { stripe_cards: [fx.card] }, result: [fx.card] },
  createStripeCard: {
    run: (c) => api.createStripeCard(c, { setupIntentId: 'seti_1', paymentMethodId: 'pm_1' }),
    path: '/user/stripe_cards',
    json: { stripe_card: { stripe_setup_intent_id: 'seti_1', stripe_payment_method_id: 'pm_1' } },
    status: 201,
    answer: { stripe_card: fx.card },
  },
  setDefaultStripeCard: { run: (c) => api.setDefaultStripeCard(c, 'pm_1'), path: '/user/stripe_cards/pm_1/default', status: 204 },
  deleteStripeCard: { run: (c) => api.deleteStripeCard(c, 'pm_1'), path: '/user/stripe_cards/pm_1', status: 204 },
  // decision D15: the signup card step's "later".
  postponeCardStep: { run: (c) => api.postponeCardStep(c), path: '/user/card_step/postpone', status: 204 },
  searchVehicles: {
    run: (c) => api.searchVehicles(c, query),
    path: '/vehicles/search',
    // spec §9: page 1, limit 50, radius 30 by default.
    json: { search: { page: 1, limit: 50, radius: 30, ...search } },
    status: 200,
    answer: { total: 1, results: [fx.searchResult] },
  },
  getVehicle: { run: (c) => api.getVehicle(c, 11), path: '/vehicles/11', status: 200, answer: { vehicle: fx.vehicle }, result: fx.vehicle },
  searchCarpoolingRentals: {
    run: (c) => api.searchCarpoolingRentals(c, query),
    path: '/carpooling_rentals/search',
    // spec §9: carpooling search page 1, limit 30, sent inside and beside `search` (spec §7).
    json: { search: { start_station_id: 3, start_time: search.start_time, end_time: search.end_time, page: 1, limit: 30 }, page: 1, limit: 30 },
    status: 200,
    answer: { carpoolings: [fx.carpoolingResult] },
  },
  listUserRentals: {
    run: (c) => api.listUserRentals(c, { page: 2, limit: 15, statuses: ['closed', 'expired', 'cancelled', 'refused'], driver_ids: [7], order: 'desc' }),
    path: '/user/rentals',
    query: { page: '2', limit: '15', statuses: 'closed,expired,cancelled,refused', driver_ids: '7', order: 'desc' },
    status: 200,
    answer: { rentals: [fx.rental], meta: { total: 1, limit: 15, page: 2 } },
  },
  createRental: { run: (c) => api.createRental(c, rentalCreate), path: '/user/rentals', json: rentalCreate, status: 201, answer: { rental: fx.rental } },
  listUserCarpoolingRentals: {
    run: (c) => api.listUserCarpoolingRentals(c, { page: 1, statuses: ['check_in', 'check_out', 'in_progress', 'locking'] }),
    path: '/user/carpooling_rentals',
    query: { page: '1', statuses: 'check_in,check_out,in_progress,locking' },
    status: 200,
    answer: { rentals: [], meta: { total: 0, limit: 20 } },
  },
  getUserRental: { run: (c) => api.getUserRental(c, 21), path: '/user/rentals/21', status: 200, answer: { rental: fx.rental }, result: fx.rental },
  updateUserRental: {
    run: (c) => api.modifyRentalTimes(c, 21, { reservationStartTime: '2026-12-01T11:00:00Z', reservationEndTime: '2026-12-01T13:00:00Z' }),
    path: '/user/rentals/21',
    // decision D12: modify times unwrapped.
    json: { reservation_start_time: '2026-12-01T11:00:00Z', reservation_end_time: '2026-12-01T13:00:00Z' },
    status: 200,
    answer: { rental: fx.rental },
  },
  cancelUserRental: { run: (c) => api.cancelUserRental(c, 21), path: '/user/rentals/21', status: 204 },
  joinCarpoolingRental: { run: (c) => api.joinCarpoolingRental(c, 22), path: '/user/rentals/22/passengers', status: 201, answer: { rental: fx.rental } },
  listRentalPassengers: {
    run: (c) => api.listRentalPassengers(c, 21),
    path: '/rentals/21/passengers',
    status: 200,
    answer: { passengers: [fx.passenger] },
    result: [fx.passenger],
  },
  addRentalPassenger: {
    run: (c) => api.addRentalPassenger(c, 21, 'friend@example.test'),
    path: '/rentals/21/passengers',
    json: { passenger: { email: 'friend@example.test' } },
    status: 201,
    answer: { passenger: fx.passenger },
  },
  confirmRentalPassenger: { run: (c) => api.confirmRentalPassenger(c, 21, 5), path: '/rentals/21/passengers/5', status: 204 },
  removeRentalPassenger: { run: (c) => api.removeRentalPassenger(c, 21, 5), path: '/rentals/21/passengers/5', status: 204 },
  // The contract extension condition-reports (decision D46, issue 35).
  listVehicleDamages: {
    run: (c) => api.listVehicleDamages(c, 11),
    path: '/vehicles/11/damages',
    status: 200,
    answer: { damages: [fx.vehicleDamage] },
    result: [fx.vehicleDamage],
  },
  uploadConditionPhoto: {
    run: (c) => api.uploadConditionPhoto(c, { rentalId: 21, image: new File(['jpeg'], 'scratch.jpg', { type: 'image/jpeg' }) }),
    path: '/user/rentals/21/condition_photos',
    multipart: { 'photo[image]': 'scratch.jpg' },
    status: 201,
    answer: { condition_photo: fx.conditionPhoto },
    result: fx.conditionPhoto,
  },
  createConditionReport: {
    run: (c) =>
      api.createConditionReport(c, 21, {
        clientId: fx.conditionReport.client_id,
        moment: 'pick_up',
        nothingToReport: false,
        damages: [{ zone: 'wheel_front_left', description: 'Jante rayée', photoIds: [fx.conditionPhoto.id] }],
      }),
    path: '/user/rentals/21/condition_reports',
    json: {
      condition_report: {
        client_id: fx.conditionReport.client_id,
        moment: 'pick_up',
        nothing_to_report: false,
        damages: [{ zone: 'wheel_front_left', description: 'Jante rayée', photo_ids: [fx.conditionPhoto.id] }],
      },
    },
    status: 201,
    answer: { condition_report: fx.conditionReport },
    result: fx.conditionReport,
  },
  listConditionReports: {
    run: (c) => api.listConditionReports(c, 21),
    path: '/user/rentals/21/condition_reports',
    status: 200,
    answer: { condition_reports: [fx.conditionReport] },
    result: [fx.conditionReport],
  },
};

const operations = contractOperations();
const schemas: Record<string, unknown> = generated;
const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);
const schemaNamed = (name: string): v.GenericSchema | undefined => {
  const schema = schemas[name];
  return v.is(v.object({ kind: v.literal('schema') }), schema) ? (schema as v.GenericSchema) : undefined;
};

describe('spec §7: the calls', () => {
  it('covers every operationId of openapi/frontoffice.yaml, and nothing else', () => {
    expect(Object.keys(cases).sort()).toEqual(operations.map((operation) => operation.operationId).sort());
    expect(operations.length).toBeGreaterThanOrEqual(50);
  });

  it.each(operations)('$operationId sends $method $path with the headers, query and body of the contract', async (operation) => {
    const testCase = cases[operation.operationId];
    if (!testCase) throw new Error(`No case for ${operation.operationId}`);
    storeSession('member', 'member-1', 'refresh-1');
    const seen: Request[] = [];
    server.use(
      http.all('*', ({ request }) => {
        seen.push(request.clone());
        return testCase.answer === undefined ? new HttpResponse(null, { status: testCase.status }) : HttpResponse.json(testCase.answer, { status: testCase.status });
      }),
    );
    const client = makeClient({ getLanguage: () => 'en' });

    const result = await testCase.run(client);

    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    const url = new URL(request.url);
    expect(request.method).toBe(operation.method);
    expect(url.pathname).toBe(`/api${testCase.path}`);
    // The concrete path fits the contract's template.
    expect(testCase.path).toMatch(new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`));
    expect(Object.fromEntries(url.searchParams)).toEqual(testCase.query ?? {});
    // spec §7: Accept-Language from the current language, bearer token when stored, versioned Accept where needed.
    expect(request.headers.get('accept-language')).toBe('en');
    expect(request.headers.get('authorization')).toBe(testCase.anonymous ? null : 'Bearer member-1');
    const headers = schemaNamed(`v${pascal(operation.operationId)}Headers`);
    const sentHeaders = { 'Accept-Language': request.headers.get('accept-language'), Accept: request.headers.get('accept') };
    if (headers) expect(v.safeParse(headers, sentHeaders).issues).toBeUndefined();
    else expect(sentHeaders.Accept).toBe('application/json');

    if (testCase.multipart) {
      expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
      const form = await request.formData();
      const fields = Object.fromEntries([...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]));
      expect(fields).toEqual(testCase.multipart);
    } else {
      expect(request.headers.get('content-type')).toBe('application/json');
      const text = await request.text();
      if (testCase.json === undefined) expect(text).toBe('');
      else {
        expect(JSON.parse(text)).toEqual(testCase.json);
        // The body also passes the contract's request schema.
        const body = schemaNamed(`v${pascal(operation.operationId)}Body`);
        expect(body, `request schema of ${operation.operationId}`).toBeDefined();
        if (body) expect(v.safeParse(body, JSON.parse(text)).issues).toBeUndefined();
      }
    }
    if ('result' in testCase) expect(result).toEqual(testCase.result);
  });

  it.each(operations.filter((operation) => operation.extension !== null))(
    'D46: $operationId, of the extension $extension, fails with ExtensionUnavailableError when the operator answers 404',
    async (operation) => {
      const testCase = cases[operation.operationId];
      if (!testCase) throw new Error(`No case for ${operation.operationId}`);
      storeSession('member', 'member-1', 'refresh-1');
      server.use(http.all('*', () => HttpResponse.json({ code: 'not_found', message: 'No route' }, { status: 404 })));
      const client = makeClient({ report: () => undefined });
      const error: unknown = await testCase.run(client).then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(api.ExtensionUnavailableError);
      expect(error).toMatchObject({ extension: operation.extension });
      expect(api.isExtensionAvailable(client, operation.extension as api.ContractExtension)).toBe(false);
    },
  );

  it('sends the geotracking toggle wrapped in rental (decision D12)', async () => {
    storeSession('member', 'member-1');
    let body: unknown;
    server.use(
      http.put('/api/user/rentals/21', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ rental: { ...fx.rental, geotracking: true } });
      }),
    );
    const rental = await api.setRentalGeotracking(makeClient(), 21, true);
    expect(body).toEqual({ rental: { geotracking: true } });
    expect(rental.geotracking).toBe(true);
  });
});
