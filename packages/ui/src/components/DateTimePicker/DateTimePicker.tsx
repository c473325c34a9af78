import { CalendarDate, CalendarDateTime, parseDate, parseDateTime, toCalendarDate } from '@internationalized/date';
import { startTransition, useId, useMemo, useOptimistic, useState, type ReactNode } from 'react';
import { useLocale, type DateValue } from 'react-aria-components';
import { cx } from '../../internal/cx.ts';
import { errorText, label as labelClass, description as descriptionClass } from '../../internal/shared.css.ts';
import { DatePicker } from '../DatePicker/DatePicker.tsx';
import { legend, root, row, subLabel } from './DateTimePicker.css.ts';
import { type TimeOption, TimeSelect } from './TimeSelect.tsx';
import { type DaySlot, slotKey, timeSlots } from './timeSlots.ts';

export type { DaySlot } from './timeSlots.ts';

/** Props of `DateTimePicker`. */
export interface DateTimePickerProps {
  /** The label of the whole field (e.g. "Departure"). */
  label: ReactNode;
  /** The label of the date part (e.g. "Date"). */
  dateLabel: string;
  /** The label of the time part (e.g. "Time"). */
  timeLabel: string;
  /** The chosen moment (controlled). */
  value?: CalendarDateTime | null;
  /** The initial moment (uncontrolled). */
  defaultValue?: CalendarDateTime | null;
  /** Called when both a date and an available time are chosen. */
  onChange?: (value: CalendarDateTime) => void;
  /** The earliest moment: earlier days are disabled and, on its day, earlier slots (spec §5). */
  minValue?: CalendarDateTime | null;
  /** The latest moment. */
  maxValue?: CalendarDateTime | null;
  /**
   * Minutes between time slots (spec §9).
   * @default 15
   */
  stepMinutes?: number;
  /** Further blocked slots (shown struck out and not selectable). */
  isSlotUnavailable?: (slot: CalendarDateTime) => boolean;
  /**
   * The slots of a day, when the caller knows the day's clock better than a plain 00:00 to 23:45 in `stepMinutes`
   * (a time zone's daylight-saving nights skip or repeat times). Replaces the slots built from `stepMinutes`,
   * `minValue`, `maxValue` and `isSlotUnavailable`; the calendar still uses `minValue` and `maxValue` for its days.
   */
  slotsOf?: (day: CalendarDate) => readonly DaySlot[];
  /** Placeholder of the time list before a choice. */
  timePlaceholder?: string;
  /** Help text under the control. */
  description?: ReactNode;
  /** Shown when `isInvalid`. */
  errorMessage?: ReactNode;
  /** Shows the field as invalid (with `errorMessage`). */
  isInvalid?: boolean;
  /** Disables the control. */
  isDisabled?: boolean;
  /** Marks the field as required. */
  isRequired?: boolean;
  /** Extra class for layout (margins, grid placement). */
  className?: string;
}

/**
 * A date and a time of day in 15-minute slots: react-aria's `DatePicker` for the day (bounded by min/max) and the
 * browser's own select of the day's slots (`TimeSelect`), with the slots outside the bounds or blocked disabled
 * (react-aria's `TimeField` has no step, and a list of slots is easier on a phone than typing minutes).
 */
