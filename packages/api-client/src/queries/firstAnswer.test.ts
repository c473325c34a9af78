import { describe, expect, it } from 'vitest';
import { awaitsFirstAnswer } from './firstAnswer.ts';

describe('awaitsFirstAnswer (issue 32: what a page waits for before it is drawn)', () => {
  it('waits for a first request in flight', () => {
    expect(awaitsFirstAnswer({ isPending: true, fetchStatus: 'fetching', failureCount: 0 })).toBe(true);
  });

  it('does not wait for an answer that came, a query that is off or paused offline, or one that failed once', () => {
    expect(awaitsFirstAnswer({ isPending: false, fetchStatus: 'fetching', failureCount: 0 })).toBe(false);
    expect(awaitsFirstAnswer({ isPending: true, fetchStatus: 'idle', failureCount: 0 })).toBe(false);
    expect(awaitsFirstAnswer({ isPending: true, fetchStatus: 'paused', failureCount: 0 })).toBe(false);
    // Its retries (spec §8: 1 s, 2 s, 4 s) go on behind the page.
    expect(awaitsFirstAnswer({ isPending: true, fetchStatus: 'fetching', failureCount: 1 })).toBe(false);
  });
});
