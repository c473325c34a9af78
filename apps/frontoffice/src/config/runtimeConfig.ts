import * as v from 'valibot';

// Validated with valibot rather than zod: the API client already ships valibot to validate every answer (issue 3),
// and the /login budget (160 kB gzip, issue 2) cannot hold a second validation library (zod/mini adds ~7 kB).

const nonEmpty = v.pipe(v.string(), v.minLength(1));
const url = v.pipe(v.string(), v.url());

/**
 * The runtime configuration read from `config.json`, served beside `index.html`, so that one static build serves
 * any operator (issue 2).
 */
export const runtimeConfigSchema = v.object({
  /** Base URL of the operator API (spec §7, §9). @default '/api' */
  apiBaseUrl: v.optional(nonEmpty, '/api'),
  /** OAuth client of the front office (spec §7 POST /oauth2/token). */
  oauth: v.object({ clientId: nonEmpty, clientSecret: v.string() }),
  /** Whether refresh tokens are used (spec §7: "unless disabled by configuration"). @default true */
  useRefreshTokens: v.optional(v.boolean(), true),
  /** Absolute URLs the product may redirect to after signup (`redirect_uri`, spec §2). @default [] */
  allowedRedirectUris: v.optional(v.array(url), []),
  /** Where render errors are reported (spec §8). @default { type: 'console' } */
  errorReporter: v.optional(
    v.variant('type', [v.object({ type: v.literal('console') }), v.object({ type: v.literal('beacon'), url })]),
    { type: 'console' },
  ),
  /**
   * Where address suggestions come from (issue 8): `api` is the operator API's `GET /geocode` (the demo API answers
   * from its fixtures); `photon` and `nominatim` name an open geocoder's base URL, the only case in which what the
   * driver types leaves for a third party. @default { type: 'api' }
   */
  geocoder: v.optional(
    v.variant('type', [
      v.object({ type: v.literal('api') }),
      v.object({ type: v.literal('photon'), url }),
      v.object({ type: v.literal('nominatim'), url }),
    ]),
    { type: 'api' },
  ),
  /**
   * How long a call may wait for its answer, in milliseconds, before the driver is told it timed out (issue 19): an
   * operator whose API is slow may raise it. @default 15000
   */
  requestTimeoutMs: v.optional(v.pipe(v.number(), v.minValue(1000))),
  /** A MapLibre style for the search map (issue 8); absent, the bundled offline style is used. */
  mapStyleUrl: v.optional(url),
  /**
   * The share of page loads whose Core Web Vitals are sent through the `errorReporter` beacon (decision D49, issue
   * 32: from 0, none, to 1, every one), and only once the driver accepted audience measurement. @default 0.1
   */
  vitalsSampleRate: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1)), 0.1),
  /**
   * How single sign-on talks to the provider (decision D48, issue 36): `code` is the authorization code flow with
   * PKCE through the issuer's discovery document; absent or `implicit`, the implicit flow of spec §2.
   */
  singleSignOn: v.optional(v.variant('flow', [v.object({ flow: v.literal('implicit') }), v.object({ flow: v.literal('code'), issuer: url })])),
});

/** A validated runtime configuration. */
export type RuntimeConfig = v.InferOutput<typeof runtimeConfigSchema>;

/** Why the configuration could not be used: the validator's issues of an invalid file (configProblems.ts says them). */
export type ConfigLoadResult =
  | { ok: true; config: RuntimeConfig }
  | { ok: false; reason: 'unreachable' | 'not-json'; issues: [] }
  | { ok: false; reason: 'invalid'; issues: v.BaseIssue<unknown>[] };

/** Validates an already parsed `config.json`. */
export function parseRuntimeConfig(json: unknown): ConfigLoadResult {
  const result = v.safeParse(runtimeConfigSchema, json);
  if (result.success) return { ok: true, config: result.output };
  return { ok: false, reason: 'invalid', issues: result.issues };
}

/**
 * Fetches and validates `config.json` from beside `index.html`.
 * @param baseUrl the application's base path, e.g. `/frontofficev2/`
 */
export async function loadRuntimeConfig(
  baseUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ConfigLoadResult> {
  let response: Response;
  try {
    response = await fetchImpl(`${baseUrl}config.json`, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  } catch {
    return { ok: false, reason: 'unreachable', issues: [] };
  }
  if (!response.ok) return { ok: false, reason: 'unreachable', issues: [] };
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return { ok: false, reason: 'not-json', issues: [] };
  }
  return parseRuntimeConfig(json);
}
