/** The part of `PerformanceObserver` this needs (a fake in tests). */
interface ObserverClass {
  new (callback: (list: { getEntries(): PerformanceEntry[] }) => void): { observe(options: PerformanceObserverInit): void; disconnect(): void };
  readonly supportedEntryTypes?: readonly string[];
}

/**
 * Calls `then` once the element marked `elementtiming="<identifier>"` has been painted: the Element Timing API reports
 * the paint itself, the time the browser counts as that text's (its Largest Contentful Paint when it is the largest).
 * Where the API is missing (Firefox, Safari), two frames after the call, which follows the element's commit.
 * @returns stops waiting
 */
export function whenPainted(
  identifier: string,
  then: () => void,
  environment: { observer?: ObserverClass } = { observer: globalThis.PerformanceObserver as ObserverClass | undefined },
): () => void {
  const Observer = environment.observer;
  if (Observer?.supportedEntryTypes?.includes('element')) {
    const observer = new Observer((list) => {
      if (!list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === identifier)) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'element', buffered: true });
    return () => observer.disconnect();
  }
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(then);
  });
  return () => cancelAnimationFrame(frame);
}
