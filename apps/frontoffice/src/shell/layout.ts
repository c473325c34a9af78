/** The frames a route can ask for through its `staticData.layout`. */
export type LayoutKind = 'app' | 'auth' | 'bare';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The page frame: `app` (header, menu, footer), `auth` (the landing panel beside the form) or `bare`.
     * @default 'app'
     */
    layout?: LayoutKind;
  }
}
