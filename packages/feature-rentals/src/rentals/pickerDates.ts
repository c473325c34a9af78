// The date pickers speak @internationalized/date's CalendarDateTime (a wall-clock time); the rules speak luxon in the
// tenant's zone (spec §5). These two functions are the only bridge in this package, so the zone is applied in one
// place. (The search has the same two, and a feature does not import another.)
import { CalendarDateTime } from '@internationalized/date';
import { DateTime } from 'luxon';

/** The wall-clock time of an instant in `zone`, for a picker. */
export function toCalendarDateTime(time: DateTime, zone: string): CalendarDateTime {
  const local = time.setZone(zone);
  return new CalendarDateTime(local.year, local.month, local.day, local.hour, local.minute);
}

/** The instant a picker's wall-clock time means in `zone`. */
export function fromCalendarDateTime(value: CalendarDateTime, zone: string): DateTime {
  return DateTime.fromObject(
    { year: value.year, month: value.month, day: value.day, hour: value.hour, minute: value.minute },
    { zone },
  );
}
