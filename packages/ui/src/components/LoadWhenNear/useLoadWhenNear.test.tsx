import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEAR_VIEWPORT_MARGIN, useLoadWhenNear } from './useLoadWhenNear.ts';

/** A stand-in for the browser's IntersectionObserver that the test moves into view by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** The observed place comes into view (or not). */
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function Place({ enabled }: { enabled?: boolean }) {
  const place = useRef<HTMLDivElement>(null);
  const load = useLoadWhenNear(place, enabled);
  return <div ref={place}>{load ? 'loaded' : 'waiting'}</div>;
}

/** Lets the frame be painted and the idle callback run. */
async function afterPaint() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useLoadWhenNear: a heavy part after the page (issues 18 and 32)', () => {
  it('waits while what must paint first has not been drawn, even in view', async () => {
    render(<Place enabled={false} />);
    await afterPaint();
    expect(FakeObserver.instances).toHaveLength(0);
    expect(screen.getByText('waiting')).toBeTruthy();
  });

  it('loads once its place comes into view and the frame is painted, not before; then lets the observer go', async () => {
    render(<Place />);
    const [observer] = FakeObserver.instances;
    expect(observer?.options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    // On a phone the place is below the first screen: nothing loads.
    act(() => observer?.report(false));
    await afterPaint();
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => observer?.report(true));
    expect(observer?.disconnected).toBe(true);
    expect(await screen.findByText('loaded')).toBeTruthy();
  });

  it('without IntersectionObserver, the place counts as near: it loads after the paint', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Place />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('loaded')).toBeTruthy();
  });
});
