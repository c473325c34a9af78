import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  defaultReturnTime,
  defaultSearchStart,
  earliestSearchStart,
  endPickerBounds,
  isDaySelectable,
  rentalDateErrors,
  roundUpToSlot,
  searchTimeErrors,
  startPickerBounds,
  timeSlots,
} from './slots.ts';

const MTL = 'America/Montreal';
const PARIS = 'Europe/Paris';
const t = (iso: string, zone: string) => DateTime.fromISO(iso, { zone });

describe('rounding up to the next 15 minutes (spec §5, §9)', () => {
  it.each([
    ['exact quarter stays', '2026-11-22T10:15:00', MTL, '2026-11-22T10:15:00.000-05:00'],
    ['one second past', '2026-11-22T10:15:01', MTL, '2026-11-22T10:30:00.000-05:00'],
    ['one millisecond past', '2026-11-22T10:15:00.001', MTL, '2026-11-22T10:30:00.000-05:00'],
    ['the 23:45 slot', '2026-11-22T23:40:00', MTL, '2026-11-22T23:45:00.000-05:00'],
    ['after 23:45 goes to the next day', '2026-11-22T23:46:00', MTL, '2026-11-23T00:00:00.000-05:00'],
    ['leap day, end of February', '2028-02-29T23:50:00', PARIS, '2028-03-01T00:00:00.000+01:00'],
    ['Montreal spring forward: 01:50 → 03:00', '2026-03-08T01:50:00', MTL, '2026-03-08T03:00:00.000-04:00'],
    ['Montreal fall back: 01:50 summer → 01:00 standard', '2026-11-01T01:50:00-04:00', MTL, '2026-11-01T01:00:00.000-05:00'],
    ['Paris spring forward: 01:59:30 → 03:00', '2026-03-29T01:59:30', PARIS, '2026-03-29T03:00:00.000+02:00'],
    ['Paris fall back: 02:50 summer → 02:00 standard', '2026-10-25T02:50:00+02:00', PARIS, '2026-10-25T02:00:00.000+01:00'],
  ])('§5 %s', (_, iso, zone, expected) => {
    expect(roundUpToSlot(DateTime.fromISO(iso, { zone, setZone: iso.length > 19 }).setZone(zone)).toISO()).toBe(expected);
  });

  it('§5 the default search start is now rounded up in the tenant zone', () => {
    const now = DateTime.fromISO('2026-11-22T15:07:00Z');
    expect(defaultSearchStart(now, { timezone: PARIS }).toISO()).toBe('2026-11-22T16:15:00.000+01:00');
    expect(defaultSearchStart(now, {}).toISO()).toBe('2026-11-22T10:15:00.000-05:00');
  });
});

describe('return = start + minimum duration, rounded up (spec §5, D22)', () => {
  it.each([
    ['fallback 901 s gives 30 minutes', '2026-11-22T10:00', null, '2026-11-22T10:30:00.000-05:00'],
    ['-1 means unset: 901 s', '2026-11-22T10:00', -1, '2026-11-22T10:30:00.000-05:00'],
    ['one hour', '2026-11-22T10:00', 3600, '2026-11-22T11:00:00.000-05:00'],
    ['0 s keeps the start', '2026-11-22T10:00', 0, '2026-11-22T10:00:00.000-05:00'],
    ['crosses the Montreal spring gap', '2026-03-08T01:30', 1800, '2026-03-08T03:00:00.000-04:00'],
    ['crosses the Montreal fall-back hour (real time)', '2026-11-01T00:45', 3600, '2026-11-01T01:45:00.000-04:00'],
    ['from 23:45 into the next day', '2026-11-22T23:45', 901, '2026-11-23T00:15:00.000-05:00'],
    ['into a leap day', '2028-02-28T23:45', 86400, '2028-02-29T23:45:00.000-05:00'],
  ])('§5 D22 %s', (_, start, min, expected) => {
    expect(defaultReturnTime(t(start, MTL), { minimum_reservation_duration: min }).toISO()).toBe(expected);
  });
});

