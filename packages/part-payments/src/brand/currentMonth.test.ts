import { describe, expect, it } from 'vitest';
import { currentMonthIn } from './currentMonth.ts';

describe('currentMonthIn', () => {
  it("reads the month in the tenant's zone, not the browser's", () => {
    const newYearInParis = new Date('2026-12-31T23:30:00Z');
    expect(currentMonthIn('Europe/Paris', newYearInParis)).toEqual({ year: 2027, month: 1 });
    expect(currentMonthIn('America/Montreal', newYearInParis)).toEqual({ year: 2026, month: 12 });
  });
});
