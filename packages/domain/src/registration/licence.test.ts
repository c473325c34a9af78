import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { licenceExpiryBefore } from './licence.ts';
import { LICENCE_WARNING_DAYS, licenceWarning } from './licenceWarning.ts';

const tenant = { driver_fields: ['first_name', 'driving_licence_expiration_time'], timezone: 'America/Montreal' };
// 29 November 2026, 10:00 in Montreal (15:00 UTC).
const now = DateTime.fromISO('2026-11-29T15:00:00Z');
const holder = (expiry: string | null | undefined) => ({ driving_licence_expiration_time: expiry });

describe('licence validity (issue 34, D44)', () => {
  it.each([
    ['long valid', '2029-04-17', null],
    ['31 days left', '2026-12-30', null],
    ['exactly 30 days left', '2026-12-29', { state: 'expiring', expiry: '2026-12-29', daysLeft: 30 }],
    ['expires today (still valid today)', '2026-11-29', { state: 'expiring', expiry: '2026-11-29', daysLeft: 0 }],
    ['expired yesterday', '2026-11-28', { state: 'expired', expiry: '2026-11-28', daysLeft: -1 }],
    ['expired long ago', '2020-01-01', { state: 'expired', expiry: '2020-01-01', daysLeft: -2524 }],
    ['a date-time read as its date', '2026-12-01T00:00:00Z', { state: 'expiring', expiry: '2026-12-01', daysLeft: 2 }],
  ])('D44 %s', (_, expiry, expected) => {
    expect(licenceWarning(holder(expiry), tenant, now.toMillis())).toEqual(expected);
  });

  it('D44 the warning window is 30 days', () => {
    expect(LICENCE_WARNING_DAYS).toBe(30);
  });

  it('D44 today is the tenant’s: at 23:30 in Montreal on the expiry day (04:30 UTC the next day) the licence has not expired', () => {
    const lateEvening = DateTime.fromISO('2026-11-30T04:30:00Z');
    expect(licenceWarning(holder('2026-11-29'), tenant, lateEvening.toMillis())).toEqual({ state: 'expiring', expiry: '2026-11-29', daysLeft: 0 });
    expect(licenceWarning(holder('2026-11-29'), { ...tenant, timezone: 'Europe/Paris' }, lateEvening.toMillis())?.state).toBe('expired');
  });

  it.each([
    ['no expiry stored', null],
    ['an empty expiry', ''],
    ['no account', undefined],
    ['an unreadable expiry', '17/04/2029'],
  ])('D44 nothing is said with %s', (_, expiry) => {
    expect(licenceWarning(expiry === undefined ? undefined : holder(expiry), tenant, now.toMillis())).toBeNull();
    expect(licenceExpiryBefore(expiry === undefined ? null : holder(expiry), tenant, now.plus({ years: 10 }))).toBeNull();
  });

  it('D44 §5 nothing is said when the tenant does not show the expiry field (driver_fields)', () => {
    expect(licenceWarning(holder('2020-01-01'), { ...tenant, driver_fields: ['first_name'] }, now.toMillis())).toBeNull();
    expect(licenceWarning(holder('2020-01-01'), { timezone: 'UTC' }, now.toMillis())).toBeNull();
    expect(licenceExpiryBefore(holder('2020-01-01'), { ...tenant, driver_fields: null }, now)).toBeNull();
  });

  it('D44 review: a booking ending after the licence’s last valid day is warned about, one ending that day is not', () => {
    const expiring = holder('2026-12-10');
    // 10 December, 18:00 and 23:59 in Montreal: still covered.
    expect(licenceExpiryBefore(expiring, tenant, DateTime.fromISO('2026-12-10T18:00:00', { zone: 'America/Montreal' }))).toBeNull();
    expect(licenceExpiryBefore(expiring, tenant, DateTime.fromISO('2026-12-10T23:59:00', { zone: 'America/Montreal' }))).toBeNull();
    // 11 December, 00:15 in Montreal (05:15 UTC).
    expect(licenceExpiryBefore(expiring, tenant, DateTime.fromISO('2026-12-11T05:15:00Z'))).toBe('2026-12-10');
    // An end given in another zone is compared as an instant.
    expect(licenceExpiryBefore(expiring, tenant, DateTime.fromISO('2026-12-11T02:00:00', { zone: 'Europe/Paris' }))).toBeNull();
  });
});
