import type { Plugin } from 'vite';

/**
 * react-aria-components' `Dialog.mjs`, which every overlay imports (its `Modal` reads two contexts defined there),
 * imports `Menu.mjs` and `Popover.mjs` for one context each (`RootMenuTriggerStateContext`, `PopoverContext`). The
 * bundler places a module in the chunk of every lazily loaded part that can reach it, so once a page drew a menu
 * (the search's sign-in menu, the payment methods' card menu) the menus' code, their collections, selection and
 * positioning, sat in the chunk that the cookie-consent dialog loads: a first visit to /login went from 178.3 to
 * 202.2 kB gzip (issue 18). This plugin defines those two contexts in one small module of their own that the three
 * files import, so a dialog no longer reaches the menu and popover modules. The contexts are the same objects for
 * every component, as before; only where they are defined changes.
 *
 * The same holds for the date picker (issue 18 item 1): `DatePicker.mjs` imports `Calendar.mjs` for its two calendar
 * contexts only, so every date field carried the calendar's code (its state, grid and cells, about 10 kB gzip) into
 * the first paint of the search page, although ui's `DatePicker` loads its calendar when it first opens. Those two
 * contexts move to the same module.
 */
const CONTEXTS_ID = '\0frontoffice:react-aria-overlay-contexts';

/**
 * Where each context is defined in react-aria-components 1.22 (`dist/private/<file>`), its bundle-local name, and the
 * file that imports it from there for the context alone (`importer`, which then imports it from the new module).
 */
const CONTEXTS = [
  { name: 'RootMenuTriggerStateContext', file: 'Menu.mjs', local: '$49319ee1285aa241$export$795aec4671cbae19', importer: 'Dialog.mjs' },
  { name: 'PopoverContext', file: 'Popover.mjs', local: '$542a13ca2fa5b484$export$9b9a0cd73afb7ca4', importer: 'Dialog.mjs' },
  { name: 'CalendarContext', file: 'Calendar.mjs', local: '$6f9a1820b787aac7$export$3b805cea1f178355', importer: 'DatePicker.mjs' },
  { name: 'RangeCalendarContext', file: 'Calendar.mjs', local: '$6f9a1820b787aac7$export$233dd9682e1ad64b', importer: 'DatePicker.mjs' },
] as const;

const privateFile = (id: string) => /react-aria-components[\\/]dist[\\/]private[\\/]([\w.]+\.mjs)$/.exec(id)?.[1];
const escape = (text: string) => text.replace(/[$.*+?^{}()|[\]\\]/g, '\\$&');

export function reactAriaOverlayContexts(): Plugin {
  return {
    name: 'frontoffice:react-aria-overlay-contexts',
    enforce: 'pre',
    resolveId: (id) => (id === CONTEXTS_ID ? id : null),
    load: (id) =>
      id === CONTEXTS_ID
        ? `import { createContext } from 'react';\n${CONTEXTS.map((c) => `export const ${c.name} = /*#__PURE__*/ createContext(null);`).join('\n')}\n`
        : null,
    transform(code, id) {
      const file = privateFile(id);
      if (!file) return null;
      let out = code;
      const change = (pattern: RegExp, replacement: string) => {
        // A new version of react-aria-components may move these lines: fail the build rather than ship the old bloat.
        if (!pattern.test(out)) this.error(`react-aria-components ${file} changed: review reactAriaOverlayContexts.ts`);
        out = out.replace(pattern, replacement);
      };
      // An importer's line names every context it takes from one file (DatePicker.mjs: both calendar contexts).
      for (const from of new Set(CONTEXTS.filter((c) => c.importer === file).map((c) => c.file))) {
        const names = CONTEXTS.filter((c) => c.importer === file && c.file === from)
          .map((c) => `${c.name} as ${c.local}`)
          .join(', ');
        change(new RegExp(`import \\{${escape(names)}\\} from "\\./${escape(from)}";`), `import {${names}} from ${JSON.stringify(CONTEXTS_ID)};`);
      }
      for (const context of CONTEXTS) {
        const importLine = `import {${context.name} as ${context.local}} from ${JSON.stringify(CONTEXTS_ID)};`;
        if (file === context.file) {
          change(new RegExp(`const ${escape(context.local)} = /\\*#__PURE__\\*/ \\(0, \\$\\w+\\$createContext\\)\\(null\\);`), importLine);
        }
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}
