import type { Plugin } from 'vite';

/** Vite's module that loads a lazily imported chunk with its styles and preloads (`__vitePreload`). */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/** How Vite 8's helper ends: once the styles have settled, it imports the chunk. */
const IMPORT_AFTER_STYLES = /(\n\treturn promise\.then\(\(res\) => \{[\s\S]*?)return baseModule\(\)\.catch\(handlePreloadError\);/;

/**
 * Issue 32: a lazily loaded chunk asked for beside its style sheets, not after them. Vite's loader (`__vitePreload`)
 * inserts the chunk's style sheets, waits until they have loaded, and only then imports the chunk: its script, and the
 * chunks it imports, start a round trip and a style sheet's transfer later. Seen on every signed-in page: the route's
 * chunk was asked for once the later pages' style sheet (`pages-*.css`, 6 kB) had come, and in Lighthouse's simulated
 * slow 4G that put the whole chain of a booking's scripts 0.24 s later.
 *
 * Here the import starts at once, and what the loader gives still waits for both: the module's code runs before its
 * styles may have come (it draws nothing by itself), but nothing uses it before they have, since React draws a part
 * once the loader's promise settles. A failure is told as before: a style sheet's, then the chunk's, through Vite's
 * `vite:preloadError` event; the early import's rejection is held until then (no unhandled rejection meanwhile).
 */
export function stylesBesideScriptsPlugin(): Plugin {
  return {
    name: 'frontoffice:styles-beside-scripts',
    apply: 'build',
    transform: {
      filter: { id: { include: [new RegExp(`^${PRELOAD_HELPER.replace(/[.\\/]/g, '\\$&')}$`)] } },
      handler(code, id) {
        if (id !== PRELOAD_HELPER) return null;
        if (!IMPORT_AFTER_STYLES.test(code)) {
          // A later Vite wrote its helper otherwise: fail the build rather than lose the early import unnoticed.
          this.error('stylesBesideScripts: Vite\'s preload helper changed; see stylesBesideScripts.ts');
        }
        return {
          code: code.replace(
            IMPORT_AFTER_STYLES,
            '\tconst loading = baseModule();\n\tloading.catch(() => undefined);$1return loading.catch(handlePreloadError);',
          ),
          map: null,
        };
      },
    },
  };
}
