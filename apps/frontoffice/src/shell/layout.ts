import type { MessagePackage } from '../intl/messages.ts';

/** The frames a route can ask for through its `staticData.layout`. */
export type LayoutKind = 'app' | 'auth' | 'bare';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The page frame: `app` (header, menu, footer), `auth` (the landing panel beside the form) or `bare`.
     * @default 'app'
     */
    layout?: LayoutKind;
    /**
     * The packages whose messages the page shows: start-up fetches them with the page's chunk when the page is the
     * first one (src/startup/earlyLoads.ts), and the route's `beforeLoad` waits for them.
     */
    messages?: readonly MessagePackage[];
    /**
     * A first visit's cookie-consent dialog is drawn with the page when the page is the first one, instead of after
     * it: the page's own chunks bring the dialog's code (firstPaintChunks.ts), so waiting would only delay it (issue
     * 18: on the search page the dialog's text is the largest a phone draws).
     * @default false
     */
    consentWithPage?: boolean;
  }
}
