import { DateTimePicker } from '@frontoffice/ui/DateTimePicker';
import type { DateTime } from 'luxon';
import { fromCalendarDateTime, toCalendarDateTime } from '../../search/dates.ts';

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
  return (
    <DateTimePicker
      className={className}
      label={label}
      dateLabel={dateLabel}
      timeLabel={timeLabel}
      value={value ? toCalendarDateTime(value, zone) : null}
      minValue={min ? toCalendarDateTime(min, zone) : null}
      maxValue={max ? toCalendarDateTime(max, zone) : null}
      isRequired
      onChange={(picked) => onChange(fromCalendarDateTime(picked, zone))}
    />
  );
}
