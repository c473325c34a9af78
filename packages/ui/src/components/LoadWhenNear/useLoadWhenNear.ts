import { type RefObject, useEffect, useState } from 'react';

/**
 * How close to the viewport a place must come before its part is requested: in it. A margin ahead of the scroll would
 * load a map on a phone whose page ends just below the first screen, before the driver asked for anything below it.
 */
export const NEAR_VIEWPORT_MARGIN = '0px';

/** Runs `then` once the browser has painted the current frame and has a moment to spare; returns the cancel. */
function afterPaint(then: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(then, { timeout: 1000 });
    else timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (idle !== undefined) cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Whether a heavy part of a page (a map: maplibre is about 300 kB gzip and its start-up holds the processor) may load
 * now (issues 18 and 32): once `enabled` (what must paint first has been drawn), its place has come into the viewport
 * (on a phone a map often sits below the first screen) and the browser has painted that frame. It stays true once
 * true. Without IntersectionObserver, the place counts as near. Give the place its final size, so that nothing moves
 * when the part arrives.
 * @param place the element standing where the part will be
 * @param enabled whether what must paint first has been drawn @default true
 */
export function useLoadWhenNear(place: RefObject<Element | null>, enabled = true): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready || !enabled) return;
    let cancelPaint: (() => void) | undefined;
    const go = () => {
      cancelPaint ??= afterPaint(() => setReady(true));
    };
    const element = place.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      go();
      return () => cancelPaint?.();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        go();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelPaint?.();
    };
  }, [place, enabled, ready]);
  return ready;
}
