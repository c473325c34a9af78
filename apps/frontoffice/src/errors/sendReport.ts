import type { RuntimeConfig } from '../config/runtimeConfig.ts';

/** What a report says of the error and where it happened. */
export interface ReportContext {
  componentStack?: string | null;
  url: string;
}

/** The session's tokens (spec §9: access_token, refresh_token; the single sign-on id token), as the browser keeps them. */
function storedTokens(): string[] {
  const read = (storage: Storage, key: string) => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  return [read(localStorage, 'access_token'), read(localStorage, 'refresh_token'), read(sessionStorage, 'id_token')].filter(
    (token): token is string => token !== null && token.length >= 8,
  );
}

/**
 * The text without a secret (issue 19: no token in a log or an error report): the session's own tokens wherever they
 * appear, and whatever looks like a token (a JWT, a bearer header, a token or password parameter of a URL or a body).
 * @param secrets the values to take out @default the session's stored tokens
 */
export function withoutSecrets(text: string, secrets: readonly string[] = storedTokens()): string {
  let result = text;
  for (const secret of secrets) result = result.split(secret).join('[redacted]');
  return result
    .replace(/\b(access_token|refresh_token|id_token|id_token_hint|reset_password_token|client_secret|password)(["']?\s*[=:]\s*["']?)[^&#\s"',}]+/gi, '$1$2[redacted]')
    .replace(/\bBearer\s+[\w.~+/-]+=*/gi, 'Bearer [redacted]')
    .replace(/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[redacted]');
}

function describe(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { name: 'NonError', message: String(error) };
}

/**
 * Posts a JSON body to a beacon URL: `navigator.sendBeacon`, which outlives the page, or a `keepalive` fetch where the
 * browser refuses the beacon. Shared by the error reports and the Core Web Vitals (decision D49, src/vitals/).
 * @returns false when neither could be started
 */
export function postBeacon(url: string, body: string): boolean {
  try {
    if (!navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) {
      void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => undefined);
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * Sends one report where `config.json` says (spec §8: "reported to an error-reporting service"): a beacon to a URL, or
 * the console. Loaded with the first report only (the /login budget). Every text of it goes through
 * {@link withoutSecrets}; the page's URL comes without its query or fragment (`reportableUrl`).
 */
export function sendReport(config: RuntimeConfig['errorReporter'], error: unknown, context: ReportContext): void {
  const described = describe(error);
  if (config.type === 'beacon') {
    const body = withoutSecrets(JSON.stringify({ ...described, componentStack: context.componentStack ?? null, url: context.url }));
    if (!postBeacon(config.url, body)) console.error('Could not report an error');
    return;
  }
  const text = `${described.name}: ${described.message}${described.stack ? `\n${described.stack}` : ''}`;
  console.error('Unexpected error', context.url, withoutSecrets(text), withoutSecrets(context.componentStack ?? ''));
}
