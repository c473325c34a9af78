import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirstPage, LARGEST_PAINT_WAIT_MS, whenHeadingDrawn } from './firstPage.ts';

describe('the first page drawn (issue 18: the web font waits for it)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    // The next frame (requestAnimationFrame), then a task.
    await vi.advanceTimersByTimeAsync(20);
    return done;
  };

  it('settles once the root has rendered and the next frame is painted, when no page holds it', async () => {
    const page = createFirstPage();
    expect(await settled(page.drawn)).toBe(false);
    page.rendered();
    expect(await settled(page.drawn)).toBe(true);
  });

  it('waits for a page that draws its content after its frame (the search page) to release it', async () => {
    const page = createFirstPage();
    const release = page.hold();
    page.rendered();
    expect(await settled(page.drawn)).toBe(false);
    release();
    release();
    expect(await settled(page.drawn)).toBe(true);
  });

  it('does not let a second "rendered" (effects run twice in development) release a page that holds it', async () => {
    const page = createFirstPage();
    page.hold();
    page.rendered();
    page.rendered();
    expect(await settled(page.drawn)).toBe(false);
  });

  it('issue 32: says whether it has settled (a page drawn after it is not the visit’s first)', async () => {
    const page = createFirstPage();
    expect(page.isDrawn()).toBe(false);
    page.rendered();
    await settled(page.drawn);
    expect(page.isDrawn()).toBe(true);
  });

  it('settles after its time limit whatever happens', async () => {
    const page = createFirstPage(5000);
    page.hold();
    await vi.advanceTimersByTimeAsync(4970);
    expect(await settled(page.drawn)).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(await settled(page.drawn)).toBe(true);
  });
});

/** An element of the page's content, as the app frame holds it (AppLayout's `main`). */
function pageContent(): Element {
  const main = document.createElement('main');
  const heading = main.appendChild(document.createElement('h1'));
  document.body.append(main);
  return heading;
}

/** A browser's largest-paint timing: the test says when a paint is reported, at what time, of what. */
function largestPaints() {
  const observers: { callback: PerformanceObserverCallback; observing: boolean }[] = [];
  class Observer {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private readonly entry: { callback: PerformanceObserverCallback; observing: boolean };
    constructor(callback: PerformanceObserverCallback) {
      this.entry = { callback, observing: false };
      observers.push(this.entry);
    }
    observe(options: PerformanceObserverInit) {
      expect(options.type).toBe('largest-contentful-paint');
      this.entry.observing = true;
    }
    disconnect() {
      this.entry.observing = false;
    }
  }
  /** A largest paint at `startTime`, of an element in the page's `main` unless another is given. */
  const report = (startTime: number, element: Element | null = pageContent()) => {
    const list = { getEntries: () => [{ entryType: 'largest-contentful-paint', startTime, element }] } as unknown as PerformanceObserverEntryList;
    for (const { callback, observing } of observers) if (observing) callback(list, {} as PerformanceObserver);
  };
  return { Observer: Observer as unknown as typeof PerformanceObserver, report, observing: () => observers.some((o) => o.observing) };
}

