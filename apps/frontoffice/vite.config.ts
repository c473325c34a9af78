import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { applyHostConfig, withPolicy } from './host/documents.mjs';
import { CARD_DOCUMENT, CARD_FORM_PATHS, contentSecurityPolicies, type HostConfig, inlineScripts } from './host/policy.mjs';
import { firstFilesPlugin } from './firstFiles.ts';
import { CHUNK_ANALYSIS, firstPaintGroups, preloadsItsImports, SHARED_CHUNKS, sharedChunks } from './firstPaintChunks.ts';
import { laterStylesPlugin } from './laterStyles.ts';
import { stylesBesideScriptsPlugin } from './stylesBesideScripts.ts';
import { messagesPlugin } from './messagesPlugin.ts';
import { gregorianCalendarOnly } from './gregorianCalendar.ts';
import { reactAriaOverlayContexts } from './reactAriaOverlayContexts.ts';

/** Where the demo operator API listens in development, previews and end-to-end tests (issue 4). */
const demoApi = `http://127.0.0.1:${process.env.DEMO_API_PORT ?? '4010'}`;

const proxy = {
  '/api': { target: demoApi, changeOrigin: false },
  '/tenants': { target: demoApi, changeOrigin: false },
};

/**
 * The Content-Security-Policy of the built app (issue 19 item 5), derived from the shipped config.json by
 * host/policy.mjs: scripts, styles, fonts and workers from the app's origin only (no eval, no inline script or style
 * element but those the policy names by the hash of their text: the page's first script, react-aria's styles), calls and images to the exact hosts config.json names (the operator API, the geocoder, the error
 * reporter, the map style's host), never `https:` at large. The pages with a card form get a document of their own,
 * index-cards.html, whose policy adds Stripe's hosts (decision D34); the others never admit them. The policy is a
 * `<meta>` of each document, so any static host enforces it; the nginx file the build writes beside it
 * (dist-host/frontoffice.conf) sends it as an HTTP header too, with the other security headers. After replacing
 * config.json, `node scripts/host.mjs` writes all of it again (README, "The production host"). The dev server injects
 * style elements for hot reload, so the policy applies to builds only.
 */
const shippedConfig = JSON.parse(readFileSync(new URL('./public/config.json', import.meta.url), 'utf8')) as HostConfig;

function contentSecurityPolicy(mode: string): Plugin {
  let outDir = '';
  return {
    name: 'frontoffice:csp',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    // Every build's document carries the base policy (a static tenant preview too, whose card form is the demo one),
    // which admits the document's own inline script (the page's first script, firstFiles.ts) by its hash: this plugin
    // comes after that one.
    transformIndexHtml: {
      order: 'post',
      handler: (html) => withPolicy(html, contentSecurityPolicies(shippedConfig, { inlineScripts: inlineScripts(html) }).base, false),
    },
    // The operator build: the card document and the nginx file, from the config.json that went into dist/.
    closeBundle: async () => {
      // (A failed build wrote no document: its own error is the one to show.)
      if (mode !== PREVIEW_MODE && existsSync(resolve(outDir, 'index.html'))) await applyHostConfig({ dist: outDir });
    },
  };
}

/**
 * `vite preview` answers the card pages with the card document, as the nginx file does, so that the e2e tests run the
 * card forms under the policy a host gives them.
 */
function cardDocumentInPreview(): Plugin {
  const cardPage = new RegExp(`^/frontofficev2/(?:${CARD_FORM_PATHS.map((path) => path.slice(1)).join('|')})/?(?:[?#]|$)`);
  return {
    name: 'frontoffice:card-document-preview',
    configurePreviewServer: (server) => {
      server.middlewares.use((request, _response, next) => {
        if (request.url && cardPage.test(request.url) && existsSync(resolve(server.config.root, server.config.build.outDir, CARD_DOCUMENT))) {
          request.url = `/frontofficev2/${CARD_DOCUMENT}`;
        }
        next();
      });
    },
  };
}

/** index.html's first script (src/startup/boot.ts): a file of its own, outside the entry's group. */
const BOOT_SCRIPT = /src[\\/]startup[\\/]boot\.ts$/;

