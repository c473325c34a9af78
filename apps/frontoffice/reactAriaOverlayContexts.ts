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
 */
const CONTEXTS_ID = '\0frontoffice:react-aria-overlay-contexts';

/** Where each context is defined in react-aria-components 1.22 (`dist/private/<file>`), and its bundle-local name. */
const CONTEXTS = [
  { name: 'RootMenuTriggerStateContext', file: 'Menu.mjs', local: '$49319ee1285aa241$export$795aec4671cbae19' },
  { name: 'PopoverContext', file: 'Popover.mjs', local: '$542a13ca2fa5b484$export$9b9a0cd73afb7ca4' },
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
      for (const context of CONTEXTS) {
        const importLine = `import {${context.name} as ${context.local}} from ${JSON.stringify(CONTEXTS_ID)};`;
        if (file === 'Dialog.mjs') {
          change(new RegExp(`import \\{${context.name} as ${escape(context.local)}\\} from "\\./${escape(context.file)}";`), importLine);
        } else if (file === context.file) {
          change(new RegExp(`const ${escape(context.local)} = /\\*#__PURE__\\*/ \\(0, \\$\\w+\\$createContext\\)\\(null\\);`), importLine);
        }
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}
