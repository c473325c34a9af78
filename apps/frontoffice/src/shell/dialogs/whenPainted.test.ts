import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenPainted } from './whenPainted.ts';

/** A PerformanceObserver whose entries the test delivers. */
function fakeObserver(supported: string[]) {
  const instances: { callback: (list: { getEntries(): PerformanceEntry[] }) => void; observed?: PerformanceObserverInit; disconnected: boolean }[] = [];
  class Observer {
    static readonly supportedEntryTypes = supported;
    private readonly instance;
    constructor(callback: (list: { getEntries(): PerformanceEntry[] }) => void) {
      this.instance = { callback, disconnected: false } as (typeof instances)[number];
      instances.push(this.instance);
    }
    observe(options: PerformanceObserverInit) {
      this.instance.observed = options;
    }
    disconnect() {
      this.instance.disconnected = true;
    }
  }
  const deliver = (...identifiers: string[]) =>
    instances[0]?.callback({ getEntries: () => identifiers.map((identifier) => ({ identifier }) as unknown as PerformanceEntry) });
  return { Observer, instances, deliver };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('whenPainted (issue 18: the search page waits for the consent dialog’s text)', () => {
  it('calls back once the marked element’s paint is reported, not for another element’s', () => {
    const { Observer, instances, deliver } = fakeObserver(['paint', 'element']);
    const then = vi.fn();
    whenPainted('cookie-consent', then, { observer: Observer });
    expect(instances[0]?.observed).toEqual({ type: 'element', buffered: true });
    deliver('something-else');
    expect(then).not.toHaveBeenCalled();
    deliver('cookie-consent');
    expect(then).toHaveBeenCalledTimes(1);
    expect(instances[0]?.disconnected).toBe(true);
  });

  it('stops waiting when asked', () => {
    const { Observer, instances } = fakeObserver(['element']);
    const stop = whenPainted('cookie-consent', vi.fn(), { observer: Observer });
    stop();
    expect(instances[0]?.disconnected).toBe(true);
  });

  it('without the Element Timing API, calls back two frames later', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const { Observer, instances } = fakeObserver(['paint']);
    const then = vi.fn();
    whenPainted('cookie-consent', then, { observer: Observer });
    expect(instances).toHaveLength(0);
    vi.advanceTimersToNextFrame();
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(then).toHaveBeenCalledTimes(1);
  });
});
