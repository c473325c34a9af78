/**
 * Issue 18: the files the search page (the public root, spec §2) needs before its first paint, in a few chunks.
 * Left to itself the bundler cuts them into some fifty small files, one per mix of pages sharing them: over HTTP/1.1
 * a phone fetches six at a time, and Lighthouse's simulated slow 4G put that queue at about a second before the
 * first paint. Each group takes the modules its test matches and what they import that no group of a higher
 * priority took (the entry's group first, vite.config.ts). Every group stays under the lazily loaded chunks' budget
 * (budgets.json), which is why the search form is cut in three: its date pickers, the rest of the form, and the
 * date libraries that the booking pages share.
 */
export const firstPaintGroups = [
  // A first visit's cookie-consent dialog, shown over any page (/login pays for it on a first visit only), with the
  // react-aria locale that every lazily loaded dialog is wrapped in (src/intl/lazyWithLocale.tsx).
  { name: 'CookieConsentDialog', test: /shell[\\/]dialogs[\\/]CookieConsentDialog\.tsx$|src[\\/]intl[\\/]AriaLocale\.tsx$/, priority: 18 },
  // The app frame (header, drawer menu, footer) of every page but the sign-in ones, and the search page's outline,
  // which the search route draws in it until the page's code has run (feature-search's SearchPageOutline, a few
  // hundred bytes): in the page's chunk, the route could not draw it before that chunk had arrived.
  { name: 'AppShell', test: /src[\\/]shell[\\/]AppShell\.tsx$|feature-search[\\/]src[\\/]outline[\\/]/, priority: 17 },
  { name: 'dates', test: /node_modules[\\/](luxon|@internationalized[\\/]date)[\\/]/, priority: 16 },
  { name: 'searchPickers', test: /feature-search[\\/]src[\\/]components[\\/]SearchForm[\\/]SearchTimePicker\.tsx$/, priority: 15 },
  // The lists the search page is drawn with (feature-search's prefetchSearchLists, the stations above all), which the
  // route asks for before the page's code (src/routes/-components/SearchGate.tsx), with the calls and answers' schemas
  // they need, those the form shares included (a priority above the form's): a kilobyte, which the page imports.
  { name: 'searchLists', test: /feature-search[\\/]src[\\/]pages[\\/]searchLists\.ts$/, priority: 14 },
  { name: 'searchForm', test: /feature-search[\\/]src[\\/]components[\\/]SearchForm[\\/]/, priority: 13 },
  { name: 'searchStart', test: /src[\\/]routes[\\/]-components[\\/]SearchRoute\.tsx$|feature-search[\\/]src[\\/]pages[\\/]/, priority: 12 },
  // The HTTP library, which the app's pages ask for at start-up (src/startup/earlyLoads.ts): named for the tests.
  { name: 'ky', test: /node_modules[\\/]ky[\\/]/, priority: 11 },
];

/** Whether a built file is one of these groups' chunks (their imports are preloaded with them, vite.config.ts). */
export function isFirstPaintChunk(filename: string): boolean {
  return firstPaintGroups.some(({ name }) => new RegExp(`(^|/)${name}-[\\w-]+\\.js$`).test(filename));
}
