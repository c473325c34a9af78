import type { DateTime } from 'luxon';
import { useEffect, useState } from 'react';

/** How often a form that shows clock-derived defaults reads the clock again. */
export const CLOCK_REFRESH_MS = 30_000;

/**
 * `now()`, read again every `everyMs` (a re-render): the defaults and bounds that derive from the clock (decision
 * D39: the default start and the first selectable slot) follow it while the form stays open.
 */
export function useClock(now: () => DateTime, everyMs = CLOCK_REFRESH_MS): DateTime {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((tick) => tick + 1), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now();
}
