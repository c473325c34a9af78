import type { FetchStatus } from '@tanstack/react-query';

/** What {@link awaitsFirstAnswer} reads of a query. */
export interface QueryProgress {
  isPending: boolean;
  fetchStatus: FetchStatus;
  failureCount: number;
}

/**
 * Whether a query still waits for its first answer: no data, a request in flight, no failure yet (issue 32: what a
 * page or a section waits for before it is drawn, so that nothing moves once drawn). A query that is off (disabled),
 * paused (offline) or failed once (its retries, spec §8, go on behind) is not waited for: the page shows without it.
 */
export function awaitsFirstAnswer(query: QueryProgress): boolean {
  return query.isPending && query.fetchStatus === 'fetching' && query.failureCount === 0;
}
