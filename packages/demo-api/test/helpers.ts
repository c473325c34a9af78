// Test helpers: an in-process client of a demo API instance, and a validator of answers compiled independently
// from openapi/frontoffice.yaml (not from the generated copy the demo API uses), so the conformance checks of the
// tests do not share the code they check.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import type { TenantId } from '@frontoffice/tenants';
import { createDemoApi, type DemoApi } from '../src/index.ts';

type Json = Record<string, unknown>;

/** The contract, read from the YAML source. */
export const document = parse(readFileSync(fileURLToPath(new URL('../../../openapi/frontoffice.yaml', import.meta.url)), 'utf8')) as {
  paths: Record<string, Record<string, Json>>;
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(document as object, 'doc');

/** Every operationId of the document, with its method and path template. */
export const documentOperations = Object.entries(document.paths).flatMap(([path, item]) =>
  ['get', 'post', 'put', 'delete', 'patch']
    .filter((m) => item[m])
    .map((m) => ({ id: (item[m] as Json).operationId as string, method: m.toUpperCase(), path })),
);

/** The operationId a method and concrete path designate. */
export function operationIdOf(method: string, path: string): string | undefined {
  return documentOperations.find(
    (op) => op.method === method && new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(path),
  )?.id;
}

/** Errors of an answer against the document ('' when it conforms). */
export function conformance(method: string, path: string, status: number, body: unknown): string {
  const id = operationIdOf(method, path);
  const entry = documentOperations.find((op) => op.id === id);
  if (!entry) return `no operation for ${method} ${path}`;
  const responses = (document.paths[entry.path]?.[method.toLowerCase()] as Json).responses as Json;
  const key = String(status) in responses ? String(status) : 'default';
  let response = responses[key] as Json | undefined;
  if (!response) return `status ${status} not documented`;
  if (typeof response.$ref === 'string') {
    const name = response.$ref.split('/').pop() ?? '';
    response = ((document as unknown as { components: { responses: Record<string, Json> } }).components.responses[name]);
  }
  const content = (response as Json).content as Json | undefined;
  if (!content) return body === undefined ? '' : `unexpected body for ${status}`;
  const schema = (content['application/json'] as Json).schema as Json;
  const absolute = JSON.parse(JSON.stringify(schema).replace(/"#\//g, '"doc#/')) as Json;
  const validate = ajv.compile(absolute);
  return validate(body) ? '' : ajv.errorsText(validate.errors);
}

/** A fixed demo clock: 22 November 2026, 12:00 UTC, which tests move forward. */
export function testClock(start = Date.parse('2026-11-22T12:00:00Z')) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms), set: (t: number) => (now = t) };
}

/** An answer as the tests see it. */
export interface Answer {
  status: number;
  body: unknown;
  /** '' when the answer conforms to the document. */
  conformance: string;
  operationId: string | undefined;
  /** A value inside the body by dotted path (`user.id`, `results.0.vehicle.id`). */
  get<T = unknown>(path: string): T;
}

function versionedAccept(method: string, path: string): string | undefined {
  const id = operationIdOf(method, path);
  const entry = documentOperations.find((op) => op.id === id);
  if (!entry) return undefined;
  const parameters = JSON.stringify((document.paths[entry.path]?.[method.toLowerCase()] as Json).parameters ?? []);
  if (parameters.includes('AcceptV03')) return 'application/vnd.api.v0.3+json';
  if (parameters.includes('AcceptV04')) return 'application/vnd.api.v0.4+json';
  return undefined;
}

/** Options of one call. */
export interface CallOptions {
  token?: string | null;
  body?: unknown;
  form?: FormData;
  lang?: 'fr' | 'en' | null;
  headers?: Record<string, string>;
}

/** A client of a demo API, in process or over HTTP. */
export interface Client {
  base: string;
  call(method: string, path: string, options?: CallOptions): Promise<Answer>;
  /** A member token for a demo account. */
  login(email: string, password?: string): Promise<string>;
  /** A guest token. */
  guest(): Promise<string>;
  /** A control under `__demo` (not part of the contract). */
  control(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown; text: string; headers: Headers }>;
}

