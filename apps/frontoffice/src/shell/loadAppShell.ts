import { lazyWithLocale } from '../intl/lazyWithLocale.tsx';

/**
 * The app frame (header, drawer menu, footer) of every page but the sign-in ones, in its own chunk: rendered by the
 * root route, asked for early by start-up (`AppShell.preload`, startup/earlyLoads.ts).
 */
export const AppShell = lazyWithLocale(() => import('./AppShell.tsx'));
