import { useEffect, useState } from 'react';

/** How often the booking screens read the clock again: what may be done depends on it (spec §5 delays). */
export const NOW_REFRESH_MS = 30_000;

/**
 * The current instant (epoch milliseconds), read again every `everyMs` (a re-render), so that an action whose delay
 * runs out while the page stays open disappears (spec §5: cancel only while the start is later than now + the delay).
 * Milliseconds, not a luxon date: a booking's head reads it, and the date library stays out of its first paint (issue 32).
 */
export function useNow(everyMs = NOW_REFRESH_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
