// One implementation of openapi/frontoffice.yaml behind a fetch-style function (Request in, Response out), so that
// the Node server, the msw handlers and the service worker share every rule and every check (issue 4).
import { defaultTenantId, type TenantId } from '@frontoffice/tenants';
import { checkRequest, checkResponse, type ContractIssue, matchOperation, type Operation } from '../contract/contract.ts';
import type { operations } from '@frontoffice/api-client/contract';
import type { Context, Handler, Reply } from './context.ts';
import { handleControl } from './controls.ts';
import type { DemoState, Fault } from './model.ts';
import * as account from './operations/account.ts';
import * as auth from './operations/auth.ts';
import * as catalog from './operations/catalog.ts';
import * as condition from './operations/condition.ts';
import * as rentals from './operations/rentals.ts';
import { ApiError } from './rules.ts';
import { seedState } from './seed.ts';

/** Options of a demo API instance. */
export interface DemoApiOptions {
  /** The tenant served. @default 'demo' */
  tenant?: TenantId;
  /** The clock, in milliseconds since the epoch; the `__demo/clock` control shifts it. @default Date.now */
  now?: () => number;
  /** Seeds this many stations and five times as many vehicles (up to 20,000). */
  scale?: number;
  /** Latency added to every API answer, in milliseconds. @default 0 */
  latencyMs?: number;
  /** Where the front office lives, for links in e-mails (decision D3). @default '/frontofficev2' */
  frontOfficeUrl?: string;
  /** Called when an answer of the demo API breaks the contract (it is then replaced by a 500). @default console.error */
  onContractViolation?: (operationId: string, status: number, issues: ContractIssue[]) => void;
}

/** A demo API instance: one tenant's state and the function that answers requests. */
export interface DemoApi {
  /** The tenant served. */
  readonly tenantId: TenantId;
  /** The current state (tests read it; the controls change it). */
  readonly state: DemoState;
  /**
   * Answers a request made under `base`, the API base it is served at: a path (`/api`) or an absolute URL
   * (`http://localhost/api`). URLs in answers (logos, photos, files, single sign-on) are built on it.
   */
  handle(request: Request, base: string): Promise<Response>;
  /** The demo clock. */
  now(): number;
  /** Starts again from the fixtures (`POST __demo/reset`). */
  reset(): void;
}

/** Every operation of the contract and its handler: the type makes a missing operation a compile error. */
const HANDLERS: Record<keyof operations, Handler> = {
  createToken: auth.createToken,
  exchangeOpenidToken: auth.exchangeOpenidToken,
  getTenant: catalog.getTenant,
  listRegistrationFlows: catalog.listRegistrationFlows,
  listAdditionalDocuments: catalog.listAdditionalDocuments,
  listRentalLabels: catalog.listRentalLabels,
  listCategories: catalog.listCategories,
  listCustomContents: catalog.listCustomContents,
  listTermsVersions: catalog.listTermsVersions,
  listStations: catalog.listStations,
  getStation: catalog.getStation,
  getStripeKey: catalog.getStripeKey,
  geocode: catalog.geocode,
  getUser: account.getUser,
  updateUser: account.updateUser,
  createUser: account.createUser,
  deleteUser: account.deleteUser,
  getUserById: account.getUserById,
  searchUsers: account.searchUsers,
  changePassword: account.changePassword,
  confirmSmsCode: account.confirmSmsCode,
  requestSmsCode: account.requestSmsCode,
  requestUserData: account.requestUserData,
  listUserDocuments: account.listUserDocuments,
  uploadUserDocument: account.uploadUserDocument,
  uploadUserPhoto: account.uploadUserPhoto,
  attachUserDocument: account.attachUserDocument,
  acceptTermsVersion: account.acceptTermsVersion,
  requestPasswordReset: auth.requestPasswordReset,
  confirmPasswordReset: auth.confirmPasswordReset,
  createPaymentCard: account.createPaymentCard,
  createStripeSetupIntent: account.createStripeSetupIntent,
  listStripeCards: account.listStripeCards,
  createStripeCard: account.createStripeCard,
  setDefaultStripeCard: account.setDefaultStripeCard,
  deleteStripeCard: account.deleteStripeCard,
  postponeCardStep: account.postponeCardStep,
  searchVehicles: rentals.searchVehicles,
  getVehicle: rentals.getVehicle,
  searchCarpoolingRentals: rentals.searchCarpoolingRentals,
  listUserRentals: rentals.listUserRentals,
  createRental: rentals.createRental,
  listUserCarpoolingRentals: rentals.listUserCarpoolingRentals,
  getUserRental: rentals.getUserRental,
  updateUserRental: rentals.updateUserRental,
  cancelUserRental: rentals.cancelUserRental,
  joinCarpoolingRental: rentals.joinCarpoolingRental,
  listRentalPassengers: rentals.listRentalPassengers,
  addRentalPassenger: rentals.addRentalPassenger,
  confirmRentalPassenger: rentals.confirmRentalPassenger,
  removeRentalPassenger: rentals.removeRentalPassenger,
  // Contract extension condition-reports (decision D46, issue 35).
  listVehicleDamages: condition.listVehicleDamages,
  uploadConditionPhoto: condition.uploadConditionPhoto,
  createConditionReport: condition.createConditionReport,
  listConditionReports: condition.listConditionReports,
};

