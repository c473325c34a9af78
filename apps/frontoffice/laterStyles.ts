import type { Plugin, Rolldown } from 'vite';
import { chunkClosure, isFirstPaintChunk, searchFirstPaint } from './firstPaintChunks.ts';

/** The name of the later pages' style sheet (`assets/pages-[hash].css`). */
export const LATER_STYLES = 'pages';

/**
 * Issue 32: the styles of the pages opened after the first ones, in one file. Each lazily loaded chunk that brings
 * styles has a style sheet of its own (half a kilobyte each), and a page such as `/signup` or `/faqs` asked for five to
 * nine of them, in two waves, after the entry script (Vite loads a chunk's styles before running it). Over HTTP/1.1 a
 * phone fetches six files at a time, each for a round trip: under Lighthouse's simulated slow 4G the style sheets (of
 * the highest priority) took the six connections before the app frame's script, which waited for them, then shared
 * the bandwidth with the page's files (seen in lantern's simulated timings, docs/performance.md). The 28 sheets are
 * 6 kB gzip together; the build had 45 style sheets, it has 18.
 *
 * Kept apart: the entry's styles (in the document), those of the first pages' chunks and of everything these import
 * (the search page's route and first paint, the app frame, the cookie-consent dialog, the dialogs' overlay, the drawer
 * menu: firstPaintChunks.ts; the search page's first paint has a budget of its own), and those of the chunks `apart`
 * names (the map's, 10 kB, loaded with a map only). Every other chunk's styles go into the one file, in the order Vite
 * inserts them (a chunk's imports' styles before its own), and each of these chunks names that file instead of its
 * own: Vite's loader inserts it once, and a page waits for it as it waited for its own.
 *
 * It runs before Vite's own handling of the bundle (`order: 'pre'`): the document's list of first files (firstFiles.ts),
 * the preload table that Vite writes into the entry, and the manifest all read the chunks' styles after it.
 */
export function laterStylesPlugin(apart: (chunk: Rolldown.OutputChunk) => boolean): Plugin {
  return {
    name: 'frontoffice:later-styles',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
        const closure = chunkClosure(chunks);
        const kept = new Set<string>();
        for (const chunk of chunks) {
          const first = chunk.isEntry || isFirstPaintChunk(chunk.fileName) || chunk.moduleIds.some(searchFirstPaint) || apart(chunk);
          if (!first) continue;
          for (const reached of closure(chunk)) for (const css of reached.viteMetadata?.importedCss ?? []) kept.add(css);
        }
        // Imports first, then the chunk's own, as Vite's preload list orders them (a chunk's styles may follow those of
        // the components it builds on).
        const order: string[] = [];
        const seen = new Set<Rolldown.OutputChunk>();
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const visit = (chunk: Rolldown.OutputChunk) => {
          if (seen.has(chunk)) return;
          seen.add(chunk);
          for (const name of chunk.imports) {
            const imported = byFile.get(name);
            if (imported) visit(imported);
          }
          for (const css of chunk.viteMetadata?.importedCss ?? []) if (!kept.has(css) && !order.includes(css)) order.push(css);
        };
        chunks.forEach(visit);
        if (order.length < 2) return;
        const source = order
          .map((fileName) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') throw new Error(`laterStyles: ${fileName} is not in the bundle`);
            // Without the marker Vite adds to each style sheet for its hash (it removes one a file).
            return String(asset.source).replace(/\/\*\$vite\$:\d+\*\//g, '');
          })
          .join('\n');
        const merged = this.getFileName(this.emitFile({ type: 'asset', name: `${LATER_STYLES}.css`, source }));
        const gone = new Set(order);
        for (const fileName of order) delete bundle[fileName];
        for (const chunk of chunks) {
          const css = chunk.viteMetadata?.importedCss;
          if (!css || ![...css].some((fileName) => gone.has(fileName))) continue;
          const renamed = [...css].map((fileName) => (gone.has(fileName) ? merged : fileName));
          css.clear();
          for (const fileName of renamed) css.add(fileName);
        }
      },
    },
  };
}
