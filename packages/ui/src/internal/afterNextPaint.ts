import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs `then` in a task of its own once the browser has painted the current frame (issue 32): a tap whose effect is a
 * heavy render (a new search in the URL: the page drawn again; the vehicle's view in place of the map's; a calendar
 * closed) shows its answer first (the chip gone, the pressed button pending, the chosen day), and the heavy render
 * comes after that paint, so that the
 * tap is answered within the "good" Interaction to Next Paint on a phone. Returns the cancel.
 */
export function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * `afterNextPaint` for a component: the returned function runs its argument once the current frame has been painted,
 * in place of one still waiting, and nothing runs after the component has gone.
 */
export function useAfterNextPaint(): (then: () => void) => void {
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => () => cancel.current?.(), []);
  return useCallback((then: () => void) => {
    cancel.current?.();
    cancel.current = afterNextPaint(then);
  }, []);
}
