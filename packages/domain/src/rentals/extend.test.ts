import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { EXTEND_STEPS_MINUTES, extendOffer, TRIP_END_NOTICE_MINUTES, tripEndNotice } from './extend.ts';

const zone = 'America/Montreal';
// Sunday 29 November 2026, 14:00 in Montreal.
const now = DateTime.fromISO('2026-11-29T14:00:00', { zone });
const at = (minutes: number) => now.plus({ minutes }).toUTC().toISO();
const tenant = { timezone: zone, bounds_modification_minimal_delay: 1 };
const DRIVER = 7;
const rental = (fields: Record<string, unknown> = {}) => ({
  status: 'in_progress',
  driver_id: DRIVER,
  reservation_start_time: at(-60),
  reservation_end_time: at(150),
  ...fields,
});
const clock = (time: DateTime | undefined) => time?.toFormat('HH:mm');
const stepsOf = (offer: ReturnType<typeof extendOffer>) =>
  offer.kind === 'open' ? offer.steps.map((step) => [step.minutes, clock(step.end)]) : offer;

describe('extend (issue 34, D44: §5 end modification in steps)', () => {
  it('D44 the steps are +15 min, +30 min and +1 h', () => {
    expect(EXTEND_STEPS_MINUTES).toEqual([15, 30, 60]);
  });

  it('D44 an in-progress booking of the owner: every step from the current end, a chosen end from the next slot to the §9 maximum time in advance (28,080,000 s)', () => {
    const offer = extendOffer(rental(), DRIVER, tenant, now);
    expect(stepsOf(offer)).toEqual([
      [15, '16:45'],
      [30, '17:00'],
      [60, '17:30'],
    ]);
    expect(offer.kind === 'open' && [clock(offer.earliest), offer.latest.toISODate()]).toEqual(['16:45', '2027-10-20']);
    // The steps are in the tenant's zone, whatever the zone of the times sent.
    expect(offer.kind === 'open' && offer.steps[0]?.end.zoneName).toBe(zone);
  });

  it.each(['pending', 'prepared', 'check_in', 'check_out', 'locking', 'IN_PROGRESS'])('D44 §4 offered while %s', (status) => {
    expect(extendOffer(rental({ status, reservation_start_time: at(60), reservation_end_time: at(180) }), DRIVER, tenant, now).kind).toBe('open');
  });

  it.each(['closed', 'cancelled', 'expired', 'refused', 'unknown', null])('D44 §4 not shown once %s', (status) => {
    expect(extendOffer(rental({ status }), DRIVER, tenant, now)).toEqual({ kind: 'none' });
  });

  it('D44 §6 not shown to a passenger nor to a guest', () => {
    expect(extendOffer(rental(), 8, tenant, now)).toEqual({ kind: 'none' });
    expect(extendOffer(rental(), null, tenant, now)).toEqual({ kind: 'none' });
    expect(extendOffer(rental({ driver_id: '7' }), 7, tenant, now).kind).toBe('open');
  });

  it.each([
    ['the end delay is -1 (not modifiable)', { reservation_end_modification_minimal_delay: -1 }, at(150)],
    ['the end is within its delay (2 h)', { reservation_end_modification_minimal_delay: 7200 }, at(90)],
    ['the end is exactly now + the delay', { reservation_end_modification_minimal_delay: 3600 }, at(60)],
    ['the bounds delay applies when the end has none (D9)', { bounds_modification_minimal_delay: 7200 }, at(119)],
    ['the end has passed (fallback delay 1 s)', {}, at(-5)],
    ['the end is unreadable', {}, 'soon'],
  ])('D44 §5 locked with modify-delay-too-short when %s', (_, delays, end) => {
    expect(extendOffer(rental({ reservation_end_time: end }), DRIVER, { timezone: zone, ...delays }, now)).toEqual({
      kind: 'locked',
      reason: 'modify-delay-too-short',
    });
  });

  it('D44 §5 the start’s delay does not matter: only the end moves', () => {
    const offer = extendOffer(rental(), DRIVER, { ...tenant, reservation_start_modification_minimal_delay: -1 }, now);
    expect(offer.kind).toBe('open');
  });

  it('D44 §5 an unreadable start: nothing to compute the limits from, locked', () => {
    expect(extendOffer(rental({ reservation_start_time: null }), DRIVER, tenant, now)).toEqual({ kind: 'locked', reason: 'modify-delay-too-short' });
  });

  it('D44 §5 the maximum duration, from the unchanged start, keeps the steps that fit (4 h: 3 h 30 booked)', () => {
    const offer = extendOffer(rental(), DRIVER, { ...tenant, maximum_reservation_duration: 4 * 3600 }, now);
    expect(stepsOf(offer)).toEqual([
      [15, '16:45'],
      [30, '17:00'],
    ]);
    expect(offer.kind === 'open' && clock(offer.latest)).toBe('17:00');
  });

  it('D44 §5 the maximum time in advance, from now, keeps the steps that fit (an upcoming booking ending in 2 h 40)', () => {
    const upcoming = rental({ status: 'pending', reservation_start_time: at(60), reservation_end_time: at(160) });
    const offer = extendOffer(upcoming, DRIVER, { ...tenant, rental_maximum_time_in_advance: 3 * 3600 }, now);
    expect(stepsOf(offer)).toEqual([[15, '16:55']]);
    expect(offer.kind === 'open' && [clock(offer.earliest), clock(offer.latest)]).toEqual(['16:45', '17:00']);
  });

  it('D44 §8 at the longest the tenant allows: SEARCH_END_TIME_TOO_LONG, no step', () => {
    expect(extendOffer(rental(), DRIVER, { ...tenant, maximum_reservation_duration: 3.5 * 3600 }, now)).toEqual({
      kind: 'longest',
      reason: 'SEARCH_END_TIME_TOO_LONG',
    });
  });

  it('D44 a chosen end: an end off the quarter (16:37) gives the next slot (16:45) as the earliest', () => {
    const offer = extendOffer(rental({ reservation_end_time: at(157) }), DRIVER, tenant, now);
    expect(offer.kind === 'open' && clock(offer.earliest)).toBe('16:45');
    expect(stepsOf(offer)).toEqual([
      [15, '16:52'],
      [30, '17:07'],
      [60, '17:37'],
    ]);
  });

  it('D44 §5 with an end delay of 0 an overdue booking may still be extended, to ends after now only', () => {
    const overdue = rental({ reservation_end_time: at(-20) });
    const offer = extendOffer(overdue, DRIVER, { ...tenant, reservation_end_modification_minimal_delay: 0 }, now);
    expect(stepsOf(offer)).toEqual([
      [30, '14:10'],
      [60, '14:40'],
    ]);
    expect(offer.kind === 'open' && clock(offer.earliest)).toBe('14:15');
  });

  it('D44 the next booking of the same car is unknown to the client: every step within the limits is offered, the operator decides', () => {
    // Nothing of the vehicle's other bookings is read: the same rental gives the same offer whatever follows it.
    expect(stepsOf(extendOffer(rental({ vehicle_id: 12 }), DRIVER, tenant, now))).toHaveLength(3);
  });
});

