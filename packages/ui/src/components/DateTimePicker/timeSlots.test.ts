import { CalendarDate, CalendarDateTime } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { timeSlots } from './timeSlots.ts';

const day = new CalendarDate(2026, 11, 23);

describe('timeSlots', () => {
  it('spec §9: steps of 15 minutes, the last slot at 23:45', () => {
    const slots = timeSlots(day);
    expect(slots).toHaveLength(96);
    expect(slots[0]?.key).toBe('00:00');
    expect(slots[1]?.key).toBe('00:15');
    expect(slots.at(-1)?.key).toBe('23:45');
    expect(slots.every((slot) => !slot.isUnavailable)).toBe(true);
  });

  it('spec §5: on the day of the minimum, earlier times are blocked', () => {
    const slots = timeSlots(day, { minValue: new CalendarDateTime(2026, 11, 23, 14, 30) });
    expect(slots.find((s) => s.key === '14:15')?.isUnavailable).toBe(true);
    expect(slots.find((s) => s.key === '14:30')?.isUnavailable).toBe(false);
    // A later day is not affected by today's minimum.
    const tomorrow = timeSlots(day.add({ days: 1 }), { minValue: new CalendarDateTime(2026, 11, 23, 14, 30) });
    expect(tomorrow.every((slot) => !slot.isUnavailable)).toBe(true);
  });

  it('blocks slots after the maximum and those the caller refuses', () => {
    const slots = timeSlots(day, {
      maxValue: new CalendarDateTime(2026, 11, 23, 18, 0),
      isSlotUnavailable: (at) => at.hour === 12,
    });
    expect(slots.find((s) => s.key === '18:00')?.isUnavailable).toBe(false);
    expect(slots.find((s) => s.key === '18:15')?.isUnavailable).toBe(true);
    expect(slots.filter((s) => s.hour === 12).every((s) => s.isUnavailable)).toBe(true);
    expect(slots.find((s) => s.key === '11:45')?.isUnavailable).toBe(false);
  });

  it('honours another step', () => {
    expect(timeSlots(day, { stepMinutes: 30 }).at(-1)?.key).toBe('23:30');
  });
});
