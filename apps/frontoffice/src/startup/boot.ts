/**
 * The page's first script (issue 18 item 2: start-up without a waterfall). The build writes it into index.html
 * (firstFiles.ts: inline, run as the document is parsed, admitted by the policy by its hash), beside the entry
 * script (130 kB), which a phone on slow 4G takes over a second to download. Without it,
 * config.json's use, the tenant's settings (`GET /tenant`) and the first page's files (the search page's chunks,
 * every page's messages) waited for the entry to arrive and run: a second wave after the first. This script, under
 * a kilobyte, starts them while the entry downloads:
 * - config.json (which index.html preloads), then `GET /tenant` exactly as the API client would send it before the
 *   first page; the entry takes both (earlyStart.ts), and sends its own call if it would not send that one;
 * - the first page's files, listed in index.html by the build (firstFiles.ts: a `<meta>` of hashed file names). On
 *   a first visit to a page whose cookie-consent dialog comes first, the tenant's answer says whether it opens, and
 *   so whether its files come next; the page's own files wait for what comes first to be on screen (the dialog, or
 *   the page's title), and only a returning visitor's, usually in the browser's cache, are asked for at once.
 * It runs nothing of the app, which starts as before from the entry script. It imports nothing at run time, so that
 * the bundler keeps it out of the entry's chunk and the entry's chunk out of it; the few names it repeats (the
 * storage keys of the language and the token, spec §9; the client's headers) are checked by boot.test.ts.
 */
import type { EarlyCall } from './earlyStart.ts';

/** A first page's files in one language, relative to the assets folder. */
export interface FirstPageFiles {
  /** Asked for at once: the page's frame (the app frame on an app page), the app's messages and the page's. */
  now: string[];
  /** The page's own files: asked for at once by a returning visitor only (see `firstFilesOf`). */
  page: string[];
  /** The cookie-consent dialog's files and messages, those not asked for at once. */
  consent: string[];
}

/**
 * What index.html lists for this script (firstFiles.ts writes it): by page, under the base path (`/search`), whose
 * first paint needs files beyond the entry, those files by language, and whether a first visit's cookie-consent dialog
 * comes first there (`staticData.consentFirst`: the page's own files wait for it, shell/dialogs/consentFirst.ts).
 */
export type FirstFiles = Record<string, { consentFirst?: true; landing?: true; fr: FirstPageFiles; en: FirstPageFiles }>;

/** The `<meta name>` that holds the list, as JSON. */
export const FIRST_FILES_META = 'frontoffice:first-files';

/** What decides the files: the page, the language start-up begins with (main.tsx) and a stored consent answer. */
export interface Visit {
  /** The path under the base path, without a trailing slash (`/search`). */
  path: string;
  /** The stored `lng` (spec §9), if any. */
  storedLanguage: string | null;
  /** The document's cookies (spec §9 `cookie_consent`). */
  cookies: string;
}

/**
 * The files a visit's first page needs, in the language start-up begins with (the stored `lng`, else French: main.tsx's
 * first guess); undefined on a page that needs none beyond the entry. Where a first visit's cookie-consent dialog comes
 * first and is not answered yet, `now` is the frame's and the messages, and the tenant's settings say whether the
 * dialog's (`consent`) come next; the page asks for its own once that first paint is on screen. Otherwise (a returning
 * visitor, whose files are usually cached) `now` has the page's files too.
 */
export function firstFilesOf(list: FirstFiles, visit: Visit): FirstPageFiles | undefined {
  const page = list[visit.path];
  if (!page) return undefined;
  const files = page[visit.storedLanguage === 'en' ? 'en' : 'fr'];
  if (page.consentFirst && !/(^|;\s*)cookie_consent=/.test(visit.cookies)) return files;
  return { now: [...files.now, ...files.page], page: [], consent: [] };
}

/** Whether the visit's page is drawn in the sign-in frame, whose landing panel shows the tenant's login background. */
export function showsLanding(list: FirstFiles, visit: Pick<Visit, 'path'>): boolean {
  return list[visit.path]?.landing === true;
}

/** What the first script reads of the tenant's settings, as `GET /tenant` answers them (spec §3). */
interface EarlySettings {
  use_cookie_consent?: unknown;
  logo_url?: unknown;
  login_background_url?: unknown;
}

/** The images asked for early, kept until they have loaded (an image element nobody holds may be collected first). */
const earlyImages: HTMLImageElement[] = [];

/**
 * The tenant's images that the first paint shows, asked for as soon as their addresses are known rather than once the
 * page that shows them has rendered, a round trip later: the logo at the top of every page and, on the sign-in pages,
 * the landing panel's background (its address encoded as AuthLayout writes it). Each is loaded as an image, which the
 * `<img>` and the CSS background then take from the browser's memory cache: an image the page does not show yet
 * loads at a low priority, after what the first paint needs (a `<link rel=preload as=image>` did not: under
 * Lighthouse's simulated slow 4G, /login's largest paint came 70 ms later, issue 18). (The favicon waits for the
 * page's first paint, main.tsx.)
 */
