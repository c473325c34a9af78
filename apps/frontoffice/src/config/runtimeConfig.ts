import * as z from 'zod/mini';

/**
 * The runtime configuration read from `config.json`, served beside `index.html`, so that one static build serves
 * any operator (issue 2). Validated with zod/mini, the light build of zod (see shared/toolchain.md).
 */
export const runtimeConfigSchema = z.object({
  /** Base URL of the operator API (spec §7, §9). @default '/api' */
  apiBaseUrl: z._default(z.string().check(z.minLength(1)), '/api'),
  /** OAuth client of the front office (spec §7 POST /oauth2/token). */
  oauth: z.object({
    clientId: z.string().check(z.minLength(1)),
    clientSecret: z.string(),
  }),
  /** Whether refresh tokens are used (spec §7: "unless disabled by configuration"). @default true */
  useRefreshTokens: z._default(z.boolean(), true),
  /** Absolute URLs the product may redirect to after signup (`redirect_uri`, spec §2). @default [] */
  allowedRedirectUris: z._default(z.array(z.url()), []),
  /** Where render errors are reported (spec §8). @default { type: 'console' } */
  errorReporter: z._default(
    z.discriminatedUnion('type', [
      z.object({ type: z.literal('console') }),
      z.object({ type: z.literal('beacon'), url: z.url() }),
    ]),
    { type: 'console' },
  ),
});

/** A validated runtime configuration. */
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** One problem found in `config.json`, in terms an operator's administrator can act on. */
export interface ConfigProblem {
  /** Dotted path of the offending field, or empty for the whole file. */
  path: string;
  /** What was expected there: a value of a type, a format, a non-empty value, one of the documented values. */
  expected: 'type' | 'format' | 'nonEmpty' | 'choice' | 'value';
  /** The expected type or format (`string`, `url`...), when there is one. */
  detail: string;
}

/** Why the configuration could not be used. */
export type ConfigLoadResult =
  | { ok: true; config: RuntimeConfig }
  | { ok: false; reason: 'unreachable' | 'not-json'; problems: ConfigProblem[] }
  | { ok: false; reason: 'invalid'; problems: ConfigProblem[] };

function describeIssue(issue: z.core.$ZodIssue): ConfigProblem {
  const path = issue.path.map(String).join('.');
  switch (issue.code) {
    case 'invalid_type':
      return { path, expected: 'type', detail: issue.expected };
    case 'invalid_format':
      return { path, expected: 'format', detail: issue.format };
    case 'too_small':
      return { path, expected: 'nonEmpty', detail: '' };
    case 'invalid_union':
    case 'invalid_value':
      return { path, expected: 'choice', detail: '' };
    default:
      return { path, expected: 'value', detail: '' };
  }
}

/** Validates an already parsed `config.json`. */
export function parseRuntimeConfig(json: unknown): ConfigLoadResult {
  const result = runtimeConfigSchema.safeParse(json);
  if (result.success) return { ok: true, config: result.data };
  return { ok: false, reason: 'invalid', problems: result.error.issues.map(describeIssue) };
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
    return { ok: false, reason: 'unreachable', problems: [] };
  }
  if (!response.ok) return { ok: false, reason: 'unreachable', problems: [] };
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return { ok: false, reason: 'not-json', problems: [] };
  }
  return parseRuntimeConfig(json);
}
