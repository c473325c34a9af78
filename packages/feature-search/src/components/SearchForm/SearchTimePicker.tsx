import { timeSlots } from '@frontoffice/domain';
import { DateTimePicker, type DaySlot } from '@frontoffice/ui/DateTimePicker';
import type { CalendarDate } from '@internationalized/date';
import { DateTime } from 'luxon';
import { useCallback } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { fromCalendarDateTime, toCalendarDateTime } from '../../search/dates.ts';

const m = {
  repeated: { id: 'search.SearchTimePicker.repeatedSlot', defaultMessage: '{time} (UTC{offset})' },
} satisfies Record<string, MessageDescriptor>;

/** Far enough to hold every slot the picker could offer when a bound is missing. */
const EARLIEST = DateTime.fromMillis(-8.64e15);
const LATEST = DateTime.fromMillis(8.64e15);

/** Props of {@link SearchTimePicker}. */
export interface SearchTimePickerProps {
  /** The field's label (departure or return). */
  label: string;
  /** The label of the date part. */
  dateLabel: string;
  /** The label of the time part. */
  timeLabel: string;
  /** The chosen instant, or none yet. */
  value: DateTime | null;
  /** The earliest instant allowed (spec §5), if any. */
  min: DateTime | null;
  /** The latest instant allowed (spec §5), if any. */
  max: DateTime | null;
  /** The tenant's time zone, in which the driver reads and picks the wall-clock time (spec §5). */
  zone: string;
  /** Called with the instant picked. */
  onChange: (value: DateTime) => void;
  /** Extra class for layout. */
  className?: string;
}

/**
 * A departure or return picker speaking luxon in the tenant's zone. Its own module, loaded after the form: the date
 * and time pickers (react-aria's calendar, date fields and their dictionaries, @internationalized/date) are the
 * heaviest part of the search view, and keeping them out of the route's chunk keeps each chunk within its budget.
 */
export function SearchTimePicker({ label, dateLabel, timeLabel, value, min, max, zone, onChange, className }: SearchTimePickerProps) {
  const intl = useIntl();
  // The day's slots are the domain's (spec §5, §9): in the tenant's zone, a time skipped by a spring-forward night is
  // not offered, and the hour a fall-back night repeats is offered once, with its offset (issue 17). The same function
  // as long as the bounds are the same instants, so that the picker keeps the days it has built (issue 18).
  const minMillis = min?.toMillis();
  const maxMillis = max?.toMillis();
  const slotsOf = useCallback(
    (day: CalendarDate): DaySlot[] =>
      timeSlots(DateTime.fromObject({ year: day.year, month: day.month, day: day.day }, { zone }), {
        min: minMillis === undefined ? EARLIEST : DateTime.fromMillis(minMillis, { zone }),
        max: maxMillis === undefined ? LATEST : DateTime.fromMillis(maxMillis, { zone }),
      }).map((slot) => ({
        key: slot.label,
        label: slot.repeated ? intl.formatMessage(m.repeated, { time: slot.label, offset: slot.offset }) : undefined,
        isUnavailable: slot.disabled,
      })),
    [zone, minMillis, maxMillis, intl],
  );
  return (
    <DateTimePicker
      className={className}
      label={label}
      dateLabel={dateLabel}
      timeLabel={timeLabel}
      value={value ? toCalendarDateTime(value, zone) : null}
      minValue={min ? toCalendarDateTime(min, zone) : null}
      maxValue={max ? toCalendarDateTime(max, zone) : null}
      slotsOf={slotsOf}
      isRequired
      onChange={(picked) => onChange(fromCalendarDateTime(picked, zone))}
    />
  );
}