export function preloadTenantImages(settings: EarlySettings, landing: boolean): void {
  const load = (src: string) => {
    const image = new Image();
    image.src = src;
    earlyImages.push(image);
  };
  if (typeof settings.logo_url === 'string') load(settings.logo_url);
  if (landing && typeof settings.login_background_url === 'string') load(encodeURI(settings.login_background_url));
}

/**
 * `GET /tenant` as the API client sends it before the first page (ApiClient.send with `beforeInteractive`, auth
 * `optional`: the stored token if any, and its timeout), to the API config.json names. A config.json that start-up
 * refuses (runtimeConfig.ts) shows its error page, which takes nothing from here; a call that throws is not made.
 * @param settings config.json, parsed
 * @param language the language start-up begins with (`Accept-Language`)
 * @param token the stored access token (spec §9 `access_token`), if any
 */
export function tenantCall(
  fetchImpl: typeof fetch,
  settings: { apiBaseUrl?: string; requestTimeoutMs?: number },
  language: string,
  token: string | null,
): EarlyCall {
  const url = `${(settings.apiBaseUrl ?? '/api').replace(/\/+$/, '')}/tenant`;
  const headers: Record<string, string> = { 'Accept-Language': language, Accept: 'application/json', 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  // The client's timeout (runtimeConfig.ts requestTimeoutMs, api-client DEFAULT_TIMEOUT_MS).
  const answer = fetchImpl(url, { headers, signal: AbortSignal.timeout(settings.requestTimeoutMs ?? 15_000) }).then(async (response) => ({
    status: response.status,
    text: await response.text(),
  }));
  // Settled here: the entry may not take it (another language by then), and then nobody awaits it.
  answer.catch(() => undefined);
  return { url, headers, answer };
}

/**
 * Asks for the files as the app's own imports would: `modulepreload` for scripts, a CORS style preload for styles (the
 * app's loader adds their `<link rel=stylesheet crossorigin>` later, and skips scripts that a link already names), so
 * that each file is downloaded once.
 */
export function preloadFirstFiles(document: Document, base: string, files: string[]): void {
  for (const file of files) {
    const link = document.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    link.crossOrigin = '';
    link.href = `${base}assets/${file}`;
    document.head.append(link);
  }
}

/** Reads a stored value; storage may be unavailable (private modes, blocked cookies). */
function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The browser's first date format, done while the entry script downloads. Its first `Intl.DateTimeFormat` loads the
 * date and time zone data: 90 to 170 ms on a 4x slower processor, the next ones under 10 ms (issue 18). Start-up's
 * first is the tenant's time zone check (api-client getTenant, decision D32), between GET /tenant's answer and the
 * first paint; done here, the phone does it while it waits for the network instead.
 */
function warmDateFormats(): void {
  new Intl.DateTimeFormat().resolvedOptions();
}

function boot() {
  const base = import.meta.env.BASE_URL;
  const storedLanguage = stored('lng');
  const content = document.querySelector(`meta[name="${FIRST_FILES_META}"]`)?.getAttribute('content');
  const visit = { path: window.location.pathname.slice(base.length - 1).replace(/\/$/, ''), storedLanguage, cookies: document.cookie };
  const list = content ? (JSON.parse(content) as FirstFiles) : {};
  const files = firstFilesOf(list, visit);
  const preload = (names: string[] = []) => preloadFirstFiles(document, base, names);
  // A static tenant preview answers the API from a service worker that is not there yet (main.tsx): nothing early.
  if (__FRONTOFFICE_PREVIEW__) {
    preload(files && [...files.now, ...files.consent]);
    return;
  }
  // loadRuntimeConfig's request, which index.html has preloaded.
  const config = fetch(`${base}config.json`, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  const tenant = config
    .then(async (response) => (response.ok ? tenantCall(fetch, (await response.clone().json()) ?? {}, storedLanguage === 'en' ? 'en' : 'fr', stored('access_token')) : undefined))
    .catch(() => undefined);
  globalThis.__frontofficeEarlyStart = { config, tenant };
  // Once GET /tenant is on its way (or cannot be), in a task of its own, so that it never holds that call back.
  void tenant.then(() => setTimeout(warmDateFormats, 0));
  const settings = tenant
    .then((call) => call?.answer)
    .then((answer) => (JSON.parse(answer!.text) as { tenant: EarlySettings }).tenant);
  void settings.then((values) => preloadTenantImages(values, showsLanding(list, visit))).catch(() => undefined);
  if (!files) return;
  preload(files.now);
  void settings
    .then(({ use_cookie_consent: dialog }) => dialog === true)
    // No answer that says: the dialog's files, as before the tenant was asked for early.
    .catch(() => true)
    // Without a dialog, the page's own files wait for its title to be on screen (routes/-components/SearchGate.tsx):
    // asked for now, they would share a phone's bandwidth with the entry script and the frame.
    .then((dialog) => dialog && preload(files.consent));
}

// Only an early start: whatever fails here, the app asks for the same things itself.
try {
  boot();
} catch {
  // ignored: see above
}
