import { type ReactNode, use } from 'react';

/**
 * Its children once `after` has settled, the nearest Suspense fallback meanwhile (issue 32): a route that draws its
 * page's title at once gives `afterFirstPagePaint()` (startup/firstPage.ts), so that on the visit's first page the
 * rest of the page's code is asked for once the title is on screen, not beside the title's last files.
 */
export function AfterPaint({ after, children }: { after: Promise<void> | undefined; children: ReactNode }) {
  if (after) use(after);
  return children;
}