describe('the end of a trip on every page (issue 34 item 2)', () => {
  const trip = (id: number, endIn: number, fields: Record<string, unknown> = {}) => ({ id, ...rental({ reservation_end_time: at(endIn), ...fields }) });

  it('the notice starts 30 minutes before the end', () => {
    expect(TRIP_END_NOTICE_MINUTES).toBe(30);
    expect(tripEndNotice([trip(1, 31)], DRIVER, tenant, now)).toBeNull();
    const notice = tripEndNotice([trip(1, 30)], DRIVER, tenant, now);
    expect(notice && [notice.rental.id, notice.state, clock(notice.end), notice.end.zoneName]).toEqual([1, 'ending', '14:30', zone]);
  });

  it('overdue once the end has passed and the booking is still in progress (§4)', () => {
    expect(tripEndNotice([trip(1, 0)], DRIVER, tenant, now)?.state).toBe('overdue');
    expect(tripEndNotice([trip(1, -90, { status: 'check_out' })], DRIVER, tenant, now)?.state).toBe('overdue');
  });

  it('the trip that ends first, whatever the order of the list', () => {
    expect(tripEndNotice([trip(1, 20), trip(2, -10), trip(3, 25)], DRIVER, tenant, now)?.rental.id).toBe(2);
    expect(tripEndNotice([trip(2, 10), trip(1, 10)], DRIVER, tenant, now)?.rental.id).toBe(2);
  });

  it.each([
    ['a closed booking', trip(1, -10, { status: 'closed' })],
    ['an upcoming booking', trip(1, 10, { status: 'pending' })],
    ['a passenger’s carpooling', trip(1, 10, { driver_id: 8 })],
    ['an unreadable end', trip(1, 10, { reservation_end_time: 'later' })],
  ])('§4 §6 nothing for %s', (_, one) => {
    expect(tripEndNotice([one], DRIVER, tenant, now)).toBeNull();
  });

  it('nothing with no booking', () => {
    expect(tripEndNotice([], DRIVER, tenant, now)).toBeNull();
  });
});
