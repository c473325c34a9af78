import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnceTrue, usePhotoSettled } from './useAnswered.ts';

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

