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
     * A first visit's cookie-consent dialog is drawn before the page when the page is the first one, instead of
     * after it: over the app frame at once, the page's code asked for once the dialog is on screen (issue 18,
     * shell/dialogs/consentFirst.ts; the route's component waits for `afterConsentDialog`). For a heavy page, whose
     * files would otherwise hold the dialog back.
     * @default false
     */
    consentFirst?: boolean;
  }
}
