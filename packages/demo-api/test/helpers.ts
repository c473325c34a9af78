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