/** A client sending requests through `send` to the API at `base`. */
export function makeClient(base: string, send: (request: Request) => Promise<Response>): Client {
  const client: Client = {
    base,
    async call(method, path, options = {}) {
      const headers = new Headers(options.headers);
      if (options.lang !== null) headers.set('accept-language', options.lang ?? 'fr');
      const accept = versionedAccept(method, path.split('?')[0] ?? path);
      if (accept && !headers.has('accept')) headers.set('accept', accept);
      if (options.token) headers.set('authorization', `Bearer ${options.token}`);
      let body: FormData | string | undefined;
      if (options.form) body = options.form;
      else if (options.body !== undefined) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(options.body);
      }
      const response = await send(new Request(`${base}${path}`, { method, headers, body }));
      const text = await response.text();
      const parsed: unknown = text === '' ? undefined : JSON.parse(text);
      const pathOnly = path.split('?')[0] ?? path;
      return {
        status: response.status,
        body: parsed,
        conformance: conformance(method, pathOnly, response.status, parsed),
        operationId: operationIdOf(method, pathOnly),
        get<T>(dotted: string): T {
          let value: unknown = parsed;
          for (const key of dotted.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
          return value as T;
        },
      };
    },
    async login(email, password = 'demo-password') {
      const answer = await client.call('POST', '/oauth2/token', {
        body: { grant_type: 'password', username: email, password, client_id: 'frontoffice', client_secret: 'frontoffice-secret' },
      });
      if (answer.status !== 200) throw new Error(`login ${email} failed: ${JSON.stringify(answer.body)}`);
      return answer.get<string>('access_token');
    },
    async guest() {
      const answer = await client.call('POST', '/oauth2/token', {
        body: { grant_type: 'client_credentials', client_id: 'frontoffice', client_secret: 'frontoffice-secret' },
      });
      return answer.get<string>('access_token');
    },
    async control(method, path, body) {
      const response = await send(
        new Request(`${base}/__demo${path}`, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) }),
      );
      const text = await response.text();
      let parsed: unknown = undefined;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      return { status: response.status, body: parsed, text, headers: response.headers };
    },
  };
  return client;
}

/** A fresh demo API for a tenant on the test clock, and an in-process client of it. */
export function inProcess(tenant: TenantId = 'demo', clock = testClock()): { api: DemoApi; client: Client; clock: ReturnType<typeof testClock> } {
  const api = createDemoApi({ tenant, now: clock.now, onContractViolation: () => undefined });
  const base = 'http://demo.test/api';
  return { api, client: makeClient(base, (request) => api.handle(request, base)), clock };
}

/** An ISO time `hours` after the clock's now, on a quarter hour. */
export function inHours(clock: { now(): number }, hours: number): string {
  const quarter = 15 * 60_000;
  return new Date(Math.ceil((clock.now() + hours * 3_600_000) / quarter) * quarter).toISOString();
}

/** Bytes that start like a PNG. */
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
/** Bytes that start like a JPEG. */
export const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
/** Bytes that start like a PDF. */
export const PDF = new TextEncoder().encode('%PDF-1.4\n%demo\n');

