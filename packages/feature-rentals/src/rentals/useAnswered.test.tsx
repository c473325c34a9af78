import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnceTrue, usePhotoSettled, useShownAfterPaint } from './useAnswered.ts';

afterEach(cleanup);

function Latch({ value, id }: { value: boolean; id: number }) {
  return <p>{useOnceTrue(value, id) ? 'drawn' : 'loading'}</p>;
}

describe('useOnceTrue (issue 32: a page once drawn stays drawn)', () => {
  it('stays true when the value turns false again, and starts over with another key', () => {
    const { rerender } = render(<Latch value={false} id={1} />);
    expect(screen.getByText('loading')).toBeTruthy();
    act(() => rerender(<Latch value id={1} />));
    expect(screen.getByText('drawn')).toBeTruthy();
    act(() => rerender(<Latch value={false} id={1} />));
    expect(screen.getByText('drawn')).toBeTruthy();
    act(() => rerender(<Latch value={false} id={2} />));
    expect(screen.getByText('loading')).toBeTruthy();
  });
});

describe('usePhotoSettled (issue 32: the rest of a booking waits for its photo’s paint)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is true without a photo, and once the photo is decoded', async () => {
    expect(renderHook(() => usePhotoSettled(undefined)).result.current).toBe(true);
    let decoded!: () => void;
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(() => new Promise<void>((resolve) => (decoded = resolve)));
    const { result } = renderHook(() => usePhotoSettled('/photo.jpg'));
    expect(result.current).toBe(false);
    await act(async () => decoded());
    expect(result.current).toBe(true);
  });

  it('is true when the photo fails, and after a second when it does not come', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockRejectedValueOnce(new Error('EncodingError')).mockImplementation(() => new Promise<void>(() => undefined));
    const failed = renderHook(() => usePhotoSettled('/broken.jpg'));
    await vi.waitFor(() => expect(failed.result.current).toBe(true));
    vi.useFakeTimers();
    try {
      const slow = renderHook(() => usePhotoSettled('/slow.jpg'));
      await act(async () => vi.advanceTimersByTime(999));
      expect(slow.result.current).toBe(false);
      await act(async () => vi.advanceTimersByTime(1));
      expect(slow.result.current).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});


describe('useShownAfterPaint (issue 32: what waits for a page\u2019s head to be on screen)', () => {
  it('with the app\u2019s report of the largest paint (the visit\u2019s first page): true once it has come, not at the next frame', async () => {
    let reported!: () => void;
    const afterPaint = vi.fn(() => new Promise<void>((resolve) => (reported = resolve)));
    const { result, rerender } = renderHook(({ value }) => useShownAfterPaint(value, 7, afterPaint), { initialProps: { value: false } });
    expect(afterPaint).not.toHaveBeenCalled();
    rerender({ value: true });
    expect(afterPaint).toHaveBeenCalledTimes(1);
    // Frames go by: the photo decoded may not be presented yet.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(result.current).toBe(false);
    await act(async () => reported());
    expect(result.current).toBe(true);
  });

  it('without one (a later page): true once the next frame is painted', async () => {
    const { result } = renderHook(() => useShownAfterPaint(true, 7, () => undefined));
    expect(result.current).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(result.current).toBe(true);
  });
});
