import * as v from 'valibot';
import { type ApiClientConfig, DEFAULT_TIMEOUT_MS } from './config.ts';
import { ApiError, errorCodeForStatus, errorItemsFromBody } from './errors.ts';
import type { components } from './generated/schema.ts';
import { vCreateTokenResponse } from './generated/valibot.ts';
import { type LockManagerLike, withCrossTabLock } from './lock.ts';
import { type StoredTokens, TOKEN_STORAGE_KEYS, type TokenType, clearTokens, readTokens, writeTokens } from './tokens.ts';

/** HTTP methods of the contract. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How a call authenticates: `required` sends the stored token and takes a guest token first when none is stored;
 * `optional` sends the stored token if there is one (calls that work before any token, like the tenant settings);
 * `none` sends no token (the token endpoint itself).
 */
export type AuthMode = 'required' | 'optional' | 'none';

/** Versions of the versioned `Accept` header (spec §7), see the contract's `AcceptV03` and `AcceptV04`. */
export const VERSIONED_ACCEPT = {
  'v0.3': 'application/vnd.api.v0.3+json',
  'v0.4': 'application/vnd.api.v0.4+json',
} as const satisfies Record<string, components['parameters']['AcceptV03'] | components['parameters']['AcceptV04']>;

/** A version of the versioned `Accept` header. */
export type ApiVersion = keyof typeof VERSIONED_ACCEPT;

type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

/** One call of the contract, as the operation functions describe it. */
export interface ApiRequest<T> {
  method: HttpMethod;
  /** Path relative to the API base, with ids already substituted (`/user/rentals/12`). */
  path: string;
  /** Query parameters; arrays are sent comma-separated (the contract's `style: form, explode: false`). */
  query?: Record<string, QueryValue>;
  /** JSON body. */
  json?: unknown;
  /** Versioned `Accept` header, where spec §7 needs one. */
  accept?: ApiVersion;
  /** @default 'required' */
  auth?: AuthMode;
  /** Validator of the success body; absent for calls whose success has no body the product reads. */
  schema?: v.GenericSchema<unknown, T>;
  signal?: AbortSignal;
  /**
   * The start-up call made before the first page is interactive (`GET /tenant`): its answer may already be there,
   * asked for by the page's first script (issue 18, `ApiClientEnvironment.earlyAnswer`).
   * @default false
   */
  beforeInteractive?: boolean;
}

/** Per-call options. */
export interface CallOptions {
  /** Cancels the call (React Query passes its signal). */
  signal?: AbortSignal;
}

/** Status and text of an answer, whichever transport (fetch or XHR) brought it. */
export interface RawAnswer {
  status: number;
  text: string;
}

/** Something that can drop every cached query (a TanStack `QueryClient`). */
export interface ClearableCache {
  clear(): void;
}

/** The part of XMLHttpRequest an upload uses (fetch reports no upload progress). */
export interface UploadRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  addEventListener(type: 'load' | 'error' | 'abort', listener: () => void): void;
  readonly upload: { addEventListener(type: 'progress', listener: (event: ProgressEvent) => void): void };
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
}

/** Replaceable pieces of the environment, for tests and for browsers without them. */
export interface ApiClientEnvironment {
  /** @default globalThis.localStorage */
  storage?: Storage;
  /** @default globalThis.navigator.locks when present, else a localStorage lease */
  locks?: LockManagerLike | null;
  /** Creates the XMLHttpRequest used by uploads. @default () => new XMLHttpRequest() */
  createXhr?: () => UploadRequest;
  /** The query cache cleared when the session ends; can also be attached later with `attachQueryCache`. */
  queryCache?: ClearableCache;
  /**
   * The answer to a start-up call (`beforeInteractive`) sent before this client existed, exactly as it would send it
   * (the app's first script asks for `GET /tenant` while the entry script downloads, issue 18): given the call's
   * address and headers, a promise of that answer, which resolves to nothing when no such call was sent. The client
   * then sends its own. A rejected answer fails the call as its own transport failure would.
   */
  earlyAnswer?: (url: string, headers: Record<string, string>) => Promise<RawAnswer | undefined> | undefined;
}

