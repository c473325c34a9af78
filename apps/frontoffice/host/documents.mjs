// @ts-check
// Writes the policy into the build's two documents and the nginx file beside the build, and the tenant's web app
// manifest and icons (issue 33): what `vite build` does at its end, and what scripts/host.mjs does again when an
// operator changes config.json (README, "The production host").
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { DEFAULT_TENANT, installableApp, tenantSource, withInstallLinks, writeInstallable } from './manifest.mjs';
import { nginxConfig } from './nginx.mjs';
import { CARD_DOCUMENT, CARD_DOCUMENT_MARKER, contentSecurityPolicies, inlineScripts } from './policy.mjs';

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/;
const MARKER_META = new RegExp(`\\s*<meta name="${CARD_DOCUMENT_MARKER}"[^>]*>`);

/** An attribute value: the policy's quotes stay readable, only what would end the attribute is escaped. */
const attribute = (/** @type {string} */ value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The document with its policy `<meta>` set (first in <head>, before anything it governs) and, for the base document,
 * the marker that tells the app to reload into the card document on a card page.
 * @param {string} html
 * @param {string} policy
 * @param {boolean} marker
 */
export function withPolicy(html, policy, marker) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${attribute(policy)}">`;
  const markerMeta = marker ? `\n    <meta name="${CARD_DOCUMENT_MARKER}" content="${CARD_DOCUMENT}">` : '';
  const bare = html.replace(MARKER_META, '').replace(POLICY_META, '').replace(/<head>\s*/, '<head>\n    ');
  return bare.replace('<head>\n    ', `<head>\n    ${meta}${markerMeta}\n    `);
}

/**
 * The document's title: the tenant's name (quality bar: the tenant's name in the title), as start-up sets it from GET
 * /tenant (src/main.tsx), so that a page is named before its script runs (a slow phone, a link preview, the offline
 * worker's kept page). Text-escaped; replaces the title of the build or of a previous run.
 * @param {string} html
 * @param {string} name
 */
export function withTitle(html, name) {
  const text = name.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  return html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${text}</title>`);
}

/**
 * Applies config.json to a build: the base document (index.html), the card document (index-cards.html, the same page
 * with Stripe's hosts admitted), the nginx file, and the tenant's web app manifest and icons (issue 33), whose links
 * both documents carry. The manifest is made in memory first: a tenant or a favicon that cannot be read stops the step
 * before anything is written.
 * @param {{ dist: string, out?: string, config?: import('./policy.mjs').HostConfig, tenant?: string | null, fetch?: import('./manifest.mjs').Fetch } & Partial<Omit<import('./nginx.mjs').NginxOptions, 'policies'>>} options
 *   `dist` the build folder; `out` the nginx file @default '<dist>/../dist-host/frontoffice.conf'; `config` @default
 *   the build's config.json; `root` @default '/var/www/frontoffice' (holding the build as `frontofficev2/`);
 *   `tenant` where the tenant's settings come from (host/manifest.mjs `loadTenant`: a `GET /tenant` URL, a file of its
 *   answer, a demo tenant's id), `null` to keep the build's manifest and icons @default `FRONTOFFICE_TENANT`, else
 *   the demo API's default tenant
 * @returns {Promise<{ policies: { base: string, cards: string }, out: string, app: import('./manifest.mjs').InstallableApp | undefined }>}
 */
export async function applyHostConfig({ dist, out, config, root = '/var/www/frontoffice', listen, proxies, tenant = tenantSource({ fallback: DEFAULT_TENANT }), fetch }) {
  const folder = resolve(dist);
  const settings = config ?? JSON.parse(readFileSync(join(folder, 'config.json'), 'utf8'));
  const index = readFileSync(join(folder, 'index.html'), 'utf8');
  const policies = contentSecurityPolicies(settings, { inlineScripts: inlineScripts(index) });
  const app = tenant ? await installableApp(tenant, fetch ? { fetch } : {}) : undefined;
  if (app) writeInstallable(folder, app);
  const document = app ? withTitle(withInstallLinks(index, app.links), app.manifest.name) : index;
  writeFileSync(join(folder, 'index.html'), withPolicy(document, policies.base, true));
  writeFileSync(join(folder, CARD_DOCUMENT), withPolicy(document, policies.cards, false));
  const target = out ?? join(dirname(folder), 'dist-host', 'frontoffice.conf');
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, nginxConfig({ policies, root, listen, proxies }));
  return { policies, out: target, app };
}
