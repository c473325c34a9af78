import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { damageReportModeOf } from '../tenant/damageReportMode.ts';
import { CONDITION_ZONES, conditionOffer, isConditionZone } from './condition.ts';

const now = DateTime.fromISO('2026-11-29T14:00:00Z');
const at = (minutes: number) => now.plus({ minutes }).toISO();
const DRIVER = 3;
const rental = (fields: Record<string, unknown> = {}) => ({ status: 'in_progress', driver_id: DRIVER, reservation_start_time: at(-30), reservation_end_time: at(120), ...fields });
const tenant = (mode: unknown, prepare_delay: number | null = 900) => ({ damage_report_mode: mode as string | null, prepare_delay });

describe('condition reports (issue 35, D47)', () => {
  it.each([
    [undefined, 'none'],
    [null, 'none'],
    ['none', 'none'],
    ['disabled', 'none'],
    ['photos', 'none'],
    ['checklist', 'none'],
    ['', 'none'],
    [42, 'none'],
    ['optional', 'optional'],
    [' Required ', 'required'],
    ['OPTIONAL', 'optional'],
  ])('D47 damage_report_mode %j reads as %s', (value, mode) => {
    expect(damageReportModeOf({ damage_report_mode: value as string | null | undefined })).toBe(mode);
  });

  it('the zones of the diagram', () => {
    expect(CONDITION_ZONES).toHaveLength(11);
    expect(isConditionZone('wheel_rear_left')).toBe(true);
    expect(isConditionZone('bonnet')).toBe(false);
  });

  it('D47 nothing without a mode, nor for a passenger or a guest', () => {
    expect(conditionOffer(rental(), DRIVER, tenant(null), [], now)).toEqual({ open: false, mode: 'none', asked: null });
    expect(conditionOffer(rental(), 9, tenant('required'), [], now)).toEqual({ open: false, mode: 'none', asked: null });
    expect(conditionOffer(rental(), null, tenant('optional'), [], now)).toEqual({ open: false, mode: 'none', asked: null });
  });

  it.each([
    ['upcoming, before its pick-up window (start in 16 min, prepare delay 15 min)', { status: 'pending', reservation_start_time: at(16) }, false],
    ['upcoming, its pick-up window open (start in 15 min)', { status: 'pending', reservation_start_time: at(15) }, true],
    ['prepared, within the window', { status: 'prepared', reservation_start_time: at(5) }, true],
    ['in progress', {}, true],
    ['in progress, at its end', { reservation_end_time: at(0) }, false],
    ['overdue (still in progress after its end)', { status: 'check_out', reservation_end_time: at(-5) }, false],
    ['closed', { status: 'closed' }, false],
    ['cancelled', { status: 'cancelled' }, false],
    ['unreadable times', { reservation_start_time: 'soon', reservation_end_time: null }, false],
    ['no times', { reservation_start_time: null, reservation_end_time: undefined }, false],
  ])('D47 optional: %s → open %s', (_, fields, open) => {
    expect(conditionOffer(rental(fields), DRIVER, tenant('optional'), [], now)).toEqual({ open, mode: 'optional', asked: null });
  });

  it('D47 the pick-up window without a prepare delay opens at the start', () => {
    expect(conditionOffer(rental({ status: 'pending', reservation_start_time: at(1) }), DRIVER, tenant('optional', null), [], now).open).toBe(false);
    expect(conditionOffer(rental({ status: 'pending', reservation_start_time: at(0) }), DRIVER, tenant('optional', null), [], now).open).toBe(true);
  });

  it('D47 required: pick-up is asked for first once in progress, then return, then nothing', () => {
    expect(conditionOffer(rental(), DRIVER, tenant('required'), [], now)).toEqual({ open: true, mode: 'required', asked: 'pick_up' });
    expect(conditionOffer(rental(), DRIVER, tenant('required'), ['pick_up'], now).asked).toBe('return');
    expect(conditionOffer(rental(), DRIVER, tenant('required'), ['pick_up', 'return'], now).asked).toBeNull();
    // Before the trip starts, within the window: offered, not yet asked for.
    expect(conditionOffer(rental({ status: 'pending', reservation_start_time: at(10) }), DRIVER, tenant('required'), [], now)).toEqual({ open: true, mode: 'required', asked: null });
    // Over: nothing asked any more.
    expect(conditionOffer(rental({ status: 'closed' }), DRIVER, tenant('required'), [], now)).toEqual({ open: false, mode: 'required', asked: null });
  });
});
