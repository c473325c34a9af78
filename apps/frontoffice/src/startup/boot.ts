/**
 * The page's first script (issue 18 item 2: the route's files from the start, not after the entry script). index.html
 * runs it as a small module of its own, beside the entry script (130 kB), which a phone on slow 4G takes over a second
 * to download. Without it, the first page's files (the search page's chunks, every page's messages) were asked for
 * only once the entry had arrived and run: a second wave after the first. This script, a few hundred bytes, asks for
 * them while the entry downloads. The files to ask for are written into index.html by the build (firstFiles.ts), a
 * `<meta>` this script reads: hashed file names, which change with every build, never in this script, which a host
 * caches for a year. It fetches only; it runs nothing of the app, which starts as before from the entry script, whose
 * own imports then find these files downloaded (or on their way). It imports nothing, so that the bundler keeps it
 * out of the entry's chunk and the entry's chunk out of it.
 */

/** What index.html lists for this script (firstFiles.ts writes it), file names relative to the assets folder. */
export interface FirstFiles {
  /**
   * The pages whose first paint needs files beyond the entry, by path under the base path (`/search`): the files of
   * their frame and their own, their message packages, and whether a first visit's cookie-consent dialog comes first
   * (`staticData.consentFirst`: the page's own files wait for it, shell/dialogs/consentFirst.ts).
   */
  pages: Record<string, { frame: string[]; files: string[]; messages: string[]; consentFirst?: boolean }>;
  /** The message catalogues' files, by language then package (`app` is the app's own catalogue). */
  messages: Record<string, Record<string, string>>;
  /** The cookie-consent dialog's files and message packages. */
  consent: { files: string[]; messages: string[] };
}

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
 * The files a visit's first page needs, relative to the assets folder: its frame's, the app's messages and the
 * page's in the language start-up begins with (the stored `lng`, else French: main.tsx's first guess), and the
 * page's own files; on a page whose consent dialog comes first, until the visitor has answered it, the dialog's files
 * and messages instead of the page's files.
 */
export function firstFilesOf(list: FirstFiles, visit: Visit): string[] {
  const page = list.pages[visit.path];
  if (!page) return [];
  const messages = list.messages[visit.storedLanguage === 'en' ? 'en' : 'fr'] ?? {};
  const consent = page.consentFirst === true && !/(^|;\s*)cookie_consent=/.test(visit.cookies);
  const files = [...page.frame, ...(consent ? list.consent.files : page.files)];
  for (const pkg of ['app', ...page.messages, ...(consent ? list.consent.messages : [])]) if (messages[pkg]) files.push(messages[pkg]);
  return [...new Set(files)];
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

/** Reads the stored language; storage may be unavailable (private modes, blocked cookies). */
function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem('lng');
  } catch {
    return null;
  }
}

function boot() {
  const content = document.querySelector(`meta[name="${FIRST_FILES_META}"]`)?.getAttribute('content');
  if (!content) return;
  const base = import.meta.env.BASE_URL;
  const visit = { path: window.location.pathname.slice(base.length - 1).replace(/\/$/, ''), storedLanguage: storedLanguage(), cookies: document.cookie };
  preloadFirstFiles(document, base, firstFilesOf(JSON.parse(content) as FirstFiles, visit));
}

// Only an early start: whatever fails here, the app asks for the same files itself.
try {
  boot();
} catch {
  // ignored: see above
}
