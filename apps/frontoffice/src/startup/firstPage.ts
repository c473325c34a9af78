/** How long `afterLargestPaint` waits for the browser to report a largest paint. */
export const LARGEST_PAINT_WAIT_MS = 300;

/**
 * Settles once the browser reports a largest paint of the page's content (in `main`) after the call (Largest
 * Contentful Paint, issue 32): what was just drawn is on screen, not only in the next frame (a help page's text was
 * presented after the trip banner's files had been asked for, and Lighthouse counted them before the page's largest
 * paint). `LARGEST_PAINT_WAIT_MS` after the next frame when none comes (what was drawn is not the largest thing
 * painted, or the driver has used the page, after which browsers report none); without largest-paint timing in the
 * browser, once the next frame is painted.
 */
export function afterLargestPaint(Observer: typeof PerformanceObserver | undefined = globalThis.PerformanceObserver): Promise<void> {
  return new Promise((resolve) => {
    if (!Observer?.supportedEntryTypes?.includes('largest-contentful-paint')) {
      requestAnimationFrame(() => setTimeout(resolve));
      return;
    }
    const since = performance.now();
    let finished = false;
    const done = () => {
      finished = true;
      observer.disconnect();
      clearTimeout(timer);
      setTimeout(resolve);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Only a paint of the page's own content (in `main`), not one of the frame around it (under CI's load the bookings'
    // lists were once asked for 17 ms before their title's paint, which was then the visit's largest: some paint came
    // first; e2e startup.spec.ts prints the visit's paints when that happens).
    const observer = new Observer((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since && (entry as LargestContentfulPaint).element?.closest('main'))) done();
    });
    observer.observe({ type: 'largest-contentful-paint' });
    // The time limit counts from the frame that draws the content, not from the call (made while rendering): on a
    // busy phone the frame can come hundreds of milliseconds later, and the limit ran out before the bookings' title
    // was presented (its lists' code asked for 8 ms before the title's paint, under CI's load).
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (!finished) timer = setTimeout(done, LARGEST_PAINT_WAIT_MS);
      }),
    );
  });
}

/**
 * Settles once the first page's own content is drawn (issue 18): what only improves the page (the web font, with the
 * first paint: main.tsx) waits for it, instead of sharing a phone's bandwidth with the files the page still needs.
 * The root route says when its first render is committed (`rendered`); a page whose content comes after its frame
 * (the search page, SearchGate, from when its chunk runs) holds it until then (`hold`). It settles once that content
 * is on screen (`afterLargestPaint`), and 5 s after start-up at the latest.
 */
export function createFirstPage(timeoutMs = 5000, Observer: typeof PerformanceObserver | undefined = globalThis.PerformanceObserver) {
  let holds = 0;
  let settled = false;
  let settle!: () => void;
  const drawn = new Promise<void>((resolve) => {
    settle = () => void afterLargestPaint(Observer).then(resolve);
    setTimeout(resolve, timeoutMs);
  }).then(() => {
    settled = true;
  });
  const hold = () => {
    holds += 1;
    let held = true;
    return () => {
      if (held && --holds === 0) settle();
      held = false;
    };
  };
  return {
    drawn,
    /** Whether `drawn` has settled: a page drawn later is not the visit's first. */
    isDrawn: () => settled,
    /** Says the first render of the page is committed (the root route; a second call does nothing). */
    rendered: hold(),
    /** Holds `drawn` back until the returned function is called (once is enough). */
    hold,
  };
}

/** The app's first page. */
export const firstPage = createFirstPage();

/**
 * What a page draws after its largest paint waits for (issue 32: the signup's step forms, the account's form): while it
 * is the visit's first page (not drawn yet), until what it drew first is on screen; on any later page, nothing.
 */
export function afterFirstPagePaint(): Promise<void> | undefined {
  return firstPage.isDrawn() ? undefined : afterLargestPaint();
}

/**
 * Calls `drawn` once the page's heading (an `h1` in `main`) is in the document and `main` holds nothing busy (issue 32):
 * a page whose route is a chunk of its own (the account's, the signup, the help pages) draws its heading after the
 * app frame, which the root renders first, and its content (a list, a help text: often its largest paint) once its
 * call has answered, its frame busy meanwhile (`PageFrame`'s `busy`). The web font, the trip banner, the offline
 * support and the member dialogs, asked for once the first page is drawn, came before the page's own files and data
 * and shared a phone's bandwidth with them (the bookings' heading waited for 47 requests, the font among them). A
 * page that never gets there releases it at `createFirstPage`'s time limit.
 *
 * Checked once what is running has finished (a microtask, as the observer's own checks): the root's effect may run
 * in the middle of React's commit, after the page's heading is in the document but before the busy mark its content's
 * layout effect asks for (a render that follows at the end of that commit). Read then, the account page's heading was
 * "drawn" with its form still to come, in half the runs of a phone's load, and the font and the dialogs came before it.
 * @returns stops waiting (the root unmounted)
 */
export function whenHeadingDrawn(root: ParentNode, drawn: () => void): () => void {
  const done = () => root.querySelector('main h1') !== null && root.querySelector('main [aria-busy="true"]') === null;
  let waiting = true;
  const check = () => {
    if (!waiting || !done()) return;
    stop();
    drawn();
  };
  const observer = new MutationObserver(check);
  const stop = () => {
    waiting = false;
    observer.disconnect();
  };
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  queueMicrotask(check);
  return stop;
}