describe('picker bounds and slots (spec §5, §9)', () => {
  it('§5 start picker: min is now rounded up, max is now + the 28080000 s fallback', () => {
    const bounds = startPickerBounds(DateTime.fromISO('2026-11-22T15:07:00Z'), { timezone: MTL });
    expect(bounds.min.toISO()).toBe('2026-11-22T10:15:00.000-05:00');
    expect(bounds.max.toISO()).toBe(DateTime.fromISO('2026-11-22T15:07:00Z').plus({ seconds: 28_080_000 }).setZone(MTL).toISO());
  });

  it('§5 start picker: max uses the tenant maximum time in advance', () => {
    const bounds = startPickerBounds(t('2026-11-22T10:00', PARIS), { timezone: PARIS, rental_maximum_time_in_advance: 86_400 });
    expect(bounds.max.toISO()).toBe('2026-11-23T10:00:00.000+01:00');
  });

  it.each([
    ['no maximum duration: max is now + max in advance', null, '2026-11-23T10:00:00.000+01:00'],
    ['maximum duration first', 7200, '2026-11-22T14:00:00.000+01:00'],
  ])('§5 end picker: %s', (_, longest, max) => {
    const now = t('2026-11-22T10:00', PARIS);
    const bounds = endPickerBounds(t('2026-11-22T12:00', PARIS), now, {
      timezone: PARIS,
      rental_maximum_time_in_advance: 86_400,
      maximum_reservation_duration: longest,
    });
    expect(bounds.min.toISO()).toBe('2026-11-22T12:30:00.000+01:00');
    expect(bounds.max.toISO()).toBe(max);
  });

  const wide = (zone: string) => ({ min: t('2000-01-01T00:00', zone), max: t('2100-01-01T00:00', zone) });
  it.each([
    ['an ordinary day', '2026-11-22', MTL, 96, undefined, undefined],
    ['Montreal spring forward has no 02:xx', '2026-03-08', MTL, 92, '02:00', '2026-03-08T03:00:00.000-04:00'],
    ['Montreal fall back lists 01:xx once', '2026-11-01', MTL, 96, '01:00', '2026-11-01T01:00:00.000-05:00'],
    ['Paris spring forward has no 02:xx', '2026-03-29', PARIS, 92, '02:00', '2026-03-29T03:00:00.000+02:00'],
    ['Paris fall back lists 02:xx once', '2026-10-25', PARIS, 96, '02:00', '2026-10-25T02:00:00.000+01:00'],
    ['a leap day', '2028-02-29', PARIS, 96, undefined, undefined],
  ])('§9 slots of %s', (_, date, zone, count, missingOrOnce, afterGap) => {
    const slots = timeSlots(t(date, zone), wide(zone));
    expect(slots).toHaveLength(count);
    expect(slots[0]?.label).toBe('00:00');
    expect(slots.at(-1)?.label).toBe('23:45');
    expect(new Set(slots.map((s) => s.label)).size).toBe(count);
    expect(slots.every((s) => s.value.toISODate() === date)).toBe(true);
    if (missingOrOnce && afterGap) {
      const index = slots.findIndex((s) => s.value.toISO() === afterGap);
      expect(index).toBeGreaterThan(0);
      expect(slots.filter((s) => s.label === missingOrOnce)).toHaveLength(count === 92 ? 0 : 1);
    }
  });

  it('issue 17: on the fall-back night the repeated hour is marked, with its offset; no other slot is', () => {
    const slots = timeSlots(t('2026-11-01', MTL), wide(MTL));
    const repeated = slots.filter((s) => s.repeated);
    expect(repeated.map((s) => s.label)).toEqual(['01:00', '01:15', '01:30', '01:45']);
    expect(repeated.every((s) => s.offset === '-05:00')).toBe(true);
    expect(slots.find((s) => s.label === '00:45')).toMatchObject({ repeated: false, offset: '-04:00' });
    expect(slots.find((s) => s.label === '02:00')).toMatchObject({ repeated: false, offset: '-05:00' });
    expect(timeSlots(t('2026-03-08', MTL), wide(MTL)).some((s) => s.repeated)).toBe(false);
  });

  it.each([
    ['now 10:07: earlier slots of today are blocked', '2026-11-22T10:07', '10:00', '10:15', 55],
    ['now 23:40: only the 23:45 slot is left', '2026-11-22T23:40', '23:30', '23:45', 1],
    ['now exactly 23:45: the 23:45 slot is still open', '2026-11-22T23:45', '23:30', '23:45', 1],
  ])('§5 %s', (_, now, lastBlocked, firstOpen, open) => {
    const bounds = startPickerBounds(t(now, MTL), { timezone: MTL });
    const slots = timeSlots(t('2026-11-22', MTL), bounds);
    expect(slots.find((s) => s.label === lastBlocked)?.disabled).toBe(true);
    expect(slots.find((s) => s.label === firstOpen)?.disabled).toBe(false);
    expect(slots.filter((s) => !s.disabled)).toHaveLength(open);
  });

  it.each([
    ['today before 23:45', '2026-11-22T23:40', '2026-11-22', true],
    ['today after 23:45', '2026-11-22T23:50', '2026-11-22', false],
    ['yesterday', '2026-11-22T10:00', '2026-11-21', false],
    ['the last day within max in advance', '2026-11-22T10:00', '2026-11-23', true],
    ['past max in advance', '2026-11-22T10:00', '2026-11-24', false],
  ])('§5 day selectable: %s', (_, now, day, expected) => {
    const bounds = startPickerBounds(t(now, MTL), { timezone: MTL, rental_maximum_time_in_advance: 86_400 });
    expect(isDaySelectable(t(day, MTL), bounds)).toBe(expected);
  });

  it('§5 slots after max in advance are disabled', () => {
    const bounds = startPickerBounds(t('2026-11-22T10:00', MTL), { timezone: MTL, rental_maximum_time_in_advance: 86_400 });
    const slots = timeSlots(t('2026-11-23', MTL), bounds);
    expect(slots.find((s) => s.label === '10:00')?.disabled).toBe(false);
    expect(slots.find((s) => s.label === '10:15')?.disabled).toBe(true);
  });
});

