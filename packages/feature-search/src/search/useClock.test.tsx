import { act, renderHook } from '@testing-library/react';
import { DateTime } from 'luxon';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_REFRESH_MS, useClock } from './useClock.ts';

describe('useClock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('issue 32: one reading between two ticks, whatever the renders (the pickers keep the slots built for its bounds)', () => {
    let clock = DateTime.fromISO('2026-11-23T13:07:00Z');
    const now = vi.fn(() => clock);
    const { result, rerender } = renderHook(() => useClock(now));
    const first = result.current;
    clock = clock.plus({ seconds: 5 });
    rerender();
    rerender();
    expect(result.current).toBe(first);
    expect(now).toHaveBeenCalledTimes(1);
  });

  it('decision D39: the clock is read again at each tick, so that the defaults and bounds follow it while the form is open', () => {
    let clock = DateTime.fromISO('2026-11-23T13:07:00Z');
    const { result } = renderHook(() => useClock(() => clock));
    clock = clock.plus({ minutes: 1 });
    act(() => vi.advanceTimersByTime(CLOCK_REFRESH_MS));
    expect(result.current.toISO()).toBe(clock.toISO());
  });

  it('reads another clock at once', () => {
    const first = DateTime.fromISO('2026-11-23T13:07:00Z');
    const second = first.plus({ hours: 2 });
    const { result, rerender } = renderHook(({ now }) => useClock(now), { initialProps: { now: () => first } });
    rerender({ now: () => second });
    expect(result.current).toBe(second);
  });
});
