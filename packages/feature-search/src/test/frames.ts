import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** The browser's frames, run when the test says the frame is painted (a cancelled one never runs). */
export function holdFrames() {
  const frames = new Map<number, FrameRequestCallback>();
  let last = 0;
  const request = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.set(++last, callback);
    return last;
  });
  const cancel = vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void frames.delete(id));
  return {
    paint: () => act(() => [...frames.values()].forEach((frame) => frame(0))),
    restore: () => {
      request.mockRestore();
      cancel.mockRestore();
    },
  };
}
