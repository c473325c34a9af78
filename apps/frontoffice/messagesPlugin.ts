import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:frontoffice-messages/';
const RESOLVED = '\0frontoffice-messages/';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Ids of the app's catalogue that no page needs before its first render: the start-up error pages, the shell's
 * dialogs, the app frame's menu, single sign-on and the pages still to come. They are served as
 * `<language>/shell`, loaded with the lazily loaded parts that show them, which keeps about 1 kB gzip off /login
 * (issue 2). The source stays one catalogue per language, so the catalogue checks see every id.
 */
export const DEFERRED_APP_MESSAGES = new RegExp(
  [
    /^app\.(ConfigErrorPage|StartErrorPage|TermsAcceptance|Welcome|Support|ContentDialog|SingleSignOn|UpcomingPage|Menu|AccountLayout|Update)\./
      .source,
    // The outcomes of the account's pages (cards, bookings, profile, privacy): those pages are drawn inside the app
    // frame, which waits for this part before it renders (AriaLocale), so their messages are here when said.
    /^success\.(add-payment-methods-success|default-payment-method-success|delete-payment-method-success|carpooling-updated-confirmed|geotracking-deleted-confirmed|modification-confirmed|cancellation-confirmed|data-request|profil-changed|file-changed|phone-number-changed)$/
      .source,
    /^errors\.(RENTAL_ALREADY_CANCELLED|cancellation-delay-too-short|modify-delay-too-short|profile-cannot-be-deleted|current-password-invalid)$/.source,
    // The errors of the signup steps (phone, SMS code, documents), the search and the bookings, which the sign-in pages
    // never say (issue 18: /login's budget).
    /^errors\.(INVALID_PHONE|INVALID_SMS_CODE|SMS_CODE_EXPIRED|INVALID_FILE_TYPE|INVALID_FILE_EXTENSION|FILE_TOO_BIG|FILE_EMPTY|RENTAL_DATES_IN_PAST|START_DATE_AFTER_END_DATE|RENTAL_BASE_REQUIRED_PAYMENT_CARD_MISSING|VEHICLE_NOT_AVAILABLE|SEARCH_[A-Z_]+)$/
      .source,
    // The rest of what only the app frame's pages say (the signup's and the profile's e-mail, SMS code, documents and
    // birth date, the search, the cards, the bookings' pages and dialogs): issue 18, the early tenant's bytes on /login.
    /^errors\.(EMAIL_ALREADY_TAKEN|no-vehicle-available|card-add)$/.source,
    /^success\.(code-resend-success|sms-code-sent|file-sent|password-changed)$/.source,
    /^common\.(next|previous|confirm|save|fieldErrors\.date-(invalid|past|future))$/.source,
    // Issue 32 (a first visit of /login, whose cookie-consent dialog's texts are now among the first messages): the
    // start-up error page's title (startup/startFailure.tsx loads the whole catalogue), the app frame's skip link and
    // menu button (AppShell, which waits for this part), the 404's texts (routes/__root.tsx loads the page with this
    // part), the account deletion's outcome (said by its dialog, in the frame, before the logout), the field errors of
    // the signup's and the profile's phone, SMS code, terms and documents, which the sign-in forms never show, and the
    // words of the frame's dialogs, lists and forms and of the notifications' region (shell/toasts.tsx waits for it).
    /^errors\.tenant-load$/.source,
    /^app\.(Shell\.(skipLink|openMenu)|NotFoundPage\.\w+)$/.source,
    /^success\.account-deleted$/.source,
    /^common\.fieldErrors\.(phone-invalid|sms-code-invalid|terms-required|file-type-invalid|file-too-big|file-empty)$/.source,
    /^common\.(close|cancel|retry|loading|notifications)$/.source,
  ].join('|'),
);

/**
 * Ids of the app's catalogue that only a static tenant preview shows (issue 20: the switch panel, decision D38):
 * served as `<language>/preview` and imported by the panel alone, so that the operator build carries none of them.
 */
export const PREVIEW_APP_MESSAGES = /^app\.Preview[A-Z]\w*\./;

