import { CalendarDateTime, type CalendarDate } from '@internationalized/date';

/** One selectable time of day. */
export interface TimeSlot {
  /** `HH:mm`, the option key. */
  key: string;
  hour: number;
  minute: number;
  /** Blocked: before the minimum, after the maximum, or refused by `isSlotUnavailable`. */
  isUnavailable: boolean;
}

/**
 * A slot of a day given by the caller (`DateTimePicker`'s `slotsOf`), for days whose clock is not a plain 00:00 to
 * 23:45: a time zone's daylight-saving changes skip or repeat an hour.
 */
export interface DaySlot {
  /** `HH:mm` of the wall clock, the option key (unique within the day). */
  key: string;
  /** The option's text; the time in the locale's 24-hour format when absent. */
  label?: string;
  /** Blocked (shown, not selectable). */
  isUnavailable: boolean;
}

/** What bounds the slots of one day. */
export interface TimeSlotOptions {
  /**
   * Minutes between slots (spec §9: picker step 15 minutes).
   * @default 15
   */
  stepMinutes?: number;
  /** The earliest selectable moment (spec §5: the start minimum is now; earlier times today are blocked). */
  minValue?: CalendarDateTime | null;
  /** The latest selectable moment (now plus the maximum time in advance). */
  maxValue?: CalendarDateTime | null;
  /** Further blocked slots. */
  isSlotUnavailable?: (slot: CalendarDateTime) => boolean;
}

/** The `HH:mm` key of a time. */
export function slotKey(hour: number, minute: number): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/**
 * Every slot of a day, from 00:00 to the last step before midnight (23:45 with 15-minute steps, spec §9), each
 * marked unavailable when it falls outside the bounds or is blocked.
 */
export function timeSlots(date: CalendarDate, options: TimeSlotOptions = {}): TimeSlot[] {
  const step = options.stepMinutes ?? 15;
  const slots: TimeSlot[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += step) {
    const hour = Math.floor(minutes / 60);
    const minute = minutes % 60;
    const at = new CalendarDateTime(date.year, date.month, date.day, hour, minute);
    const isUnavailable =
      (options.minValue != null && at.compare(options.minValue) < 0) ||
      (options.maxValue != null && at.compare(options.maxValue) > 0) ||
      (options.isSlotUnavailable?.(at) ?? false);
    slots.push({ key: slotKey(hour, minute), hour, minute, isUnavailable });
  }
  return slots;
}