/** A multipart body with one file and text fields. */
export function formWith(fileField: string, bytes: Uint8Array, name: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set(fileField, new File([bytes], name));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

/**
 * Calls every operation of the document once or more on one tenant, with data found through the API itself
 * (stations, vehicles, labels, rentals), and returns every answer. Some calls fail on purpose or because the tenant
 * switches them off (payments on fleetco, sign-up where registration is off): those answers must conform too.
 */
export async function sweepEveryOperation(client: Client): Promise<Answer[]> {
  const answers: Answer[] = [];
  const call = async (method: string, path: string, options?: CallOptions) => {
    const answer = await client.call(method, path, options);
    answers.push(answer);
    return answer;
  };
  const credentials = { client_id: 'frontoffice', client_secret: 'frontoffice-secret' };
  const guest = (await call('POST', '/oauth2/token', { body: { grant_type: 'client_credentials', ...credentials } })).get<string>('access_token');
  const login = await call('POST', '/oauth2/token', { body: { grant_type: 'password', username: 'driver@example.com', password: 'demo-password', ...credentials } });
  await call('POST', '/oauth2/token', { body: { grant_type: 'refresh_token', refresh_token: login.get<string>('refresh_token'), ...credentials } });
  const token = login.get<string>('access_token');
  const page = await client.control('GET', '/openid/authorize?redirect_uri=https%3A%2F%2Ffo.test%2Fcb&state=s&nonce=n');
  await call('POST', '/sso/openid', { body: { openid: { id_token: decodeURIComponent(/id_token=([^&"]+)/.exec(page.text)?.[1] ?? 'x') } } });

  const tenant = (await call('GET', '/tenant', { token: guest })).get<Record<string, unknown>>('tenant');
  for (const path of ['/registration_flows', '/additional_documents', '/categories', '/custom_contents?type=faq', '/terms_and_conditions_versions?current=true', '/geocode?q=a', '/stripe_key', '/user', '/users/2', '/users?email=example', '/user/documents']) {
    await call('GET', path, { token });
  }
  const labels = (await call('GET', '/rental_labels', { token })).get<{ id: number }[]>('rental_labels');
  const stations = (await call('GET', '/stations', { token })).get<{ id: number; latitude: number; longitude: number }[]>('stations');
  const station = stations[0] as { id: number; latitude: number; longitude: number };
  await call('GET', `/stations/${station.id}`, { token });
  const me = (await call('PUT', '/user', { token, body: { user: { first_name: 'Camille' } } })).get<number>('user.id');
  await call('PUT', '/user/password', { token, body: { user: { current_password: 'demo-password', password: 'demo-password', password_confirmation: 'demo-password' } } });
  await call('POST', '/user/sms_code', { token, body: { sms_code: { cell_phone: '+15145550166' } } });
  const sms = await client.control('GET', '/outbox?to=%2B15145550166');
  await call('PUT', '/user/sms_code', { token, body: { sms_code: { code: (sms.body as { messages: { code: string }[] }).messages.at(-1)?.code ?? '000000' } } });
  await call('POST', '/user/data_request', { token });
  const document = await call('POST', '/user/documents', { token, form: formWith('document[file]', PDF, 'other.pdf', { 'document[document_type]': 'other' }) });
  const additional = (await client.call('GET', '/additional_documents', { token })).get<{ id: number }[]>('additional_documents');
  await call('POST', `/user/documents/${document.get<number>('document.id')}/attach`, { token, body: { additional_document: { id: additional[0]?.id ?? 1 } } });
  await call('POST', '/user/photos', { token, form: formWith('photo[image]', PNG, 'me.png') });
  const terms = (await client.call('GET', '/terms_and_conditions_versions?current=true', { token })).get<{ id: number }[]>('terms_and_conditions_versions');
  await call('POST', '/user/terms_and_conditions_versions/accept', { token, body: { terms_and_conditions: { version_id: terms[0]?.id ?? 1 } } });
  await call('POST', '/reset_password', { token: guest, body: { email: 'backoffice@example.com', context: 'frontoffice' } });
  const mail = await client.control('GET', '/outbox?to=backoffice@example.com');
  const reset = (mail.body as { messages: { code: string | null }[] }).messages.filter((m) => m.code).at(-1)?.code ?? 'none';
  await call('POST', '/reset_password/confirm', { token: guest, body: { password: 'demo-password', password_confirmation: 'demo-password', reset_password_token: reset } });

  await call('POST', '/user/payment_cards', { token, body: { payment_card: { stripe_token: 'tok_visa' } } });
  const intent = await call('POST', '/user/stripe_setup_intents', { token });
  const card = await call('POST', '/user/stripe_cards', { token, body: { stripe_card: { stripe_setup_intent_id: intent.get<string>('stripe_setup_intent.id') ?? 'none', stripe_payment_method_id: 'pm_card_visa' } } });
  await call('GET', '/user/stripe_cards', { token });
  await call('PUT', `/user/stripe_cards/${card.get<string>('stripe_card.id') ?? 'none'}/default`, { token });
  await call('DELETE', `/user/stripe_cards/${card.get<string>('stripe_card.id') ?? 'none'}`, { token });
  await call('POST', '/user/card_step/postpone', { token });

  const day = new Date(Date.now() + 5 * 86_400_000);
  day.setUTCHours(10, 0, 0, 0);
  const start = day.toISOString();
  const end = new Date(day.getTime() + 3 * 3_600_000).toISOString();
  const where = tenant.search_engine === 'address' ? { latitude: station.latitude, longitude: station.longitude, radius: 5 } : { start_station_id: station.id };
  const label = tenant.use_labels ? { rental_label_id: labels[0]?.id } : {};
  const found = await call('POST', '/vehicles/search', { token, body: { search: { ...where, ...label, start_time: start, end_time: end } } });
  const result = found.get<{ vehicle: { id: number }; station: { id: number } }[]>('results')[0];
  await call('GET', `/vehicles/${result?.vehicle.id ?? 1}`, { token });
  const carpoolings = await call('POST', '/carpooling_rentals/search', { token, body: { search: { start_time: new Date(Date.now() + 3_600_000).toISOString(), end_time: new Date(Date.now() + 7 * 86_400_000).toISOString() } } });
  const booked = await call('POST', '/user/rentals', {
    token,
    body: { vehicle_id: result?.vehicle.id ?? 1, driver_id: me, start_station_id: result?.station.id ?? station.id, ...label, reservation_start_time: start, reservation_end_time: end, geotracking: false, carpooling: false },
  });
  const rentalId = booked.get<number>('rental.id') ?? 1;
  await call('GET', '/user/rentals?statuses=pending,prepared&limit=20', { token });
  await call('GET', '/user/carpooling_rentals?page=1', { token });
  await call('GET', `/user/rentals/${rentalId}`, { token });
  await call('PUT', `/user/rentals/${rentalId}`, { token, body: { reservation_start_time: start, reservation_end_time: new Date(day.getTime() + 4 * 3_600_000).toISOString() } });
  await call('PUT', `/user/rentals/${rentalId}`, { token, body: { rental: { geotracking: true } } });
  // Contract extension condition-reports (decision D46, issue 35).
  await call('GET', `/vehicles/${result?.vehicle.id ?? 1}/damages`, { token });
  const photo = await call('POST', `/user/rentals/${rentalId}/condition_photos`, { token, form: formWith('photo[image]', JPEG, 'rear.jpg') });
  const damage = { zone: 'rear', description: 'Rayure', photo_ids: [photo.get<number>('condition_photo.id') ?? 1] };
  await call('POST', `/user/rentals/${rentalId}/condition_reports`, { token, body: { condition_report: { client_id: crypto.randomUUID(), moment: 'pick_up', nothing_to_report: false, damages: [damage] } } });
  await call('GET', `/user/rentals/${rentalId}/condition_reports`, { token });
  await call('GET', `/rentals/${rentalId}/passengers`, { token });
  const passenger = await call('POST', `/rentals/${rentalId}/passengers`, { token, body: { passenger: { email: 'waiting@example.com' } } });
  await call('PUT', `/rentals/${rentalId}/passengers/${passenger.get<number>('passenger.id') ?? 1}`, { token });
  await call('DELETE', `/rentals/${rentalId}/passengers/${passenger.get<number>('passenger.id') ?? 1}`, { token });
  await call('DELETE', `/user/rentals/${rentalId}`, { token });
  await call('POST', `/user/rentals/${carpoolings.get<{ id: number }[]>('carpoolings')[0]?.id ?? rentalId}/passengers`, { token });
  await call('DELETE', '/user', { token });
  await call('POST', '/user', { token: guest, body: { user: { email: `sweep-${Date.now()}@example.org`, password: 'long-enough', tos_accepted: true } } });
  return answers;
}
