/**
 * Settles once the first page's own content is drawn (issue 18): what only improves the page (the web font, with the
 * first paint: main.tsx) waits for it, instead of sharing a phone's bandwidth with the files the page still needs.
 * The root route says when its first render is committed (`rendered`); a page whose content comes after its frame
 * (the search page, SearchGate, from when its chunk runs) holds it until then (`hold`). It settles once the next
 * frame is painted, and 5 s after start-up at the latest.
 */
export function createFirstPage(timeoutMs = 5000) {
  let holds = 0;
  let settle!: () => void;
  const drawn = new Promise<void>((resolve) => {
    settle = () => requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, timeoutMs);
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
    /** Says the first render of the page is committed (the root route; a second call does nothing). */
    rendered: hold(),
    /** Holds `drawn` back until the returned function is called (once is enough). */
    hold,
  };
}

/** The app's first page. */
export const firstPage = createFirstPage();
