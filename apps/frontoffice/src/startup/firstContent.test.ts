import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContent } from './firstContent.ts';

/** A PerformanceObserver whose paint entries the test delivers. */
function paintObserver() {
  const observers: Array<(entries: string[]) => void> = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'resource'];
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe(options: PerformanceObserverInit) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      observers.push((names) => this.callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) } as unknown as PerformanceObserverEntryList, this as unknown as PerformanceObserver));
    }
    disconnect() {
      observers.length = 0;
    }
  }
  return { Observer: FakeObserver as unknown as typeof PerformanceObserver, paint: (...names: string[]) => [...observers].forEach((deliver) => deliver(names)) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('what waits for the first page (issue 18)', () => {
  it('runs once the first content is painted, not at the first paint of a blank page, and once only', () => {
    vi.useFakeTimers();
    const { Observer, paint } = paintObserver();
    const then = vi.fn();
    afterFirstContent(then, { observer: Observer });
    paint('first-paint');
    expect(then).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(then).toHaveBeenCalledTimes(1);
    paint('first-contentful-paint');
    vi.advanceTimersByTime(10_000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs after 5 s when nothing is painted (a hidden tab), and at once without paint timing', () => {
    vi.useFakeTimers();
    const then = vi.fn();
    afterFirstContent(then, { observer: paintObserver().Observer });
    vi.advanceTimersByTime(4999);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);

    const unsupported = vi.fn();
    afterFirstContent(unsupported, { observer: undefined });
    vi.advanceTimersByTime(0);
    expect(unsupported).toHaveBeenCalledTimes(1);
  });

  it('does nothing once stopped', () => {
    vi.useFakeTimers();
    const { Observer, paint } = paintObserver();
    const then = vi.fn();
    afterFirstContent(then, { observer: Observer })();
    paint('first-contentful-paint');
    vi.advanceTimersByTime(10_000);
    expect(then).not.toHaveBeenCalled();
  });
});