describe('search time errors (spec §5, §8)', () => {
  const now = t('2026-11-22T10:00', MTL);
  const tenant = { timezone: MTL, minimum_reservation_duration: 3600, maximum_reservation_duration: 86_400, rental_maximum_time_in_advance: 604_800 };
  it.each([
    ['valid search', '2026-11-22T11:00', '2026-11-22T12:00', tenant, []],
    ['start exactly now is allowed', '2026-11-22T10:00', '2026-11-22T11:00', tenant, []],
    ['start before now', '2026-11-22T09:45', '2026-11-22T11:00', tenant, ['SEARCH_START_TIME_BEFORE']],
    ['duration exactly the minimum', '2026-11-22T11:00', '2026-11-22T12:00', tenant, []],
    ['duration under the minimum', '2026-11-22T11:00', '2026-11-22T11:45', tenant, ['SEARCH_END_TIME_TOO_SHORT']],
    ['end before start', '2026-11-22T12:00', '2026-11-22T11:00', tenant, ['SEARCH_END_TIME_TOO_SHORT']],
    ['duration exactly the maximum', '2026-11-22T11:00', '2026-11-23T11:00', tenant, []],
    ['duration over the maximum', '2026-11-22T11:00', '2026-11-23T11:15', tenant, ['SEARCH_END_TIME_TOO_LONG']],
    ['start beyond max in advance', '2026-11-29T10:15', '2026-11-29T11:15', tenant, ['SEARCH_END_TIME_TOO_LONG', 'SEARCH_START_TIME_TOO_FAR_IN_ADVANCE']],
    ['start exactly at max in advance, end past it', '2026-11-29T10:00', '2026-11-29T11:00', tenant, ['SEARCH_END_TIME_TOO_LONG']],
    ['fallback minimum 901 s: 15 minutes is too short', '2026-11-22T11:00', '2026-11-22T11:15', {}, ['SEARCH_END_TIME_TOO_SHORT']],
    ['fallbacks: no maximum duration, 28080000 s in advance', '2026-11-22T11:00', '2027-06-01T11:00', {}, []],
    ['across the Montreal spring gap, real duration 1 h', '2026-03-08T01:30', '2026-03-08T03:30', tenant, []],
  ] as const)('§5 %s', (_, start, end, tenantRules, expected) => {
    const n = start.startsWith('2026-03') ? t('2026-03-07T10:00', MTL) : now;
    expect(searchTimeErrors({ start: t(start, MTL), end: t(end, MTL) }, n, tenantRules)).toEqual(expected);
  });
});