/**
 * Parts of a package's catalogue served on their own, for a first page that shows only a few of its messages:
 * `<language>/feature-account/login` holds the login page's messages (the field errors are the app's), so that /login does not
 * download the texts of every account page (about 1 kB gzip, the /login budget).
 */
export const PACKAGE_PARTS: Record<string, RegExp> = {
  'feature-account/login': /^account\.LoginPage\./,
  // Issue 34: the trip-end banner, on every page of a signed-in driver: not the whole bookings catalogue.
  'feature-rentals/trip': /^rentals\.TripEnd\./,
};

/**
 * The catalogue file behind a virtual id: `<language>` is the app's own (shell, errors, success, common);
 * `<language>/<package>` is a workspace package's (`packages/<package>/intl/<language>.json`).
 */
export function catalogueFile(spec: string): string {
  const [language, rawPkg] = spec.split('/');
  const pkg = rawPkg === 'shell' || rawPkg === 'preview' ? undefined : rawPkg;
  if (!language || !/^[a-z]{2}$/.test(language)) throw new Error(`Unknown message catalogue "${spec}"`);
  const file = pkg
    ? join(root, 'packages', pkg, 'intl', `${language}.json`)
    : join(root, 'apps/frontoffice/intl', `${language}.json`);
  if (pkg && (!/^[a-z-]+$/.test(pkg) || !existsSync(file))) throw new Error(`No message catalogue for "${spec}"`);
  return file;
}

/**
 * The catalogue files of the parts a feature draws (`packages/part-*` among the feature's dependencies, such as the
 * card form of part-payments): a feature's messages carry its parts', so a route asks for its feature only, and the
 * entry chunk has no loader of its own for each part (the /login budget).
 */
export function partCatalogueFiles(pkg: string, language: string): string[] {
  const manifest = join(root, 'packages', pkg, 'package.json');
  if (!existsSync(manifest)) return [];
  const { dependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies?: Record<string, string> };
  return Object.keys(dependencies)
    .filter((name) => name.startsWith('@frontoffice/part-'))
    .map((name) => join(root, 'packages', name.slice('@frontoffice/'.length), 'intl', `${language}.json`))
    .filter((file) => existsSync(file));
}

/**
 * Serves `virtual:frontoffice-messages/<language>[/<package>]`: one catalogue precompiled to the ICU AST at build
 * time, so that the message parser stays out of the browser bundle (about 7 kB gzip, shared/toolchain.md), and one
 * chunk per package, so that a page downloads only the messages of the packages it shows.
 */
export function messagesPlugin(): Plugin {
  return {
    name: 'frontoffice:messages',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? RESOLVED + id.slice(VIRTUAL.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const spec = id.slice(RESOLVED.length);
      const file = catalogueFile(spec);
      this.addWatchFile(file);
      const [language, pkg, part] = spec.split('/');
      const parts = pkg && pkg !== 'shell' && pkg !== 'preview' ? partCatalogueFiles(pkg, language ?? '') : [];
      for (const partFile of parts) this.addWatchFile(partFile);
      const messages = Object.assign(
        {},
        ...parts.map((partFile) => JSON.parse(readFileSync(partFile, 'utf8')) as Record<string, string>),
        JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>,
      ) as Record<string, string>;
      const appPart = pkg === 'shell' ? 'deferred' : pkg === 'preview' ? 'preview' : pkg === undefined ? 'first' : null;
      const partFilter = part === undefined ? null : PACKAGE_PARTS[`${pkg}/${part}`];
      if (partFilter === undefined) throw new Error(`No message catalogue part "${spec}"`);
      const compiled = Object.fromEntries(
        Object.entries(messages)
          .filter(([key]) => appPart === null || PREVIEW_APP_MESSAGES.test(key) === (appPart === 'preview'))
          .filter(([key]) => appPart === null || appPart === 'preview' || DEFERRED_APP_MESSAGES.test(key) === (appPart === 'deferred'))
          .filter(([key]) => partFilter === null || partFilter.test(key))
          .map(([key, message]) => {
          try {
            return [key, parse(message)];
          } catch (error) {
            throw new Error(`Message "${key}" (${spec}) is not valid ICU: ${String(error)}`);
          }
        }),
      );
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
