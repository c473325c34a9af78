import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { millisOf, parseInstant } from './instant.ts';

describe('instants read without the date library (issue 32, spec §3 timestamps)', () => {
  it.each([
    '2026-03-05T19:30:00Z',
    '2026-03-05T19:30:00.250Z',
    '2026-03-05T19:30:00+01:00',
    '2026-03-05T19:30:00-04:00',
    '2026-03-05T19:30:00+0530',
    '2026-03-05T19:30:00+05',
    '2026-03-05T19:30Z',
    '2028-02-29T09:00:00+01:00',
    '2026-10-25T02:30:00+02:00',
    '2026-12-31T23:59:59.999-12:00',
    '2026-03-05T19:30:00',
    '2026-03-05',
  ])('%s: the instant luxon reads', (iso) => {
    const luxon = DateTime.fromISO(iso, { setZone: true });
    expect(luxon.isValid).toBe(true);
    expect(parseInstant(iso)).toBe(luxon.toMillis());
  });

  it.each([null, undefined, '', '12/12/2026', '2026-02-30T10:00:00Z', '2026-13-01T10:00:00Z', '2026-03-05T24:00:00Z', '2026-03-05T10:60:00Z', '2026-03-05T10:00:00+25:00', 'tomorrow', '2026-03-05T10:00:00Zjunk'])(
    'spec §3: %j is unreadable (the rules refuse what they cannot read)',
    (value) => {
      expect(parseInstant(value)).toBeUndefined();
    },
  );

  it('every hour of a year of timestamps as an operator writes them, in two offsets: the same instants as luxon', () => {
    let checked = 0;
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 3_600_000 * 7 + 60_000 * 13) {
      for (const zone of ['Europe/Paris', 'America/Montreal']) {
        const iso = DateTime.fromMillis(at, { zone }).toISO({ suppressMilliseconds: true })!;
        expect(parseInstant(iso)).toBe(at);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(2000);
  });

  it('takes epoch milliseconds or a date object that gives them', () => {
    expect(millisOf(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(millisOf(DateTime.fromMillis(1_700_000_000_000))).toBe(1_700_000_000_000);
  });
});