describe('the first page drawn in a browser that reports its largest paint (issue 32)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'performance'] }));
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  const settled = async (promise: Promise<void>, ms = 20) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(ms);
    return done;
  };

  it('settles once the largest paint after the content is reported, not at the next frame: what waits for it comes after that paint', async () => {
    const paints = largestPaints();
    const page = createFirstPage(5000, paints.Observer);
    await vi.advanceTimersByTimeAsync(100);
    page.rendered();
    // The next frames: not yet (the content may not have been presented).
    expect(await settled(page.drawn, 40)).toBe(false);
    // A paint from before the content (the frame's heading): not that one.
    paints.report(performance.now() - 90);
    expect(await settled(page.drawn)).toBe(false);
    paints.report(performance.now());
    expect(await settled(page.drawn)).toBe(true);
    expect(paints.observing()).toBe(false);
  });

  it('issue 32: a paint after the content was rendered but outside the page (an image of the header) is not the content\'s paint', async () => {
    const paints = largestPaints();
    const page = createFirstPage(5000, paints.Observer);
    page.rendered();
    const header = document.body.appendChild(document.createElement('header'));
    paints.report(performance.now(), header.appendChild(document.createElement('img')));
    expect(await settled(page.drawn)).toBe(false);
    // An element that has left the document (what a paint reports of it then).
    paints.report(performance.now(), null);
    expect(await settled(page.drawn)).toBe(false);
    paints.report(performance.now());
    expect(await settled(page.drawn)).toBe(true);
  });

  it(`settles ${LARGEST_PAINT_WAIT_MS} ms after the content's frame when no larger paint comes (the content is not the largest thing on screen)`, async () => {
    const paints = largestPaints();
    const page = createFirstPage(5000, paints.Observer);
    page.rendered();
    // The next frame (16 ms with these timers), then the limit.
    expect(await settled(page.drawn, LARGEST_PAINT_WAIT_MS)).toBe(false);
    expect(await settled(page.drawn, 40)).toBe(true);
    expect(paints.observing(), 'it stops watching').toBe(false);
  });

  it('issue 32: counts its time limit from the frame that draws the content, however late a busy phone draws it (the title’s paint came after the limit)', async () => {
    const paints = largestPaints();
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      const page = createFirstPage(5000, paints.Observer);
      page.rendered();
      // No frame for twice the limit: the main thread is busy.
      expect(await settled(page.drawn, 2 * LARGEST_PAINT_WAIT_MS)).toBe(false);
      for (const callback of frames.splice(0)) callback(performance.now());
      expect(await settled(page.drawn, LARGEST_PAINT_WAIT_MS - 30)).toBe(false);
      // The content's paint, reported after its frame: settles at once.
      paints.report(performance.now());
      expect(await settled(page.drawn)).toBe(true);
    } finally {
      frame.mockRestore();
    }
  });

  it('does not watch before a page that holds it has released it', async () => {
    const paints = largestPaints();
    const page = createFirstPage(5000, paints.Observer);
    const release = page.hold();
    page.rendered();
    expect(paints.observing()).toBe(false);
    paints.report(performance.now());
    expect(await settled(page.drawn, LARGEST_PAINT_WAIT_MS + 50)).toBe(false);
    release();
    expect(paints.observing()).toBe(true);
  });
});

describe('the page heading drawn (issue 32: what comes after the first page waits for a lazily loaded page too)', () => {
  afterEach(() => document.body.replaceChildren());

  it('calls back when the page heading is already there, once what is running has finished', async () => {
    document.body.innerHTML = '<main><h1>Connexion</h1></main>';
    const drawn = vi.fn();
    whenHeadingDrawn(document.body, drawn);
    await Promise.resolve();
    expect(drawn).toHaveBeenCalledTimes(1);
  });

  it('issue 32: a heading found mid-commit, before its content marks the page busy in the same task, is not the page drawn', async () => {
    // The root's effect runs in React's commit after the heading is in the document, and the content's busy mark
    // (a layout effect's render) comes at the end of that commit, before any microtask.
    document.body.innerHTML = '<main><div><h1>Mon compte</h1></div></main>';
    const drawn = vi.fn();
    whenHeadingDrawn(document.body, drawn);
    document.querySelector('main div')!.setAttribute('aria-busy', 'true');
    await Promise.resolve();
    await Promise.resolve();
    expect(drawn).not.toHaveBeenCalled();
    document.querySelector('main div')!.removeAttribute('aria-busy');
    await vi.waitFor(() => expect(drawn).toHaveBeenCalledTimes(1));
  });

  it("waits for a lazily loaded page's heading in main, not the frame's content, and calls back once", async () => {
    document.body.innerHTML = '<header><h1>not the page</h1></header><main></main>';
    const drawn = vi.fn();
    whenHeadingDrawn(document.body, drawn);
    document.querySelector('main')!.append(document.createElement('p'));
    await Promise.resolve();
    expect(drawn).not.toHaveBeenCalled();
    const heading = document.createElement('h1');
    heading.textContent = 'Mes réservations';
    document.querySelector('main')!.append(heading);
    await vi.waitFor(() => expect(drawn).toHaveBeenCalledTimes(1));
    document.querySelector('main')!.append(document.createElement('h1'));
    await Promise.resolve();
    expect(drawn).toHaveBeenCalledTimes(1);
  });

  it('waits for the page to be busy no more: its content (a help text, a list) is drawn once its call has answered', async () => {
    document.body.innerHTML = '<main><div aria-busy="true"><h1>Questions fréquentes</h1></div></main>';
    const drawn = vi.fn();
    whenHeadingDrawn(document.body, drawn);
    await Promise.resolve();
    expect(drawn).not.toHaveBeenCalled();
    document.querySelector('main div')!.removeAttribute('aria-busy');
    await vi.waitFor(() => expect(drawn).toHaveBeenCalledTimes(1));
  });

  it('stops waiting when asked (the root unmounted)', async () => {
    document.body.innerHTML = '<main></main>';
    const drawn = vi.fn();
    whenHeadingDrawn(document.body, drawn)();
    document.querySelector('main')!.append(document.createElement('h1'));
    await Promise.resolve();
    expect(drawn).not.toHaveBeenCalled();
  });
});