/** Groups of the build's chunks (`codeSplitting.groups` below, where each is explained). */
const INDEX_GROUP = { name: 'index', test: (id: string) => !BOOT_SCRIPT.test(id) };
const MAPLIBRE_GROUP = { name: 'maplibre', test: /node_modules[\\/](maplibre-gl|react-map-gl|@vis\.gl|world-atlas|topojson-client)[\\/]/ };
const ICONS_GROUP = { name: 'icons', test: /ui\/src\/internal\/icons\// };
const VALIBOT_GROUP = { name: 'valibot', test: /api-client\/src\/generated\/valibot\// };
/** The shared chunks' group: above the drawer menu's (16.8) and the search page's, below the icons' and validators'
 * (16.83), the date libraries' (16.85), the dialogs' (16.9) and the app frame's (17). */
const SHARED_PRIORITY = 16.82;

/**
 * The mode of a static tenant preview (issue 20, `pnpm preview:build <tenant>`): the same app plus the preview's
 * service-worker start-up and the product owners' switch panel (decision D38). Every other build is the operator
 * build, where `__FRONTOFFICE_PREVIEW__` is `false` and the bundler drops that code (budget/operator-build.spec.ts
 * proves it).
 */
export const PREVIEW_MODE = 'tenant-preview';

/**
 * The day of the build (UTC, `YYYY-MM-DD`), which the accessibility statement gives as the date of the checks of this
 * version (issue 31). `SOURCE_DATE_EPOCH` (reproducible builds) sets it when given.
 */
function buildDate(): string {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  return new Date(Number.isFinite(epoch) && epoch > 0 ? epoch * 1000 : Date.now()).toISOString().slice(0, 10);
}

/**
 * The offline worker (issue 33, decision D42): worker/sw.ts built into dist/sw.js with the list of files to keep
 * injected (Workbox's precache). Kept: the JavaScript, the CSS and the Latin web font, everything a signed-in driver
 * needs to read their bookings offline; not the map library (1.7 MB, its worker and style: the booking detail shows the
 * station's address when the map cannot load), nor the extended Latin font (the system font stands in). The app
 * registers it once its first page is drawn (src/offline/registerWorker.ts); a static tenant preview builds none
 * (decision D43: its demo API's worker stays alone at its scope), nor does the dev server. The manifest is the host
 * step's (host/manifest.mjs, per tenant), not the plugin's.
 */
function offlineWorker(mode: string) {
  return VitePWA({
    disable: mode === PREVIEW_MODE,
    strategies: 'injectManifest',
    srcDir: 'worker',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    devOptions: { enabled: false },
    injectManifest: {
      // A classic worker script: every browser the product supports runs it.
      rollupFormat: 'iife',
      globPatterns: ['assets/**/*.{js,css,woff2}'],
      globIgnores: ['assets/maplibre*', 'assets/**/*.mjs', 'assets/inter-latin-ext-*'],
    },
  });
}

export default defineConfig(({ mode }) => {
  // The first of two builds (firstPaintChunks.ts sharedChunks): the groups above the shared chunks' and the icons' and
  // validators', so that the bundler's own split of the rest says which parts use each module; nothing written.
  const analysis = process.env[CHUNK_ANALYSIS] === '1';
  const above = firstPaintGroups.filter(({ priority }) => priority > SHARED_PRIORITY);
  const kept = new Set(['index', MAPLIBRE_GROUP.name, ...above.map(({ name }) => name), ICONS_GROUP.name, VALIBOT_GROUP.name]);
  const shared = sharedChunks((name) => kept.has(name));
  return {
  // spec §2: the application lives under /frontofficev2/.
  base: '/frontofficev2/',
  define: { __FRONTOFFICE_PREVIEW__: JSON.stringify(mode === PREVIEW_MODE), __BUILD_DATE__: JSON.stringify(buildDate()) },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      // /login is the first page of most visits (private platforms send every guest there, spec §2): its page is
      // part of the entry rather than a chunk fetched after it, one round trip later.
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === '/login' ? [] : undefined) },
    }),
    react(),
    vanillaExtractPlugin(),
    messagesPlugin(),
    // react-aria ships its own texts (date fields, dialogs, toasts) in 34 languages; the product speaks French and
    // English (spec §9), so the others are left out of every chunk.
    optimizeLocales.vite({ locales: ['fr-FR', 'en-US'] }),
    gregorianCalendarOnly(),
    cardDocumentInPreview(),
    reactAriaOverlayContexts(),
    firstFilesPlugin(),
    shared.plugin,
    laterStylesPlugin((chunk) => chunk.name === MAPLIBRE_GROUP.name),
    stylesBesideScriptsPlugin(),
    // After firstFilesPlugin, whose inline script its policy admits.
    ...(analysis ? [] : [contentSecurityPolicy(mode), offlineWorker(mode)]),
  ],
  resolve: {
    // Messages arrive precompiled, so the ICU parser is left out of the bundle (shared/toolchain.md).
    alias: [
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
      // TanStack's store asks for the shim of useSyncExternalStore, for React before 18; React 19 has it, so the
      // package's own entry for it is used instead, without the shim's fallback (/login budget, issue 18).
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      // The recipes' class-name function (buttons, links) without the library's unused helpers: ui's smaller
      // equivalent, tested against it (issue 18 item 4, docs/architecture.md).
      { find: /^@vanilla-extract\/recipes\/createRuntimeFn$/, replacement: createRequire(import.meta.url).resolve('@frontoffice/ui/recipeRuntime') },
    ],
  },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser the product supports preloads modules itself; the polyfill would cost /login 0.5 kB gzip.
    modulePreload: {
      polyfill: false,
      // Vite lists, for each lazily loaded chunk, the files to fetch beside it (its CSS and the JavaScript chunks it
      // imports) in one table in the entry: 112 file names, 1.7 kB gzip of /login's budget. The CSS must stay (Vite
      // loads a lazy chunk's CSS only through that table). The JavaScript a chunk imports is fetched by the browser
      // as soon as it reads the chunk's imports: one round trip later, so it is kept only where that round trip
      // would delay a first paint: the search page's chunks (the public root, spec §2; firstPaintChunks.ts), the app
      // frame, and the cookie-consent dialog, which a first visit shows over any page; the other pages open after a
      // click; and the lists and pages their routes load behind a title (`preloadsItsImports`).
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'js' && !preloadsItsImports(filename)
          ? deps.filter((dep) => dep.endsWith('.css'))
          : deps,
    },
    rolldownOptions: {
      // The page's first script is an entry of its own (firstFiles.ts writes its tag into index.html): a second
      // module script in index.html would be bundled into the same entry as main.tsx.
      input: { index: resolve(import.meta.dirname, 'index.html'), boot: resolve(import.meta.dirname, 'src/startup/boot.ts') },
      output: {
        // The chunks of the modules that lazily loaded parts share (firstPaintChunks.ts sharedChunks) have a short name:
        // each is in the entry's table of chunks.
        chunkFileNames: ({ name }) => (name.startsWith(`${SHARED_CHUNKS}~`) ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js'),
        // Their styles too (issue 34: each new page that shares them, the extend dialog, made every name longer).
        assetFileNames: ({ names }) =>
          names.some((name) => name.startsWith(`${SHARED_CHUNKS}~`)) ? 'assets/shared-[hash][extname]' : 'assets/[name]-[hash][extname]',
        codeSplitting: {
          // Rolldown reads a group's priority as a whole number (16.9 and 16.8 were both 16, ordered by their place in
          // this list): the priorities below are written as decimals and given to it times a hundred.
          groups: [
            // Everything the entry needs statically (React, the router, the shell, the login form) is one file:
            // left to itself the bundler cuts it into some forty small files, compressed one by one, which cost
            // about 10 kB gzip of the /login budget (issue 2) and as many requests.
            { ...INDEX_GROUP, tags: ['$initial' as const], priority: 20 },
            // The map library and the bundled offline map data, shared by the search map and the booking detail's
            // station map (issue 15): one chunk, fetched by whichever map shows first and cached for the other.
            // Left to itself the bundler names this shared chunk after one of its modules (countries-110m).
            { ...MAPLIBRE_GROUP, priority: 19 },
            // The modules that lazily loaded parts share, in a few chunks planned from a first build (issue 32), then
            // the search page's first files (and the chunks they share with the app frame and the consent dialog):
            // a few chunks instead of some fifty (issue 18, firstPaintChunks.ts); a group of a higher priority takes
            // a module first.
            ...(analysis ? above : [{ ...shared.group, priority: SHARED_PRIORITY }, ...firstPaintGroups]),
            // Every lazily loaded chunk's file name is listed in the entry's table of chunks (Vite's preload map), a
            // few dozen bytes of /login each. The icons and the contract's validators that later pages use would
            // otherwise be one tiny chunk per mix of pages that share them; each is one chunk here (the icons the
            // entry draws stay in the entry, which the first group takes).
            // Right above the shared chunks' group, in both builds: a group of a lower priority takes what its modules
            // import, icons and validators included, which would then be elsewhere than in the first build.
            { ...ICONS_GROUP, priority: SHARED_PRIORITY + 0.01 },
            { ...VALIBOT_GROUP, priority: SHARED_PRIORITY + 0.01 },
          ].map((group) => ({ ...group, priority: Math.round((group.priority ?? 0) * 100) })),
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true, proxy },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true, proxy },
  };
});
