/** The app frame's chunk (header, drawer menu, footer): loaded by the root route, started early by start-up. */
export const loadAppShell = () => import('./AppShell.tsx');
