// @ts-check
// The Content-Security-Policy of the built front office (issue 19 item 5; issue 17: exact hosts, never `https:`).
// Plain JavaScript so that an operator's deployment can run it with Node alone (scripts/host.mjs), and the build uses
// the very same code (vite.config.ts): the policy is derived from config.json, the file that names every host the
// app talks to, so changing config.json and running `node scripts/host.mjs` regenerates it (README, "The production
// host").
import { createHash } from 'node:crypto';

/**
 * The two style elements react-aria writes itself (react-aria/dist/private/interactions/usePress.mjs, and
 * overlays/usePreventScroll.mjs on iOS), allowed by the hash of their exact text rather than by 'unsafe-inline'.
 * e2e/csp.spec.ts fails if an upgrade changes them.
 */
export const REACT_ARIA_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];

/**
 * Stripe's hosts, as Stripe's integration security guide lists them for Stripe.js and the Payment Element (decision
 * D34): its script (and its iframes' scripts), its frames (js.stripe.com; hooks.stripe.com for 3-D Secure) and its
 * calls (api.stripe.com). Admitted only by the card document (below): the pages that hold a card form.
 */
export const STRIPE_HOSTS = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

export { CARD_DOCUMENT, CARD_DOCUMENT_MARKER, CARD_FORM_PATHS } from './cardPages.mjs';

/**
 * The origin of an absolute http(s) URL, or nothing for a relative one (which is the app's own origin, 'self').
 * @param {unknown} value
 * @returns {string | undefined}
 */
export function originOf(value) {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return undefined;
  return new URL(value).origin;
}

/**
 * @typedef {object} HostConfig The parts of config.json the policy reads.
 * @property {string} [apiBaseUrl] the operator API (spec §7, §9)
 * @property {{ type: string, url?: string }} [errorReporter] a beacon's URL receives reports
 * @property {{ type: string, url?: string }} [geocoder] an open geocoder's URL receives typed addresses
 * @property {string} [mapStyleUrl] the map's style; its tiles, fonts and sprites come from the same host
 * @property {{ flow: string, issuer?: string }} [singleSignOn] the code flow's provider (decision D48): the browser
 *   reads its discovery document and exchanges the code at its token endpoint
 * @property {{ img?: string[], connect?: string[] }} [cspOrigins] read by the build only: more origins, for images
 *   (vehicle photos and logos on a CDN) or calls (a map style whose tiles live on another host)
 */

/**
 * The origins each directive admits beyond the app's own, from config.json.
 * @param {HostConfig} config
 */
export function configOrigins(config) {
  const unique = (/** @type {Array<string | undefined>} */ list) => [...new Set(list.filter((item) => item !== undefined))];
  const api = originOf(config.apiBaseUrl);
  const extra = config.cspOrigins ?? {};
  for (const origin of [...(extra.img ?? []), ...(extra.connect ?? [])]) {
    if (originOf(origin) !== origin) throw new Error(`config.json cspOrigins: "${origin}" is not an origin (https://host[:port])`);
  }
  // Issue 36: the code flow's provider, and nothing more; the implicit flow only navigates to it.
  const provider = config.singleSignOn?.flow === 'code' ? originOf(config.singleSignOn.issuer) : undefined;
  return {
    connect: unique([api, originOf(config.geocoder?.url), originOf(config.errorReporter?.url), originOf(config.mapStyleUrl), provider, ...(extra.connect ?? [])]),
    // Tenant logos, favicons, backgrounds, vehicle photos and avatars come from the operator API's answers.
    img: unique([api, ...(extra.img ?? [])]),
  };
}

/** A CSP source admitting the exact text of one inline element. */
const hashSource = (/** @type {string} */ text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The texts of a document's inline scripts (issue 18: the page's first script, src/startup/boot.ts, is written into
 * index.html by the build, firstFiles.ts), which the policy admits by the hash of their exact text.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes, text]) => !/\ssrc=/.test(` ${attributes}`) && (text ?? '').trim() !== '')
    .map(([, , text]) => text ?? '');
}

/**
 * The two policies of the build: `base` for every page, `cards` for the pages with a card form (Stripe's hosts added).
 * Scripts, styles, fonts, workers and the web app manifest come from the app's origin only: no eval, and no inline script or style element
 * but those whose exact text the policy names by its hash (the document's own first script, react-aria's two styles).
 * @param {HostConfig} config
 * @param {{ inlineScripts?: string[] }} [page] the texts of the document's inline scripts ({@link inlineScripts})
 * @returns {{ base: string, cards: string }}
 */
export function contentSecurityPolicies(config, page = {}) {
  const origins = configOrigins(config);
  const styleHashes = REACT_ARIA_STYLES.map(hashSource);
  const scriptHashes = [...new Set((page.inlineScripts ?? []).map(hashSource))];
  const policy = (/** @type {{ script: string[], frame: string[], connect: string[] }} */ more) =>
    [
      "default-src 'self'",
      ['script-src', "'self'", ...scriptHashes, ...more.script].join(' '),
      ['style-src', "'self'", ...styleHashes].join(' '),
      ['img-src', "'self'", 'data:', 'blob:', ...origins.img].join(' '),
      "font-src 'self'",
      ['connect-src', "'self'", ...origins.connect, ...more.connect].join(' '),
      // maplibre's worker and the service worker (issue 33, sw.js) are files of the app; blob: for the workers and
      // frames libraries build from a Blob.
      "worker-src 'self' blob:",
      "child-src 'self' blob:",
      // Issue 33: the web app manifest (host/manifest.mjs) is a file of the app.
      "manifest-src 'self'",
      more.frame.length > 0 ? ['frame-src', ...more.frame].join(' ') : "frame-src 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ].join('; ');
  return { base: policy({ script: [], frame: [], connect: [] }), cards: policy(STRIPE_HOSTS) };
}
