import { DateTime } from 'luxon';

/**
 * The date library the domain's dates are computed and shown with (luxon), for start-up to ask for early on the pages
 * whose first paint shows dates (the app's src/startup/earlyLoads.ts, issue 32), through this module: a package export
 * of its own, whose chunk the app's build preloads with the date libraries' chunk it imports (vite.config.ts). A
 * function of its own rather than a re-export, and not the library by its name: taken whole, a module's namespace
 * object made Rolldown put its runtime helpers in a chunk of their own, which every lazily loaded chunk then imported.
 */
export function dateLibrary(): typeof DateTime {
  return DateTime;
}