export function DateTimePicker({
  label,
  dateLabel,
  timeLabel,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  stepMinutes = 15,
  isSlotUnavailable,
  slotsOf,
  timePlaceholder,
  description,
  errorMessage,
  isInvalid,
  isDisabled,
  isRequired,
  className,
}: DateTimePickerProps) {
  const { locale } = useLocale();
  const controlled = value !== undefined;
  const initial = controlled ? value : (defaultValue ?? null);
  const [date, setDate] = useState<CalendarDate | null>(initial ? toCalendarDate(initial) : null);
  const [time, setTime] = useState<string | null>(initial ? slotKey(initial.hour, initial.minute) : null);
  // A day typed or picked that has no open slot (a day of the past while the driver types "04" before the month, spec
  // §5) is not passed on, and stays shown until the next choice: the caller's value would otherwise put the old day
  // back under the driver's fingers, and the next digits would land on it (issue 32, found by the e2e search booking).
  const valueKey = value?.toString() ?? '';
  const [unsent, setUnsent] = useState<{ date: CalendarDate; over: string } | null>(null);
  const keptDate = unsent && unsent.over === valueKey ? unsent.date : null;
  // issue 32: a choice is passed on by a transition (see `emit`), so that the caller's render that follows (on the
  // search page: the form and the page around it, half of the tap's time on a phone) is done in short tasks after the
  // tap has been answered. Meanwhile the picker shows the choice; once the transition is done, the caller's value
  // again: the choice if the caller took it, the old value if it did not.
  const [choice, showChoice] = useOptimistic<CalendarDateTime | null>(null);
  const shownValue = choice ?? value;
  const shownDate = keptDate ?? (controlled || choice ? (shownValue ? toCalendarDate(shownValue) : date) : date);
  const shownTime = controlled || choice ? (shownValue ? slotKey(shownValue.hour, shownValue.minute) : time) : time;

  // The slots of each day asked for, kept as long as what decides them is the same (the bounds compared by value):
  // the picker renders again at each change of the form and each answer, and its calendar asks for every day it
  // shows. Issue 18: rebuilt on each render, they were a large part of the search page's start-up work on a phone,
  // and a new list of items each time made the time list rebuild its collection.
  const minKey = minValue?.toString();
  const maxKey = maxValue?.toString();
  const daySlots = useMemo(() => {
    const options = { stepMinutes, minValue: minKey ? parseDateTime(minKey) : null, maxValue: maxKey ? parseDateTime(maxKey) : null, isSlotUnavailable };
    const days = new Map<string, readonly DaySlot[]>();
    return (day: CalendarDate): readonly DaySlot[] => {
      const key = day.toString();
      let slots = days.get(key);
      if (!slots) {
        slots = slotsOf?.(day) ?? timeSlots(day, options);
        days.set(key, slots);
      }
      return slots;
    };
  }, [slotsOf, stepMinutes, minKey, maxKey, isSlotUnavailable]);
  const shownDay = shownDate?.toString();
  // decision D25: times read HH:mm in English too, as in the summaries, never with AM/PM.
  const timeFormat = useMemo(
    () => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }),
    [locale],
  );
  const slots = useMemo(() => (shownDay ? daySlots(parseDate(shownDay)) : []), [daySlots, shownDay]);
  const options = useMemo(
    () =>
      slots.map((slot): TimeOption => {
        const [hour, minute] = slot.key.split(':').map(Number) as [number, number];
        return { key: slot.key, label: slot.label ?? timeFormat.format(Date.UTC(2000, 0, 1, hour, minute)), isUnavailable: slot.isUnavailable };
      }),
    [slots, timeFormat],
  );
  const errorId = useId();
  const descriptionId = useId();

  const emit = (nextDate: CalendarDate | null, nextTime: string | null) => {
    if (!nextDate || !nextTime) return;
    const [hour, minute] = nextTime.split(':').map(Number) as [number, number];
    const chosen = new CalendarDateTime(nextDate.year, nextDate.month, nextDate.day, hour, minute);
    // A transition: the caller's state updates are drawn after the tap's own (the list closed, the choice shown).
    startTransition(() => {
      showChoice(chosen);
      onChange?.(chosen);
    });
  };

  const onDateChange = (picked: DateValue | null) => {
    const nextDate = picked ? new CalendarDate(picked.year, picked.month, picked.day) : null;
    setDate(nextDate);
    let nextTime = shownTime;
    if (nextDate && nextTime) {
      // Keep the chosen time when it is still open on the new day, else take the day's first open slot.
      const nextSlots = daySlots(nextDate);
      if (nextSlots.find((slot) => slot.key === nextTime)?.isUnavailable !== false) {
        nextTime = nextSlots.find((slot) => !slot.isUnavailable)?.key ?? null;
      }
    }
    setTime(nextTime);
    setUnsent(nextDate && !nextTime ? { date: nextDate, over: valueKey } : null);
    emit(nextDate, nextTime);
  };

  const dayHasSlot = (day: DateValue) => daySlots(new CalendarDate(day.year, day.month, day.day)).some((slot) => !slot.isUnavailable);

  return (
    <fieldset className={cx(root, className)} disabled={isDisabled}>
      <legend className={cx(labelClass, legend)}>{label}</legend>
      <div className={row}>
        <DatePicker
          label={<span className={subLabel}>{dateLabel}</span>}
          value={shownDate}
          onChange={onDateChange}
          minValue={minValue ? toCalendarDate(minValue) : undefined}
          maxValue={maxValue ? toCalendarDate(maxValue) : undefined}
          isDateUnavailable={(day) => !dayHasSlot(day)}
          isInvalid={isInvalid}
          isDisabled={isDisabled}
          isRequired={isRequired}
        />
        <TimeSelect
          label={<span className={subLabel}>{timeLabel}</span>}
          options={options}
          placeholder={timePlaceholder}
          value={shownTime}
          onChange={(nextTime) => {
            setTime(nextTime);
            emit(shownDate, nextTime);
          }}
          isDisabled={isDisabled || !shownDate}
          isInvalid={isInvalid}
          isRequired={isRequired}
          describedBy={isInvalid ? (errorMessage != null ? errorId : undefined) : description != null ? descriptionId : undefined}
        />
      </div>
      {description != null && !isInvalid && (
        <p id={descriptionId} className={descriptionClass}>
          {description}
        </p>
      )}
      {isInvalid && errorMessage != null && (
        <p id={errorId} className={errorText} role="alert">
          {errorMessage}
        </p>
      )}
    </fieldset>
  );
}
