// @ts-check
// The production host's configuration (issue 19 item 5): an nginx file that serves the build under /frontofficev2/
// with the Content-Security-Policy and the security headers as HTTP headers, index.html, the service worker and the
// web app manifest never cached (issue 33), the hashed assets cached for a year, and the single-page fallback. Written by the build (dist-host/frontoffice.conf) and by
// scripts/host.mjs when an operator changes config.json; e2e-nginx/ runs the smoke tests against it.
import { CARD_DOCUMENT, CARD_FORM_PATHS } from './policy.mjs';

/** The app's base path (spec §2). */
export const BASE = '/frontofficev2/';

/** The service worker's file, at the root of the build (issue 33 item 2). */
const SERVICE_WORKER_FILE = 'sw.js';

/** The web app manifest and the folder of its icons (issue 33 item 1, host/manifest.mjs). */
const MANIFEST_FILE = 'manifest.webmanifest';
const ICONS_FOLDER = 'icons';

/**
 * The files outside assets/ that must never be kept by a cache (issue 33 item 2: nor the worker script, which decides
 * which build a driver runs). The map says so for each of them, beside its default for everything else outside assets/.
 */
export const NEVER_CACHED = ['index.html', CARD_DOCUMENT, 'config.json', SERVICE_WORKER_FILE, MANIFEST_FILE];

/**
 * @typedef {object} NginxOptions
 * @property {{ base: string, cards: string }} policies from contentSecurityPolicies(config.json)
 * @property {string} root the document root holding the build as its `frontofficev2/` folder
 * @property {string} [listen] what `listen` takes: a port or address:port @default '8080'
 * @property {Array<{ path: string, upstream: string }>} [proxies] paths passed to another server (an operator API
 *   served on the app's origin, `"apiBaseUrl": "/api"`), e.g. `{ path: '/api/', upstream: 'http://10.0.0.5:8000' }`
 */

/** A string as an nginx quoted value. */
const quoted = (/** @type {string} */ value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/**
 * The file's text: http-context directives (two maps and a server), to be included from nginx.conf's `http` block
 * (on Debian, copy it to /etc/nginx/conf.d/).
 * @param {NginxOptions} options
 * @returns {string}
 */
export function nginxConfig({ policies, root, listen = '8080', proxies = [] }) {
  const cardPaths = CARD_FORM_PATHS.map((path) => path.replace(/^\//, '')).join('|');
  // frame-ancestors and the headers below only work as HTTP headers (a <meta> policy ignores frame-ancestors).
  const header = (/** @type {string} */ policy) => quoted(`${policy}; frame-ancestors 'none'`);
  return `# The driver front office on nginx (issue 19). Generated from config.json by apps/frontoffice/scripts/host.mjs:
# do not edit by hand, run it again after changing config.json (README, "The production host").
# http-context directives: include this file from nginx.conf's http block (Debian: /etc/nginx/conf.d/).

# The pages with a card form get the card document, whose policy admits Stripe's hosts (decision D34); every other
# response carries the base policy.
map $request_uri $frontoffice_csp {
    default ${header(policies.base)};
    "~^${BASE}(?:${cardPaths})/?(?:[?#]|$)" ${header(policies.cards)};
}

# index.html, the card document, config.json, the service worker and the web app manifest are read again on every
# visit (a new build, a changed config.json or tenant takes effect at once; a worker script kept by a cache would keep
# the drivers on the old build); so is everything else outside assets/. The icons are revalidated. The hashed files
# under assets/ never change, so they are kept for a year.
map $uri $frontoffice_cache {
    default "no-store";
    "~^${BASE}(?:${NEVER_CACHED.map((file) => file.replaceAll('.', '\\.')).join('|')})$" "no-store";
    "~^${BASE}${ICONS_FOLDER}/" "no-cache";
    "~^${BASE}assets/" "public, max-age=31536000, immutable";
}

server {
    listen ${listen};
    server_name _;
    root ${root};
    server_tokens off;
    charset utf-8;

    gzip on;
    gzip_comp_level 6;
    gzip_vary on;
    gzip_types text/css application/javascript text/javascript application/json application/manifest+json image/svg+xml;

    add_header Content-Security-Policy $frontoffice_csp always;
    add_header Cache-Control $frontoffice_cache always;
    add_header X-Content-Type-Options "nosniff" always;
    add_header X-Frame-Options "DENY" always;
    add_header Referrer-Policy "same-origin" always;
    add_header Permissions-Policy "camera=(), microphone=(), geolocation=(self), payment=()" always;
    add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;
    add_header Strict-Transport-Security "max-age=31536000" always;

    location = / {
        return 302 ${BASE};
    }
    location = ${BASE.slice(0, -1)} {
        return 301 ${BASE};
    }
    # The single-page fallback: a path of the app that is not a file is a route, answered with index.html.
    location ${BASE} {
        try_files $uri ${BASE}index.html;
    }
    location ~ ^${BASE}(?:${cardPaths})/?$ {
        try_files ${BASE}${CARD_DOCUMENT} =404;
    }
    # A hashed file that does not exist is a 404, never index.html (a script answered with HTML fails obscurely).
    location ${BASE}assets/ {
        try_files $uri =404;
    }
    # maplibre's worker is an ES module (.mjs), which older mime.types files do not know.
    location ~ ^${BASE}assets/.+\\.mjs$ {
        types { }
        default_type text/javascript;
        try_files $uri =404;
    }
    # Issue 33: the service worker, the web app manifest and its icons are files: a missing one is a 404, never
    # index.html (a worker script answered with HTML fails to register obscurely).
    location = ${BASE}${SERVICE_WORKER_FILE} {
        try_files $uri =404;
    }
    # mime.types does not know .webmanifest.
    location = ${BASE}${MANIFEST_FILE} {
        types { }
        default_type application/manifest+json;
        try_files $uri =404;
    }
    location ${BASE}${ICONS_FOLDER}/ {
        try_files $uri =404;
    }
${proxies
  .map(
    ({ path, upstream }) => `    location ${path} {
        proxy_pass ${upstream};
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
    }
`,
  )
  .join('')}}
`;
}