describe('rental date errors (spec §5, §8)', () => {
  const now = t('2026-11-22T10:00', PARIS);
  const at = (iso: string) => t(iso, PARIS);
  it.each([
    ['future and ordered', '2026-11-22T11:00', '2026-11-22T12:00', undefined, []],
    ['start in the past', '2026-11-22T09:00', '2026-11-22T12:00', undefined, ['RENTAL_DATES_IN_PAST']],
    ['end before start', '2026-11-22T13:00', '2026-11-22T12:00', undefined, ['START_DATE_AFTER_END_DATE']],
    ['start equals end', '2026-11-22T12:00', '2026-11-22T12:00', undefined, ['START_DATE_AFTER_END_DATE']],
    ['both past and reversed', '2026-11-22T09:00', '2026-11-22T08:00', undefined, ['RENTAL_DATES_IN_PAST', 'START_DATE_AFTER_END_DATE']],
    ['modify: unchanged past start is fine', '2026-11-22T09:00', '2026-11-22T13:00', { start: '2026-11-22T09:00', end: '2026-11-22T12:00' }, []],
    ['modify: moving the start into the past', '2026-11-22T08:00', '2026-11-22T13:00', { start: '2026-11-22T09:00', end: '2026-11-22T12:00' }, ['RENTAL_DATES_IN_PAST']],
  ] as const)('§5 %s', (_, start, end, original, expected) => {
    const before = original ? { start: at(original.start), end: at(original.end) } : undefined;
    expect(rentalDateErrors({ start: at(start), end: at(end) }, now, before)).toEqual(expected);
  });
});

describe('decision D39: the first search must be bookable (now + prepare_delay, rounded up to the next quarter)', () => {
  // [case, now (wall clock in the zone), zone, prepare_delay, the earliest start]
  const rows = [
    ['prepare_delay 0: now rounded up', '2026-11-22T10:07', MTL, 0, '2026-11-22T10:15:00.000-05:00'],
    ['prepare_delay unset means 0', '2026-11-22T10:07', MTL, undefined, '2026-11-22T10:15:00.000-05:00'],
    ['prepare_delay null means 0', '2026-11-22T10:07', MTL, null, '2026-11-22T10:15:00.000-05:00'],
    ['prepare_delay 900 (demo): 10:07 + 15 min → 10:30', '2026-11-22T10:07', MTL, 900, '2026-11-22T10:30:00.000-05:00'],
    ['prepare_delay 1000: 10:07 + 16 min 40 s → 10:30', '2026-11-22T10:07', MTL, 1000, '2026-11-22T10:30:00.000-05:00'],
    ['exact quarter, prepare_delay 0: the quarter itself', '2026-11-22T10:00', MTL, 0, '2026-11-22T10:00:00.000-05:00'],
    ['exact quarter, prepare_delay 900: the next quarter exactly', '2026-11-22T10:00', MTL, 900, '2026-11-22T10:15:00.000-05:00'],
    ['exact quarter, prepare_delay 1000: 10:16:40 → 10:30', '2026-11-22T10:00', MTL, 1000, '2026-11-22T10:30:00.000-05:00'],
    ['around midnight, prepare_delay 900: 23:50 → 00:15 the next day', '2026-11-22T23:50', MTL, 900, '2026-11-23T00:15:00.000-05:00'],
    ['around midnight, prepare_delay 1000: 23:40 → 00:00 the next day', '2026-11-22T23:40', MTL, 1000, '2026-11-23T00:00:00.000-05:00'],
    ['around midnight, prepare_delay 0: 23:46 → 00:00 the next day', '2026-11-22T23:46', MTL, 0, '2026-11-23T00:00:00.000-05:00'],
    ['end of a leap February, prepare_delay 600 (cityshare)', '2028-02-29T23:55', PARIS, 600, '2028-03-01T00:15:00.000+01:00'],
    ['Paris spring forward, prepare_delay 600: 01:50 → 03:00', '2026-03-29T01:50', PARIS, 600, '2026-03-29T03:00:00.000+02:00'],
    ['prepare_delay 1800 (fleetco), in London', '2026-11-22T10:07', 'Europe/London', 1800, '2026-11-22T10:45:00.000+00:00'],
  ] as const;

  it.each(rows)('D39: the default start is now + prepare_delay rounded up to 15 min: %s', (_, now, zone, prepare, expected) => {
    const tenant = { timezone: zone, prepare_delay: prepare };
    expect(defaultSearchStart(t(now, zone), tenant).toISO()).toBe(expected);
    expect(earliestSearchStart(t(now, zone), tenant).toISO()).toBe(expected);
    // The clock may arrive in any zone: the answer is in the tenant's.
    expect(defaultSearchStart(t(now, zone).toUTC(), tenant).toISO()).toBe(expected);
  });

  it.each(rows)('D39: the earliest selectable slot is the default start: %s', (_, now, zone, prepare, expected) => {
    const bounds = startPickerBounds(t(now, zone), { timezone: zone, prepare_delay: prepare });
    expect(bounds.min.toISO()).toBe(expected);
    const slots = timeSlots(bounds.min.startOf('day'), bounds);
    const first = slots.find((slot) => !slot.disabled);
    expect(first?.value.toISO()).toBe(expected);
  });

  it.each(rows)('D39: the default start and return (D22) pass the start-too-soon check, a slot earlier does not: %s', (_, now, zone, prepare, expected) => {
    const tenant = { timezone: zone, prepare_delay: prepare, minimum_reservation_duration: null };
    const clock = t(now, zone);
    const start = defaultSearchStart(clock, tenant);
    expect(start.toISO()).toBe(expected);
    expect(searchTimeErrors({ start, end: defaultReturnTime(start, tenant) }, clock, tenant)).toEqual([]);
    const sooner = start.minus({ minutes: 15 });
    expect(searchTimeErrors({ start: sooner, end: defaultReturnTime(start, tenant) }, clock, tenant)).toContain('SEARCH_START_TIME_BEFORE');
  });

  it('D39: the start-too-soon bound is rounded: now 10:07 with 900 s accepts 10:30 and refuses 10:22 and 10:15', () => {
    const tenant = { timezone: MTL, prepare_delay: 900, minimum_reservation_duration: 3600 };
    const now = t('2026-11-22T10:07', MTL);
    const errorsAt = (start: string) => searchTimeErrors({ start: t(start, MTL), end: t('2026-11-22T12:00', MTL) }, now, tenant);
    expect(errorsAt('2026-11-22T10:30')).toEqual([]);
    expect(errorsAt('2026-11-22T10:22')).toEqual(['SEARCH_START_TIME_BEFORE']);
    expect(errorsAt('2026-11-22T10:15')).toEqual(['SEARCH_START_TIME_BEFORE']);
  });

  it('D39 with D22: the default return stays the default start + the minimum duration', () => {
    const tenant = { timezone: MTL, prepare_delay: 900, minimum_reservation_duration: 3600 };
    const start = defaultSearchStart(t('2026-11-22T10:07', MTL), tenant);
    expect(defaultReturnTime(start, tenant).toISO()).toBe('2026-11-22T11:30:00.000-05:00');
  });

  it('D39: with 23:45 passed once the delay is added, today has no selectable slot left', () => {
    const bounds = startPickerBounds(t('2026-11-22T23:40', MTL), { timezone: MTL, prepare_delay: 900 });
    expect(isDaySelectable(t('2026-11-22', MTL), bounds)).toBe(false);
    expect(isDaySelectable(t('2026-11-23', MTL), bounds)).toBe(true);
  });
});

