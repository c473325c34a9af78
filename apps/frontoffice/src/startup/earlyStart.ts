/**
 * What the page's first script (boot.ts) starts before the entry script has arrived, and how the entry takes it
 * (issue 18 item 2, spec §1 start-up): config.json and the tenant's settings (`GET /tenant`), asked for as the entry
 * would ask for them. The two scripts share nothing at run time but a global: a module both imported would make the
 * first script wait for the entry's chunk (boot.ts imports only this file's types).
 */

/** One call the first script sent as the API client would send it, and its answer once it comes. */
export interface EarlyCall {
  url: string;
  headers: Record<string, string>;
  /** The status and text of the answer; rejected when none came (network, timeout). */
  answer: Promise<{ status: number; text: string }>;
}

/** What the first script started. */
export interface EarlyStart {
  /** config.json, asked for as `loadRuntimeConfig` asks for it (its body unread). */
  config: Promise<Response>;
  /** `GET /tenant`, once config.json has named the API; undefined when it could not be asked for early. */
  tenant: Promise<EarlyCall | undefined>;
}

declare global {
  /** What the first script started, for the entry: the one thing the two share at run time. */
  var __frontofficeEarlyStart: EarlyStart | undefined;
}

/** Takes what the first script started, once: a start-up that is retried asks again itself. */
export function takeEarlyStart(): EarlyStart | undefined {
  const early = globalThis.__frontofficeEarlyStart;
  globalThis.__frontofficeEarlyStart = undefined;
  return early;
}

/**
 * The API client's `earlyAnswer` (ApiClientEnvironment): the first script's answer to a start-up call when the call
 * the client is about to send is the one it sent (same address, same headers: the language, the token), and only
 * the first time; otherwise nothing, and the client sends its own (a retry, another language, a renewed token).
 */
export function earlyAnswers(early: EarlyStart | undefined) {
  let tenant = early?.tenant;
  return (url: string, headers: Record<string, string>) => {
    const pending = tenant;
    tenant = undefined;
    return pending?.then((call) => (call && call.url === url && sameHeaders(call.headers, headers) ? call.answer : undefined));
  };
}

function sameHeaders(a: Record<string, string>, b: Record<string, string>): boolean {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => a[name] === b[name]);
}