type TokenResponse = components['schemas']['TokenResponse'];
type TokenRequest = components['schemas']['TokenRequest'];
/** A grant of the token endpoint without the client credentials, which `requestGrant` adds. */
type TokenGrant = TokenRequest extends infer Grant ? (Grant extends unknown ? Omit<Grant, 'client_id' | 'client_secret'> : never) : never;

const JSON_TYPE = 'application/json';
const SESSION_LOCK = 'frontoffice-session-refresh';

/**
 * The single way the product talks to the operator API: the browser's `fetch` (issue 32: ky, 8.8 kB gzip that every
 * page with a call downloaded, did nothing here that `fetch` and `AbortSignal.timeout` do not) plus the session
 * (tokens, refresh, sign-out). Features never call fetch themselves; they call the operation functions with this
 * client.
 */
export class ApiClient {
  /** The configuration it was created with. */
  readonly config: ApiClientConfig;
  private readonly storage: Storage;
  private readonly locks: LockManagerLike | undefined;
  private readonly xhrFactory: () => UploadRequest;
  private queryCache: ClearableCache | undefined;
  private readonly earlyAnswer: ApiClientEnvironment['earlyAnswer'];
  private refreshing: Promise<string> | null = null;
  private guestTokenRequest: Promise<string> | null = null;
  private readonly stopListening: () => void;
  private readonly sessionListeners = new Set<() => void>();
  private sessionKind: TokenType;

  constructor(config: ApiClientConfig, environment: ApiClientEnvironment = {}) {
    this.config = config;
    this.storage = environment.storage ?? globalThis.localStorage;
    const browserLocks = typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
    this.locks = environment.locks === null ? undefined : (environment.locks ?? browserLocks);
    this.xhrFactory = environment.createXhr ?? (() => new XMLHttpRequest());
    this.queryCache = environment.queryCache;
    this.earlyAnswer = environment.earlyAnswer;
    this.sessionKind = this.readSessionKind();
    this.stopListening = this.followOtherTabs();
  }

  private readSessionKind(): TokenType {
    return this.getTokens()?.tokenType === 'member' ? 'member' : 'guest';
  }

  /**
   * Guest or member (spec §4): no stored token counts as a guest, a logged-out visitor. The same value until the
   * session changes, so React can read it through `useSyncExternalStore` (see `useSessionKind`).
   */
  readonly getSessionKind = (): TokenType => this.sessionKind;

  /**
   * Calls `listener` whenever the session kind changes: a sign-in, a sign-out, a refused refresh, or a sign-in or
   * sign-out in another tab.
   * @returns a function that stops the calls
   */
  readonly subscribeSession = (listener: () => void): (() => void) => {
    this.sessionListeners.add(listener);
    return () => this.sessionListeners.delete(listener);
  };

  /** Tells the subscribers when the stored session's kind changed. */
  private sessionChanged(): void {
    const next = this.readSessionKind();
    if (next === this.sessionKind) return;
    this.sessionKind = next;
    for (const listener of this.sessionListeners) listener();
  }

  /** Stops following the other tabs' sessions (tests, hot reload). */
  dispose(): void {
    this.stopListening();
  }

