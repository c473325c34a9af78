/**
 * Runs `then` once the page has painted its first text or image (the browser's First Contentful Paint), issue 18:
 * what only improves the page (the web font, a first visit's cookie-consent dialog) waits until the page is on
 * screen, instead of sharing a phone's bandwidth with what the page needs before it can be drawn. Without paint
 * timing in the browser it runs at once; a page that paints nothing for 5 s (a hidden tab) runs it then.
 * @returns stops waiting
 */
export function afterFirstContent(then: () => void, environment: { observer?: typeof PerformanceObserver } = { observer: globalThis.PerformanceObserver }) {
  const Observer = environment.observer?.supportedEntryTypes?.includes('paint') ? environment.observer : undefined;
  let waiting = true;
  let observer: PerformanceObserver | undefined;
  const stop = () => {
    waiting = false;
    observer?.disconnect();
    clearTimeout(timer);
  };
  const run = () => {
    if (!waiting) return;
    stop();
    then();
  };
  const timer = setTimeout(run, Observer ? 5000 : 0);
  if (Observer) {
    observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) run();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  return stop;
}

/** Settles once the page has painted its first content (see {@link afterFirstContent}). */
export const firstContentPainted: Promise<void> = new Promise((resolve) => {
  afterFirstContent(resolve);
});
