import { describe, expect, it } from 'vitest';
import { seedState } from '../src/core/seed.ts';

const DAY = 24 * 3_600_000;

/** The seeded rentals' start times as UTC days from `now`'s day and hours, sorted. */
function seededStarts(now: number): string[] {
  const state = seedState('cityshare', now);
  const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
  return [...state.rentals.values()]
    .map((rental) => {
      const start = Date.parse(rental.reservation_start_time);
      return `${Math.floor((start - today) / DAY)}d ${new Date(start).getUTCHours()}h`;
    })
    .sort();
}

describe('the seeded rentals (README "Demo accounts")', () => {
  it('are on the same days counted from today at 23:50 UTC as at noon: the carpooling to join leaves in three days at 08:00 UTC', () => {
    const noon = Date.UTC(2026, 10, 29, 12, 0);
    const lateEvening = Date.UTC(2026, 10, 29, 23, 50);
    expect(seededStarts(lateEvening).filter((start) => !start.startsWith('0d'))).toEqual(seededStarts(noon).filter((start) => !start.startsWith('0d')));
    expect(seededStarts(lateEvening)).toContain('3d 8h');
  });
});