/** spec §8: the code of each HTTP status. */
const STATUS_CODES: Record<number, string> = { 400: 'bad_request', 401: 'unauthorized', 402: 'payment', 403: 'forbidden', 404: 'not_found', 409: 'conflict' };

/** The error body of spec §8: the status code and the list of errors. */
export function errorBody(status: number, code: string, detail: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { code: STATUS_CODES[status] ?? 'internal', message: detail, errors: [{ code, detail }], ...extra };
}

/** Codes the front office maps to messages (spec §8) for request checks that the contract expresses as a schema. */
const SEMANTIC_CODES: Record<string, string> = {
  'createUser body/user/email format': 'EMAIL_IS_INVALID',
  'createUser body/user/password minLength': 'PASSWORD_TOO_SHORT',
  'changePassword body/user/password minLength': 'PASSWORD_TOO_SHORT',
  'confirmPasswordReset body/password minLength': 'PASSWORD_TOO_SHORT',
  'confirmSmsCode body/sms_code/code pattern': 'INVALID_SMS_CODE',
};

function badRequest(operation: Operation, issues: ContractIssue[]): Response {
  const errors = issues.slice(0, 10).map((issue) => ({
    code: SEMANTIC_CODES[`${operation.id} ${issue.field} ${issue.keyword}`] ?? 'WRONG_PARAMETER',
    detail: `${issue.field} ${issue.message}`,
  }));
  const first = errors[0] ?? { code: 'WRONG_PARAMETER', detail: 'invalid request' };
  const oauth = operation.id === 'createToken' ? { error: 'invalid_request', error_description: first.detail } : {};
  return jsonResponse(400, { code: 'bad_request', message: first.detail, errors, ...oauth });
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Reads a request body until `percent` of its announced length has arrived (the `cut` fault), then stops. */
async function readPart(request: Request, percent: number): Promise<void> {
  const total = Number(request.headers.get('content-length') ?? 0);
  const reader = request.body?.getReader();
  if (!reader) return;
  let read = 0;
  while (read < (total * percent) / 100) {
    const chunk = await reader.read();
    if (chunk.done) break;
    read += chunk.value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function readBody(request: Request, operation: Operation): Promise<{ body: unknown; hasBody: boolean; files: Map<string, File>; contentType: string } | Response> {
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase();
  const files = new Map<string, File>();
  if (request.method === 'GET' || request.method === 'HEAD') return { body: undefined, hasBody: false, files, contentType };
  if (contentType.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return jsonResponse(400, errorBody(400, 'WRONG_PARAMETER', 'body is not valid multipart/form-data'));
    }
    const body: Record<string, unknown> = {};
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') body[name] = value;
      else {
        files.set(name, value);
        // The schema describes a file as a string: its name stands in for it during the check.
        body[name] = value.name || 'file';
      }
    }
    return { body, hasBody: true, files, contentType };
  }
  const text = await request.text();
  if (text.trim() === '') return { body: undefined, hasBody: false, files, contentType };
  if (operation.bodyTypes.length === 0) return { body: undefined, hasBody: false, files, contentType };
  try {
    return { body: JSON.parse(text) as unknown, hasBody: true, files, contentType };
  } catch {
    return jsonResponse(400, errorBody(400, 'WRONG_PARAMETER', 'body is not valid JSON'));
  }
}

/** Creates a demo API instance for one tenant. */
export function createDemoApi(options: DemoApiOptions = {}): DemoApi {
  const tenantId = options.tenant ?? defaultTenantId;
  const clock = options.now ?? Date.now;
  const frontOfficeUrl = (options.frontOfficeUrl ?? '/frontofficev2').replace(/\/+$/, '');
  const report =
    options.onContractViolation ??
    ((id: string, status: number, issues: ContractIssue[]) => console.error(`[demo-api] ${id} answered ${status} outside the contract:`, issues));
  let state = seedState(tenantId, clock(), { scale: options.scale, latencyMs: options.latencyMs });
  const now = () => clock() + state.clockOffsetMs;

  const api: DemoApi = {
    tenantId,
    get state() {
      return state;
    },
    now,
    reset() {
      const latency = state.latencyMs;
      state = seedState(tenantId, clock(), { scale: options.scale, latencyMs: latency });
    },
    async handle(request, baseInput) {
      const base = baseInput.replace(/\/+$/, '');
      const url = new URL(request.url);
      const basePath = new URL(base || '/', url).pathname.replace(/\/+$/, '');
      if (!url.pathname.startsWith(`${basePath}/`) && url.pathname !== basePath) {
        return jsonResponse(404, errorBody(404, 'NOT_FOUND', `${url.pathname} is not under ${basePath}`));
      }
      const path = url.pathname.slice(basePath.length) || '/';
      if (path === '/__demo' || path.startsWith('/__demo/')) return handleControl(api, request, path.slice('/__demo'.length), base);

      await sleep(state.latencyMs, request.signal);
      const matched = matchOperation(request.method, path);
      if (!matched.operation) {
        return matched.allowed.length > 0
          ? new Response(JSON.stringify(errorBody(405, 'METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${path}`)), { status: 405, headers: { 'content-type': 'application/json', allow: matched.allowed.join(', ') } })
          : jsonResponse(404, errorBody(404, 'NOT_FOUND', `No operation ${request.method} ${path}`));
      }
      const operation = matched.operation;

      const scope = request.headers.get('x-demo-scope');
      const fault = state.faults.find(
        (f) =>
          f.remaining > 0 &&
          (f.operation === operation.id || f.operation === '*') &&
          // decision D46: a fault may play an operator without a whole contract extension.
          (!f.extension || f.extension === operation.extension) &&
          (f.scope === null || f.scope === scope),
      );
      if (fault) {
        fault.remaining -= 1;
        state.faults = state.faults.filter((f) => f.remaining > 0);
        if (fault.mode === 'malformed') return new Response('{"demo": "malformed", "value": [1, 2', { status: 200, headers: { 'content-type': 'application/json' } });
        if (fault.mode === 'html') return new Response(htmlErrorPage(fault.status), { status: fault.status, headers: { 'content-type': 'text/html; charset=utf-8' } });
        if (fault.mode === 'cut') {
          await readPart(request, fault.after_percent);
          // A network error: the HTTP server drops the connection, msw fails the request (an upload cut short).
          return Response.error();
        }
        if (fault.mode === 'timeout') await sleep(fault.timeout_ms, request.signal);
        if (fault.mode !== 'lost' && fault.mode !== 'alter') {
          // The entry carries the code alone: the front office shows an entry's detail when the catalogue does not know
          // its code (spec §8, D27, any status), and this one is for whoever reads the answer, not for the driver.
          return jsonResponse(fault.status, { ...errorBody(fault.status, fault.code, `Fault injected on ${operation.id}.`), errors: [{ code: fault.code }] });
        }
      }
      const answer = await answerOperation(request, url, base, matched.params, operation);
      if (fault?.mode === 'lost') return Response.error();
      if (fault?.mode === 'alter') return alterAnswer(answer, fault);
      return answer;
    },
  };

  /** Carries out one operation of the contract: checks the request, runs its handler, checks the answer. */
  async function answerOperation(request: Request, url: URL, base: string, params: Record<string, string>, operation: Operation): Promise<Response> {
    const read = await readBody(request, operation);
    if (read instanceof Response) return read;
    const checked = checkRequest(operation, { params, query: url.searchParams, headers: request.headers, body: read.body, hasBody: read.hasBody, contentType: read.contentType });
    if (!checked.ok) return badRequest(operation, checked.issues);

    const currentTime = now();
    const authorization = request.headers.get('authorization') ?? '';
    const bearer = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    let token = bearer ? (state.tokens.get(bearer) ?? null) : null;
    if (token && token.expiresAt <= currentTime) token = null;
    // Clients send their stored token on every call (spec §7), also when it has expired and they are asking for a
    // new one: an operation that needs no token ignores a bad one; the others answer 401 (then the client refreshes).
    if (!operation.anonymous && !token) {
      const detail = bearer ? 'The access token is invalid or has expired.' : 'This call needs a bearer token.';
      return jsonResponse(401, errorBody(401, bearer ? 'INVALID_TOKEN' : 'UNAUTHORIZED', detail));
    }
    const user = token?.userId != null ? (state.users.get(token.userId) ?? null) : null;
    const lang = request.headers.get('accept-language') === 'en' ? 'en' : 'fr';
    const ctx: Context = {
      state,
      now: currentTime,
      lang,
      user,
      token,
      params: checked.value.path,
      query: checked.value.query,
      body: checked.value.body,
      files: read.files,
      base,
      frontOfficeUrl,
    };
    const handler = (HANDLERS as Record<string, Handler | undefined>)[operation.id];
    let reply: Reply;
    try {
      if (!handler) throw new ApiError(501, 'NOT_IMPLEMENTED', `${operation.id} is not implemented by the demo API.`);
      reply = await handler(ctx);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      reply = { status: error.status, body: errorBody(error.status, error.code, error.detail, error.extra) };
    }
    const body = reply.body === undefined ? undefined : (JSON.parse(JSON.stringify(reply.body).replaceAll('{base}', base)) as unknown);
    const issues = checkResponse(operation, reply.status, body);
    if (issues.length > 0) {
      report(operation.id, reply.status, issues);
      return jsonResponse(500, errorBody(500, 'DEMO_CONTRACT_VIOLATION', `The demo API answer broke the contract: ${issues.map((i) => `${i.field} ${i.message}`).join('; ')}`));
    }
    return body === undefined ? new Response(null, { status: reply.status }) : jsonResponse(reply.status, body);
  }
  return api;
}

/** The page a proxy or gateway sends when the API behind it fails (the `html` fault). */
function htmlErrorPage(status: number): string {
  return `<!doctype html><html><head><title>${status} Bad Gateway</title></head><body><center><h1>${status} Bad Gateway</h1></center><hr><center>nginx</center></body></html>`;
}

/** The `alter` fault: the answer with values removed or set (dotted paths, `*` for every item of a list). */
async function alterAnswer(answer: Response, fault: Fault): Promise<Response> {
  const text = await answer.text();
  if (text === '') return new Response(null, { status: answer.status, headers: answer.headers });
  const body = JSON.parse(text) as unknown;
  for (const path of fault.remove) visit(body, path.split('.'), (parent, key) => delete (parent as Record<string, unknown>)[key]);
  for (const [path, value] of Object.entries(fault.set)) visit(body, path.split('.'), (parent, key) => ((parent as Record<string, unknown>)[key] = value));
  return jsonResponse(answer.status, body);
}

function visit(node: unknown, path: string[], apply: (parent: object, key: string) => void): void {
  const [head, ...rest] = path;
  if (head === undefined || node === null || typeof node !== 'object') return;
  const keys = head === '*' ? Object.keys(node) : [head];
  for (const key of keys) {
    if (rest.length === 0) apply(node, key);
    else visit((node as Record<string, unknown>)[key], rest, apply);
  }
}
