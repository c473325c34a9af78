import { defaultReturnTime, defaultSearchStart, type DateTenant, timezoneOf } from '@frontoffice/domain';
import { DateTime } from 'luxon';
import { type SearchCriteria, timeParam } from './searchParams.ts';

/**
 * Dates the form proposed and the driver submitted untouched (decision D39): when a URL carries them again (after the
 * submit, Back or Forward), the form does not hold them as the driver's choice but goes on following the clock.
 */
export interface ProposedDates {
  /** The submitted default start, if the start was the form's default. */
  start?: string;
  /** The submitted default return, if the return was the form's default. */
  end?: string;
}

/**
 * The criteria the form starts from: the URL's, less the dates the form itself proposed (`proposed`). A date missing
 * from the draft is the form's default, which follows the clock until the driver picks one ({@link withDefaultDates}):
 * a default start never goes stale while the form is open (decision D39).
 */
export function initialDraft(criteria: SearchCriteria, proposed: ProposedDates = {}): SearchCriteria {
  const draft = { ...criteria };
  if (proposed.start !== undefined && draft.start === proposed.start) delete draft.start;
  if (proposed.end !== undefined && draft.end === proposed.end) delete draft.end;
  return draft;
}

function readTime(value: string | undefined, zone: string): DateTime | null {
  if (!value) return null;
  const time = DateTime.fromISO(value, { setZone: true });
  return time.isValid ? time.setZone(zone) : null;
}

/**
 * The draft with its dates, as the form shows and submits them at `now`: a date the driver has not chosen is the
 * default of spec §5 at that instant, the start now + `prepare_delay` rounded up to the next quarter (decision D39)
 * and the return the minimum duration after the start (D22).
 */
export function withDefaultDates(draft: SearchCriteria, tenant: DateTenant, now: DateTime): SearchCriteria {
  const zone = timezoneOf(tenant);
  const start = readTime(draft.start, zone) ?? defaultSearchStart(now, tenant);
  const end = readTime(draft.end, zone) ?? defaultReturnTime(start, tenant);
  return { ...draft, start: timeParam(start), end: timeParam(end) };
}