  /**
   * A member session that ends in another tab (log-out or a refused refresh) ends here too: the `storage` event
   * fires only in the other tabs of the origin, so this never reacts to its own changes.
   */
  private followOtherTabs(): () => void {
    if (typeof window === 'undefined') return () => undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== this.storage || event.key !== TOKEN_STORAGE_KEYS.tokenType) return;
      if (event.oldValue === 'member' && event.newValue !== 'member') {
        this.queryCache?.clear();
        this.sessionChanged();
        this.config.onSignedOut?.();
        return;
      }
      this.sessionChanged();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }

  /**
   * Sets the query cache that is cleared when the session ends (spec §4: sign-out clears cached data).
   * @param cache the app's QueryClient
   */
  attachQueryCache(cache: ClearableCache): void {
    this.queryCache = cache;
  }

  /** The stored session, if any. */
  getTokens(): StoredTokens | null {
    return readTokens(this.storage);
  }

  /** Absolute or page-relative URL of a contract path. */
  url(path: string): string {
    return `${this.config.apiBaseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  }

  /**
   * Sends one call and returns its validated body. A 401 with a token renews the session once and replays the call
   * once; a 401 that cannot be renewed ends a member session (spec §4, §8).
   * @throws {ApiError} for every failure; an abort through `request.signal` is rethrown as is
   */
  async request<T = void>(request: ApiRequest<T>): Promise<T> {
    return this.withSession(request.auth ?? 'required', (token) => this.send(request, token), request);
  }

  /**
   * Runs one transport attempt with the session's token, renewing it once on a 401, then reads the answer.
   * Shared by fetch calls and XHR uploads.
   */
  async withSession<T>(
    auth: AuthMode,
    attempt: (token: string | null) => Promise<RawAnswer>,
    request: Pick<ApiRequest<T>, 'method' | 'path' | 'schema'>,
  ): Promise<T> {
    const token = auth === 'none' ? null : auth === 'optional' ? (this.getTokens()?.accessToken ?? null) : await this.ensureAccessToken();
    let answer = await attempt(token);
    if (answer.status === 401 && token !== null) {
      const renewed = await this.renewAfter401(token, request.method);
      answer = await attempt(renewed);
      // Replayed once only: a second 401 ends the session instead of looping.
      if (answer.status === 401) this.endSession(renewed);
    }
    return readAnswer(request, answer, this.config.report);
  }

  /** The stored access token, or a new guest token (client credentials, spec §4) when none is stored. */
  async ensureAccessToken(): Promise<string> {
    const stored = this.getTokens();
    if (stored) return stored.accessToken;
    return this.obtainGuestToken();
  }

  /**
   * Asks for a guest token and stores it; concurrent callers share one request.
   */
  obtainGuestToken(): Promise<string> {
    this.guestTokenRequest ??= this.requestGrant({ grant_type: 'client_credentials' })
      .then((answer) => {
        // A sign-in that landed meanwhile is kept: a late guest token must not sign the driver out.
        const current = this.getTokens();
        if (current?.tokenType === 'member') {
          this.sessionChanged();
          return current.accessToken;
        }
        // A guest session is renewed by new client credentials, never by a refresh token.
        writeTokens(this.storage, { accessToken: answer.access_token, refreshToken: null, tokenType: 'guest' });
        this.sessionChanged();
        return answer.access_token;
      })
      .finally(() => {
        this.guestTokenRequest = null;
      });
    return this.guestTokenRequest;
  }

  /**
   * `POST /oauth2/token` (spec §7) with one of its grants.
   * @param body the grant
   */
  requestToken(body: TokenRequest): Promise<TokenResponse> {
    return this.request({ method: 'POST', path: '/oauth2/token', json: body, auth: 'none', schema: vCreateTokenResponse });
  }

  /**
   * `POST /oauth2/token` with a grant and this front office's client credentials, which every grant carries (spec §7).
   * @param grant the grant and its own fields
   */
  requestGrant(grant: TokenGrant): Promise<TokenResponse> {
    return this.requestToken({ ...grant, client_id: this.config.oauth.clientId, client_secret: this.config.oauth.clientSecret });
  }

  /**
   * Stores a new session (after a log-in or a refresh).
   * @param tokens what the token endpoint answered
   * @param tokenType guest or member
   */
  storeSession(tokens: TokenResponse, tokenType: StoredTokens['tokenType']): void {
    writeTokens(this.storage, { accessToken: tokens.access_token, refreshToken: tokens.refresh_token ?? null, tokenType });
    this.sessionChanged();
  }

  /** Forgets the session and the cached data, without calling `onSignedOut` (an explicit log-out or refused log-in). */
  clearSession(): void {
    clearTokens(this.storage);
    this.queryCache?.clear();
    this.sessionChanged();
  }

  /**
   * Renews the session after `failedToken` got a 401: one renewal at a time in this tab (every concurrent 401 waits
   * for the same promise) and across tabs (a cross-tab lock, then a re-read of the storage in case another tab
   * renewed first).
   */
  private renewAfter401(failedToken: string, method: string): Promise<string> {
    const stored = this.getTokens();
    if (stored && stored.accessToken !== failedToken) return Promise.resolve(stored.accessToken);
    if (!stored) return Promise.reject(unauthorized(method));
    this.refreshing ??= withCrossTabLock(SESSION_LOCK, (waited) => this.renew(failedToken, method, waited), this.locks, this.storage).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async renew(failedToken: string, method: string, waited: boolean): Promise<string> {
    // Another tab may have renewed (it held the lock, or announced its renewal): its tokens reach this tab's copy of
    // the storage a moment after, and a refresh sent meanwhile would spend a refresh token that the server has
    // already rotated. Loaded only for a member's refused token (the /login budget).
    const stale = this.getTokens();
    const tabs = stale?.accessToken === failedToken && stale.tokenType === 'member' && (waited || this.locks) ? await import('./otherTabRenewal.ts') : undefined;
    await tabs?.otherTabRenewal(this.storage, failedToken, this.locks, waited);
    const current = this.getTokens();
    if (!current) throw unauthorized(method);
    if (current.accessToken !== failedToken) return current.accessToken;
    if (current.tokenType === 'guest') {
      clearTokens(this.storage);
      this.sessionChanged();
      return this.obtainGuestToken();
    }
    if (this.config.useRefreshTokens && current.refreshToken) {
      try {
        const answer = await this.requestGrant({ grant_type: 'refresh_token', refresh_token: current.refreshToken });
        this.storeSession(answer, 'member');
        tabs?.announceRenewal(this.locks, failedToken);
        return answer.access_token;
      } catch (error) {
        // Only a refusal ends the session: a network failure or a server error leaves it for the next try.
        if (!(error instanceof ApiError) || !['bad_request', 'unauthorized', 'forbidden'].includes(error.code)) throw error;
        // Refused because another tab renewed with that refresh token meanwhile: its session is this one.
        await tabs?.otherTabRenewal(this.storage, failedToken, this.locks, false);
        const renewed = this.getTokens();
        if (renewed && renewed.accessToken !== failedToken) return renewed.accessToken;
      }
    }
    this.endSession(failedToken);
    throw unauthorized(method);
  }

  /**
   * Ends the member session whose token was refused: clears tokens and cache and calls `onSignedOut`, once. A token
   * that is no longer the stored one means the session already ended or changed, so nothing happens (no loop).
   */
  private endSession(refusedToken: string): void {
    const current = this.getTokens();
    if (!current || current.accessToken !== refusedToken) return;
    this.clearSession();
    if (current.tokenType === 'member') this.config.onSignedOut?.();
  }

  /** Sends one call: its answer whatever the status (every status is read by `readAnswer`, spec §8). */
  private async send<T>(request: ApiRequest<T>, token: string | null): Promise<RawAnswer> {
    const headers: Record<string, string> = {
      'Accept-Language': this.config.getLanguage(),
      Accept: request.accept ? VERSIONED_ACCEPT[request.accept] : JSON_TYPE,
      // spec §7: every call sends a JSON content type, bodiless ones included.
      'Content-Type': JSON_TYPE,
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    const body = request.json === undefined ? undefined : JSON.stringify(request.json);
    const query = toSearchParams(request.query)?.toString();
    const url = query ? `${this.url(request.path)}?${query}` : this.url(request.path);
    try {
      if (request.beforeInteractive) {
        const early = await this.earlyAnswer?.(url, headers);
        if (early) return early;
      }
      // Retries belong to the query layer, which knows that only GETs may be repeated (createQueryClient).
      const timeout = AbortSignal.timeout(this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      const response = await fetch(url, {
        method: request.method,
        headers,
        body,
        signal: request.signal ? AbortSignal.any([request.signal, timeout]) : timeout,
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      throw transportError(error, request.method, request.signal);
    }
  }

  /** Creates the XMLHttpRequest of an upload. */
  createXhr(): UploadRequest {
    return this.xhrFactory();
  }
}

/**
 * Creates the API client from the runtime configuration.
 * @param config what the app read from config.json
 * @param environment replaceable browser pieces (storage, locks, XHR, query cache)
 */
export function createApiClient(config: ApiClientConfig, environment?: ApiClientEnvironment): ApiClient {
  return new ApiClient(config, environment);
}

function toSearchParams(query: ApiRequest<unknown>['query']): URLSearchParams | undefined {
  if (!query) return undefined;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

function unauthorized(method: string): ApiError {
  return new ApiError('unauthorized', { status: 401, method, message: 'The session could not be renewed.' });
}

/**
 * Turns a transport failure into an ApiError: the timeout's abort (`AbortSignal.timeout`) → `timeout`, anything else
 * that prevented an answer → `network`. The caller's own abort is rethrown unchanged so that React Query sees a
 * cancellation.
 */
export function transportError(error: unknown, method: string, signal?: AbortSignal): unknown {
  if (signal?.aborted) return signal.reason ?? error;
  if (error instanceof Error && error.name === 'TimeoutError') return new ApiError('timeout', { method, cause: error, message: 'The API did not answer in time.' });
  if (error instanceof ApiError) return error;
  if (error instanceof Error) {
    return new ApiError('network', { method, cause: error, message: 'The API could not be reached.' });
  }
  return new ApiError('network', { method, cause: error });
}

/**
 * Reads an answer against the contract: a success must have the status the contract gives (200 or 201 with a body,
 * or 200/201/204 for calls without one) and a body that passes the generated validator; otherwise the error is
 * `invalid_response`. Error statuses map as spec §8 says. A body that fails its validator only by an unknown enum
 * value or an unusable defaulted tenant setting is repaired (issue 19, decision D32: `answers/lenientAnswer.ts`,
 * loaded then). What broke is said in the error's message and to `report`, never in its list: the driver sees the
 * internal-error message, not a parser's or validator's English (spec §8).
 * @param report where a repaired or refused answer is reported (the client's `config.report`)
 */
export function readAnswer<T>(request: Pick<ApiRequest<T>, 'method' | 'path' | 'schema'>, answer: RawAnswer, report?: (error: Error) => void): T | Promise<T> {
  const { status, text } = answer;
  const where = `${request.method} ${request.path}`;
  if (status >= 400 && status <= 599) {
    const code = errorCodeForStatus(status);
    return throwError(new ApiError(code, { status, method: request.method, errors: errorItemsFromBody(parseJson(text)), message: `${where}: ${status}` }));
  }
  const invalid = (detail: string) => {
    const error = new ApiError('invalid_response', { status, method: request.method, message: `${where}: ${detail}` });
    report?.(error);
    return error;
  };
  if (!request.schema) {
    if (status === 200 || status === 201 || status === 204) return undefined as T;
    return throwError(invalid(`unexpected status ${status}`));
  }
  if (status !== 200 && status !== 201) return throwError(invalid(`unexpected status ${status}`));
  const body = parseJson(text);
  if (body === NOT_JSON) return throwError(invalid('the body is not JSON'));
  const { schema } = request;
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  return import('./answers/lenientAnswer.ts').then(
    ({ readRepaired }) => readRepaired(schema, body, where, invalid, report),
    // The repair could not be loaded (offline): the answer is refused as it is.
    () => throwError(invalid('not repaired')),
  );
}

const NOT_JSON = Symbol('not JSON');

function parseJson(text: string): unknown {
  if (text.trim() === '') return NOT_JSON;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

function throwError(error: ApiError): never {
  throw error;
}
