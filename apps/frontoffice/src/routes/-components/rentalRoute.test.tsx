import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chunkComponent } from './rentalRoute.tsx';

/**
 * The timers of 100 ms or more set from now on, and when each fired. Installed before React is imported (this file
 * runs isolated: vitest.config.ts), since react-dom keeps the `setTimeout` it finds as it loads: React holds a
 * Suspense boundary's content back with one (its fallback throttle), which is what these tests look for, rather than
 * the wall clock (a CI machine under load once took 300 ms to draw a part that needs none).
 */
const longTimers = vi.hoisted(() => {
  const set: { ms: number; firedAt?: number }[] = [];
  const real = globalThis.setTimeout;
  globalThis.setTimeout = ((handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    if ((ms ?? 0) < 100) return real(handler, ms, ...args);
    const timer: { ms: number; firedAt?: number } = { ms: ms! };
    set.push(timer);
    return real(
      (...given: unknown[]) => {
        timer.firedAt = performance.now();
        handler(...given);
      },
      ms,
      ...args,
    );
  }) as typeof setTimeout;
  return set;
});

type Part = ComponentType<{ name: string }>;
/** When the part was last committed (`performance.now()`), 0 before. */
let drawnAt = 0;
function ThePart({ name }: { name: string }) {
  useLayoutEffect(() => {
    drawnAt = performance.now();
  }, []);
  return <p>the part of {name}</p>;
}
const part: Part = ThePart;

/** An `import()` that the test settles. */
function controlledImport() {
  let settle!: { arrive: () => void };
  const importer = vi.fn(
    () =>
      new Promise<Part>((resolve) => {
        settle = { arrive: () => resolve(part) };
      }),
  );
  return { importer, settle: () => settle };
}

describe('chunkComponent: a part drawn once its chunk has come (issue 32)', () => {
  // React's own timing, as in a browser: under testing-library's act() it shows a Suspense boundary's content at once.
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  let container: HTMLElement;
  let root: Root | undefined;
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    container = document.body.appendChild(document.createElement('div'));
    drawnAt = 0;
  });
  afterEach(() => {
    root?.unmount();
    root = undefined;
    container.remove();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  /**
   * Renders `element` (its fallback: `<Loading />`), lets the chunk arrive as the fallback is committed, and measures
   * from that commit to the part's (each recorded by a layout effect: React's commit, not when a test's poll saw it).
   */
  async function msFromFallbackToPart(element: (fallback: ReactNode) => ReactNode, arrive: () => void): Promise<number> {
    let fallbackAt = 0;
    function Loading() {
      useLayoutEffect(() => {
        fallbackAt = performance.now();
        arrive();
      }, []);
      return 'loading';
    }
    root = createRoot(container);
    root.render(element(<Loading />));

    await vi.waitFor(() => expect(drawnAt).toBeGreaterThan(0), { timeout: 2000, interval: 5 });
    return drawnAt - fallbackAt;
  }

  it('draws the part as soon as its chunk has come, where a React.lazy part waited for React’s 300 ms timer after its fallback was shown', async () => {
    const ours = controlledImport();
    const Ours = chunkComponent(ours.importer);
    longTimers.length = 0;
    await msFromFallbackToPart((fallback) => <Ours fallback={fallback} name="a booking" />, () => ours.settle().arrive());
    expect(container.textContent).toBe('the part of a booking');
    expect(longTimers, 'no timer held the part back').toEqual([]);
    root?.unmount();
    drawnAt = 0;
    // The same chunk behind React.lazy and Suspense, as the routes drew it before: the retry is held back.
    const theirs = controlledImport();
    const Lazy = lazy(() => theirs.importer().then((component) => ({ default: component })));
    const lazyMs = await msFromFallbackToPart(
      (fallback) => (
        <Suspense fallback={fallback}>
          <Lazy name="a booking" />
        </Suspense>
      ),
      () => theirs.settle().arrive(),
    );
    expect(container.textContent).toBe('the part of a booking');
    // React's throttle: a timer of up to 300 ms, the part committed once it fired (never before).
    expect(longTimers).toHaveLength(1);
    expect(longTimers[0]!.ms).toBeGreaterThan(200);
    expect(longTimers[0]!.ms).toBeLessThanOrEqual(300);
    expect(drawnAt).toBeGreaterThanOrEqual(longTimers[0]!.firedAt!);
    expect(lazyMs).toBeGreaterThanOrEqual(longTimers[0]!.ms - 10);
  });
});

describe('chunkComponent: loading and failures (issue 32, spec §8)', () => {
  afterEach(cleanup);

  it('asks for the chunk once as it first renders, and draws a module already there at once, with no fallback', async () => {
    const { importer, settle } = controlledImport();
    const Ours = chunkComponent(importer);
    const { unmount } = render(<Ours fallback="loading" name="a booking" />);
    expect(screen.getByText('loading').textContent).toBe('loading');
    await act(async () => settle().arrive());
    expect(screen.getByText('the part of a booking').tagName).toBe('P');
    unmount();
    render(<Ours fallback="loading" name="another booking" />);
    expect(screen.getByText('the part of another booking').tagName).toBe('P');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('a chunk that failed to come is asked for again, and drawn when it comes then', async () => {
    const importer = vi.fn<() => Promise<Part>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce(part);
    const Ours = chunkComponent(importer);
    render(<Ours fallback="loading" name="a booking" />);
    expect((await screen.findByText('the part of a booking')).tagName).toBe('P');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('a second failure reaches the error boundary around it, which says so (spec §8), rather than a fallback for ever', async () => {
    const importer = vi.fn<() => Promise<Part>>().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const Ours = chunkComponent(importer);
    // React reports the error it caught: not this test's concern.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Ours fallback="loading" name="a booking" />
      </Boundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch dynamically imported module');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}
