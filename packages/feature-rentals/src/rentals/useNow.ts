import { DateTime } from 'luxon';
import { useEffect, useState } from 'react';

/** How often the booking screens read the clock again: what may be done depends on it (spec §5 delays). */
export const NOW_REFRESH_MS = 30_000;

/**
 * The current instant, read again every `everyMs` (a re-render), so that an action whose delay runs out while the
 * page stays open disappears (spec §5: cancel only while the start is later than now + the delay).
 */
export function useNow(everyMs = NOW_REFRESH_MS): DateTime {
  const [now, setNow] = useState(() => DateTime.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(DateTime.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
