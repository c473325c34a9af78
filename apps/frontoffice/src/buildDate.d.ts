/** The day the app was built (UTC, `YYYY-MM-DD`; vite.config.ts `buildDate`), for the accessibility statement. */
declare const __BUILD_DATE__: string;
