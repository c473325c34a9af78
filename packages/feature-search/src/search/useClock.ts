import type { DateTime } from 'luxon';
import { useEffect, useMemo, useState } from 'react';

/** How often a form that shows clock-derived defaults reads the clock again. */
export const CLOCK_REFRESH_MS = 30_000;

/**
 * `now()`, read again every `everyMs` (a re-render): the defaults and bounds that derive from the clock (decision
 * D39: the default start and the first selectable slot) follow it while the form stays open.
 *
 * One reading per tick (and per clock), the same object on every render in between (issue 32): the pickers' bounds
 * derive from it, and the slots they build are kept while the bounds are the same instants. Read at every render, the
 * latest bound (now + the maximum time in advance) moved by the milliseconds elapsed, and each keystroke or tap in the
 * form rebuilt the slots of every day both pickers and an open calendar show.
 */
export function useClock(now: () => DateTime, everyMs = CLOCK_REFRESH_MS): DateTime {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((count) => count + 1), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  // Read again at each tick, and at once for another clock (a test's).
  return useMemo(() => readingOf(now, tick), [now, tick]);
}

/** The clock's reading for a tick (the tick only tells one reading from the next). */
function readingOf(now: () => DateTime, _tick: number): DateTime {
  return now();
}
