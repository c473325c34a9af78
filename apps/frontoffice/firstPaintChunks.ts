import type { Plugin } from 'vite';

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
  // A first visit's cookie-consent dialog, shown over any page (/login pays for it on a first visit only).
  { name: 'CookieConsentDialog', test: /shell[\\/]dialogs[\\/]CookieConsentDialog\.tsx$/, priority: 18 },
  // The app frame (header and footer; the drawer menu comes after the page, AppShell.tsx) of every page but the
  // sign-in ones, the react-aria locale that every lazily loaded part is wrapped in (src/intl/lazyWithLocale.tsx), and
  // the search page's outline, which the search route draws in it until the page's code has run (feature-search's
  // SearchPageOutline, a few hundred bytes): in the page's chunk, the route could not draw it before that chunk had
  // arrived.
  { name: 'AppShell', test: /src[\\/]shell[\\/]AppShell\.tsx$|src[\\/]intl[\\/]AriaLocale\.tsx$|feature-search[\\/]src[\\/]outline[\\/]/, priority: 17 },
  // react-aria's modal, dialog and focus scope, which the drawer menu, every dialog and the date pickers' popovers
  // share (issue 32): one chunk, so that none of them loads another's chunk for it.
  { name: 'overlays', test: /packages[\\/]ui[\\/]src[\\/]components[\\/]Modal[\\/]Modal\.tsx$/, priority: 16.9 },
  // The date libraries, before the drawer menu takes them (issue 34: the menu's licence badge reads the date): in
  // the menu's chunk, every page that formats a date loaded the menu's chunk and its styles with them.
  { name: 'dates', test: /node_modules[\\/](luxon|@internationalized[\\/]date)[\\/]/, priority: 16.85 },
  // The drawer menu, which the app frame asks for once the page is drawn (AppShell.tsx), with what it alone uses.
  { name: 'MainMenu', test: /src[\\/]shell[\\/]MainMenu\.tsx$/, priority: 16.8 },
  { name: 'searchPickers', test: /feature-search[\\/]src[\\/]components[\\/]SearchForm[\\/]SearchTimePicker\.tsx$/, priority: 15 },
  // The lists the search page is drawn with (feature-search's prefetchSearchLists, the stations above all), which the
  // route asks for before the page's code (src/routes/-components/SearchGate.tsx), with the calls and answers' schemas
  // they need, those the form shares included (a priority above the form's): a kilobyte, which the page imports.
  { name: 'searchLists', test: /feature-search[\\/]src[\\/]pages[\\/]searchLists\.ts$/, priority: 14 },
  { name: 'searchForm', test: /feature-search[\\/]src[\\/]components[\\/]SearchForm[\\/]/, priority: 13 },
  { name: 'searchStart', test: /src[\\/]routes[\\/]-components[\\/]SearchRoute\.tsx$|feature-search[\\/]src[\\/]pages[\\/]/, priority: 12 },
];

/** Whether a built file is one of these groups' chunks (their imports are preloaded with them, vite.config.ts). */
export function isFirstPaintChunk(filename: string): boolean {
  return firstPaintGroups.some(({ name }) => new RegExp(`(^|/)${name}-[\\w-]+\\.js$`).test(filename));
}

/** The search page's first files (the groups above whose name starts with `search`): what its first paint runs. */
const searchFirstPaint = firstPaintGroups.filter(({ name }) => name.startsWith('search'));
/** A lazily loaded part of the search page (its route, its form, its results): not another page's. */
const HEAVY = /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately)[\\/]/;
const SEARCH_PART = /feature-search[\\/]src[\\/]|src[\\/]routes[\\/](-components[\\/]Search\w*|search|index)\.tsx/;

/**
 * Issue 32: the modules that the search page's first files share with another page (the date picker with a booking's
 * change of times, the skeletons with every list, the form fields with the signup). Each search group takes the
 * modules its test matches and everything they import, so before this group such a module sat in a search chunk, and
 * every page that used it loaded the search page's chunks: `/signup`, `/faqs` and the bookings loaded `searchForm`,
 * `searchPickers` and `searchStart` (88 kB gzip) and showed no search. This group, of a higher priority, takes them
 * first; `entriesAware` cuts it by the set of parts that use each module, so a page loads the shared modules it uses,
 * not the others. The module graph is read once it is complete (`buildEnd`), before the bundler groups modules.
 */
export function searchSharedGroup() {
  const shared = new Set<string>();
  const plugin: Plugin = {
    name: 'frontoffice:search-shared-modules',
    apply: 'build',
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      /** Adds the modules a module reaches by static imports, itself included, to `seen`. */
      const reach = (from: string, seen: Set<string>) => {
        const stack = [from];
        while (stack.length) {
          const id = stack.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(info(id)?.importedIds ?? []));
        }
      };
      const ids = [...this.getModuleIds()];
      const searchFirst = new Set<string>();
      for (const id of ids) if (searchFirstPaint.some(({ test }) => test.test(id))) reach(id, searchFirst);
      // Every other lazily loaded part: a dynamic import's target outside the search page.
      // The modules that reach react-aria's interactive components (their dependencies are the heavy part).
      const heavy = new Map<string, boolean>();
      const reachesHeavy = (id: string): boolean => {
        const known = heavy.get(id);
        if (known !== undefined) return known;
        heavy.set(id, false);
        const result = HEAVY.test(id) || (info(id)?.importedIds ?? []).some(reachesHeavy);
        heavy.set(id, result);
        return result;
      };
      const others = new Set<string>();
      for (const id of ids) {
        for (const target of info(id)?.dynamicallyImportedIds ?? [])
          if (!SEARCH_PART.test(target)) reach(target, others);
      }
      for (const id of searchFirst) if (others.has(id) && !reachesHeavy(id)) shared.add(id);
    },
  };
  const group = { name: 'searchShared', priority: 15.5, entriesAware: true, test: (id: string) => shared.has(id) };
  return { plugin, group };
}
