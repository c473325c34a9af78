/**
 * "As of" for what a page shows offline (issue 33, decision D42), in spec §9's formats (D25): `time` (`14h05` /
 * `14:05`) on the same day, else `card` (`5 mars 14h05` / `5 March 14:05`), in the tenant's time zone.
 *
 * Written with the browser's `Intl` rather than luxon, as `format.ts` is: ui's `AsOf` is drawn by pages that show no
 * other date (the help pages), and the date library (some 20 kB compressed) came into their first paint for this
 * line, which only an offline page shows (issue 32). format.test.ts checks that both give the same text.
 */
import { type Language, languageOf } from '../locale/language.ts';
import { DEFAULT_TIMEZONE, timezoneOf, type TenantRules } from '../tenant/tenantRules.ts';

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;

/**
 * The instant's calendar day and time in `zone`, the month by its name in `language`. A format made at each call (only
 * an offline page draws this line): a cache of them at the module's top made Rolldown emit its runtime helpers in a
 * chunk of their own, which every page then asked for (apps/frontoffice/budget/operator-build.spec.ts).
 */
function partsOf(instant: number, language: Language, zone: string): Parts {
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(language, { ...options, timeZone: zone });
  } catch {
    // A zone the browser does not know (the tenant's settings are checked at start-up, decision D32).
    format = new Intl.DateTimeFormat(language, { ...options, timeZone: DEFAULT_TIMEZONE });
  }
  return Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value])) as Parts;
}

/**
 * When what a page shows was last updated (`updatedAt`, ms), said as spec §9 does in the tenant's zone: the time alone
 * on the same day as `now` (the caller's clock: the domain reads none) (`14h05` / `14:05`), else the day and the time
 * (`5 mars 14h05` / `5 March 14:05`), with whether it was today, for the sentence around it ("à jour à 14h05" / "à
 * jour le 5 mars à 14h05").
 */
export function formatUpdatedAt(
  updatedAt: number,
  locale: string,
  tenant: Pick<TenantRules, 'timezone'>,
  now: number,
): { today: boolean; text: string } {
  const language = languageOf(locale);
  const zone = timezoneOf(tenant);
  const at = partsOf(updatedAt, language, zone);
  const current = partsOf(now, language, zone);
  const today = at.year === current.year && at.month === current.month && at.day === current.day;
  const time = language === 'fr' ? `${at.hour}h${at.minute}` : `${at.hour}:${at.minute}`;
  return { today, text: today ? time : `${at.day} ${at.month} ${time}` };
}
