import { DateTime } from 'luxon';
import { useMemo } from 'react';
import { NOW_REFRESH_MS, useNow } from './useNow.ts';

/**
 * An instant of `useNow` as a luxon date, for the parts that move dates with it (the body's extend and condition
 * cards): the same date object from one reading of the clock to the next.
 */
export function useDateTime(instant: number): DateTime {
  return useMemo(() => DateTime.fromMillis(instant), [instant]);
}

/** `useNow` as a luxon date (the modify dialog, the trip banner). */
export function useNowDateTime(everyMs = NOW_REFRESH_MS): DateTime {
  return useDateTime(useNow(everyMs));
}