describe('time slots of a day without a change of offset (issue 18: built without the zone rules)', () => {
  it.each([
    ['Montreal in winter', '2026-11-22', MTL],
    ['Paris in summer', '2026-07-14', PARIS],
    ['a zone with a half-hour offset', '2026-07-14', 'Asia/Kolkata'],
    ['a leap day', '2028-02-29', PARIS],
  ])('§9 %s: each slot is the wall-clock time of its label, at the day offset, bounds compared to the instant', (_, date, zone) => {
    const bounds = { min: t(`${date}T09:50`, zone), max: t(`${date}T18:00`, zone) };
    const slots = timeSlots(t(date, zone), bounds);
    expect(slots).toHaveLength(96);
    for (const slot of slots) {
      const expected = DateTime.fromISO(`${date}T${slot.label}`, { zone });
      expect(slot.value.toISO()).toBe(expected.toISO());
      expect(slot.value.zoneName).toBe(zone);
      expect(slot.offset).toBe(expected.toFormat('ZZ'));
      expect(slot.disabled).toBe(expected < bounds.min || expected > bounds.max);
      expect(slot.repeated).toBe(false);
    }
    expect(slots.filter((s) => !s.disabled).map((s) => s.label).at(0)).toBe('10:00');
    expect(slots.filter((s) => !s.disabled).map((s) => s.label).at(-1)).toBe('18:00');
  });
});
