import type { Plugin } from 'vite';

/**
 * Issue 32: react-aria's date fields make their calendar with `@internationalized/date`'s `createCalendar`, which
 * imports every calendar system it knows (Buddhist, Coptic, Ethiopic, Hebrew, Indian, Islamic, Japanese, Persian,
 * Taiwanese: about 3.5 kB gzip of every page with a date). The product speaks French and English (spec §9), whose
 * react-aria locales (`fr-FR`, `en-US`, intl/language.ts) use the Gregorian calendar, which is also `createCalendar`'s
 * own answer to a name it does not know. This plugin gives the build a `createCalendar` that answers that one.
 */
export function gregorianCalendarOnly(): Plugin {
  return {
    name: 'frontoffice:gregorian-calendar-only',
    enforce: 'pre',
    load(id) {
      if (!/@internationalized[\\/]date[\\/]dist[\\/]private[\\/]createCalendar\.mjs$/.test(id)) return null;
      return [
        "import { GregorianCalendar } from './calendars/GregorianCalendar.mjs';",
        'export function createCalendar() {',
        '  return new GregorianCalendar();',
        '}',
      ].join('\n');
    },
  };
}
