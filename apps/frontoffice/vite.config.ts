import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { defineConfig, type Plugin } from 'vite';
import { messagesPlugin } from './messagesPlugin.ts';
import { reactAriaOverlayContexts } from './reactAriaOverlayContexts.ts';

/** Where the demo operator API listens in development, previews and end-to-end tests (issue 4). */
const demoApi = `http://127.0.0.1:${process.env.DEMO_API_PORT ?? '4010'}`;

const proxy = {
  '/api': { target: demoApi, changeOrigin: false },
  '/tenants': { target: demoApi, changeOrigin: false },
};

/**
 * The Content-Security-Policy of the built app, as a `<meta>` in index.html (the server may send a stricter header
 * too). Scripts, styles, fonts and workers come from the app's own origin only: no inline script or style element,
 * no eval. Images may come from the operator's HTTPS hosts (tenant logos, vehicle photos); calls go to the app's
 * origin or to an HTTPS operator API or geocoder named in config.json, which is read at run time. The dev server
 * injects style elements for hot reload, so the policy applies to builds only.
 */
/**
 * The two style elements react-aria writes itself (react-aria/dist/private/interactions/usePress.mjs, and
 * overlays/usePreventScroll.mjs on iOS), allowed by the hash of their exact text rather than by 'unsafe-inline'.
 * e2e/csp.spec.ts fails if an upgrade changes them.
 */
const REACT_ARIA_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];
const styleHashes = REACT_ARIA_STYLES.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);

/**
 * Stripe's hosts, as Stripe's integration security guide lists them for Stripe.js and the Payment Element (decision
 * D34): its script (and the scripts of its iframes), loaded only when a card form opens. Its frames
 * (js.stripe.com, hooks.stripe.com for 3-D Secure) and calls (api.stripe.com) are already within `frame-src` and
 * `connect-src`'s `https:`. Nothing else is admitted for it.
 */
const STRIPE_SCRIPT_HOSTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${STRIPE_SCRIPT_HOSTS.join(' ')}`,
  `style-src 'self' ${styleHashes.join(' ')}`,
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self' https:",
  "worker-src 'self' blob:",
  "child-src 'self' blob:",
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'frontoffice:csp',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' },
    ],
  };
}

/**
 * The mode of a static tenant preview (issue 20, `pnpm preview:build <tenant>`): the same app plus the preview's
 * service-worker start-up and the product owners' switch panel (decision D38). Every other build is the operator
 * build, where `__FRONTOFFICE_PREVIEW__` is `false` and the bundler drops that code (budget/operator-build.spec.ts
 * proves it).
 */
export const PREVIEW_MODE = 'tenant-preview';

export default defineConfig(({ mode }) => ({
  // spec §2: the application lives under /frontofficev2/.
  base: '/frontofficev2/',
  define: { __FRONTOFFICE_PREVIEW__: JSON.stringify(mode === PREVIEW_MODE) },
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
    contentSecurityPolicy(),
    reactAriaOverlayContexts(),
  ],
  resolve: {
    // Messages arrive precompiled, so the ICU parser is left out of the bundle (shared/toolchain.md).
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
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
      // would delay a first paint, the search page (the public root, spec §2); the other pages open after a click.
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'js' && !/(^|\/)(search|SearchPage|SearchForm)-[\w-]+\.js$/.test(filename)
          ? deps.filter((dep) => dep.endsWith('.css'))
          : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry needs statically (React, the router, the shell, the login form) is one file:
            // left to itself the bundler cuts it into some forty small files, compressed one by one, which cost
            // about 10 kB gzip of the /login budget (issue 2) and as many requests.
            { name: 'index', tags: ['$initial'] },
            // The map library and the bundled offline map data, shared by the search map and the booking detail's
            // station map (issue 15): one chunk, fetched by whichever map shows first and cached for the other.
            // Left to itself the bundler names this shared chunk after one of its modules (countries-110m).
            { name: 'maplibre', test: /node_modules[\\/](maplibre-gl|react-map-gl|@vis\.gl|world-atlas|topojson-client)[\\/]/ },
            // Every lazily loaded chunk's file name is listed in the entry's table of chunks (Vite's preload map), a
            // few dozen bytes of /login each. The icons and the contract's validators that later pages use would
            // otherwise be one tiny chunk per mix of pages that share them; each is one chunk here (the icons the
            // entry draws stay in the entry, which the first group takes).
            { name: 'icons', test: /ui\/src\/internal\/icons\// },
            { name: 'valibot', test: /api-client\/src\/generated\/valibot\// },
          ],
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true, proxy },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true, proxy },
}));
