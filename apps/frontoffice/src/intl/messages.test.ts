import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAILURE_KEPT_MS, MessageStore } from './messages.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('spec §8: messages that failed to load (MessageStore.loaded)', () => {
  it('stay failed for the page that waits for them, which then reaches its error page instead of asking again at each render', async () => {
    vi.useFakeTimers();
    const store = new MessageStore('fr', {});
    const ensure = vi.spyOn(store, 'ensure').mockRejectedValueOnce(new Error('chunk refused'));
    const failed = store.loaded('feature-rentals');
    await expect(failed).rejects.toThrow('chunk refused');
    expect(failed).toMatchObject({ status: 'rejected' });
    // The renders that follow the failure read the same failed promise (React's `use` throws it to the error page).
    expect(store.loaded('feature-rentals')).toBe(failed);
    expect(store.loaded('feature-rentals')).toBe(failed);
    expect(ensure).toHaveBeenCalledTimes(1);
    // Later, a page that needs them asks again.
    await vi.advanceTimersByTimeAsync(FAILURE_KEPT_MS);
    const again = store.loaded('feature-rentals');
    expect(again).not.toBe(failed);
    expect(ensure).toHaveBeenCalledTimes(2);
    await expect(again).resolves.toBeUndefined();
  });
});
