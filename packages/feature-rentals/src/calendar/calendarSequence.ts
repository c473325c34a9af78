import { type CalendarSequenceState, nextCalendarSequence } from '@frontoffice/domain';
import type { DateTime } from 'luxon';

// Issue 34, decision D45: what this tab last wrote in each booking's `.ics` (its times and SEQUENCE), by booking id.
// Module-level rather than in a component's state, so that the booking's detail opened again (another mount) or
// re-rendered keeps the same SEQUENCE while its times are unchanged, and a change seen later in the tab (an
// extension, the operator's change refetched) writes one higher even within the same second. A new page load starts
// empty: the domain's rule then takes the clock's value, which has risen since.
const written = new Map<string, CalendarSequenceState>();

/**
 * The SEQUENCE to write in a booking's `.ics` now (decision D45: same while its start and end are unchanged, higher
 * once they change), remembered for the next call. Calling it again with the same times changes nothing, so a render
 * may call it (React may render twice).
 * @param rentalId the booking's id
 * @param times the booking's start and end, as the calendar event has them
 * @param now the current time
 */
export function rentalCalendarSequence(rentalId: string | number, times: { start: DateTime; end: DateTime }, now: DateTime): number {
  const key = String(rentalId);
  const next = nextCalendarSequence(written.get(key), times, now);
  written.set(key, next);
  return next.sequence;
}
