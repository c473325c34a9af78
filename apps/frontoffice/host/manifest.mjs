// @ts-check
// Issue 33 item 1: the installable app. The web app manifest (manifest.webmanifest) and its icons are the tenant's
// (spec §1: its settings are the answer of `GET /tenant`): its name, language, the colours of its theme and PNG icons
// drawn by @vite-pwa/assets-generator from its square favicon (the wide logo makes a poor icon). Written by the same
// host step as the policy and the nginx file (host/documents.mjs): at the end of `vite build`, and by
// scripts/host.mjs when an operator changes config.json or the tenant's favicon (README, "The production host").
// Plain JavaScript run by Node alone, like its neighbours: the themes are read from @frontoffice/ui's JSON copy of
// them (manifestThemes.json, kept equal to the TypeScript themes by its test), the demo tenants from their files.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BASE } from './nginx.mjs';

const require = createRequire(import.meta.url);

/** The manifest's file name, at the root of the build (served as /frontofficev2/manifest.webmanifest). */
export const MANIFEST_FILE = 'manifest.webmanifest';

/** The folder of the build that holds the generated icons. */
export const ICONS_FOLDER = 'icons';

/** The environment variable that names the tenant of `vite build`: a demo tenant's id, a saved `GET /tenant` answer or its URL. */
export const TENANT_ENV = 'FRONTOFFICE_TENANT';

/** The demo API's default tenant (`defaultTenantId` of @frontoffice/tenants; test/manifest.test.ts keeps them equal). */
export const DEFAULT_TENANT = 'demo';

/** How long a call for the tenant or its favicon may take. */
const TIMEOUT_MS = 30_000;

/** Where @frontoffice/tenants lives: the demo tenants' fixtures and the themes' default favicons. */
const tenantsDir = () => dirname(require.resolve('@frontoffice/tenants/package.json'));

/**
 * @typedef {object} ManifestTheme One theme as the manifest uses it.
 * @property {string} themeColor the browser's bar: the theme's header surface
 * @property {string} backgroundColor the splash screen: the theme's page surface
 * @property {string} favicon the theme's default favicon, a file of @frontoffice/tenants
 */

/**
 * The five themes' manifest colours and default favicons (decision D24), from @frontoffice/ui.
 * @returns {{ defaultTheme: string, themes: Record<string, ManifestTheme> }}
 */
export function manifestThemes() {
  return require('@frontoffice/ui/theme/manifestThemes.json');
}

/**
 * The theme a tenant's `theme` setting names; an unknown or missing name is the default theme (decision D24).
 * @param {unknown} setting
 * @returns {ManifestTheme & { name: string }}
 */
export function manifestTheme(setting) {
  const { defaultTheme, themes } = manifestThemes();
  const name = typeof setting === 'string' && Object.hasOwn(themes, setting) ? setting : defaultTheme;
  const theme = themes[name];
  if (!theme) throw new Error(`@frontoffice/ui manifestThemes.json has no default theme "${defaultTheme}"`);
  return { name, ...theme };
}

/** Words a shortened name does not end on. */
const DANGLING = new Set(['&', '+', '-', '–', 'a', 'à', 'and', 'au', 'aux', 'd', 'de', 'des', 'du', 'en', 'et', 'for', 'l', 'la', 'le', 'les', 'of', 'the', 'to']);

/**
 * The manifest's `short_name` (shown under the icon on a home screen, where some 12 characters fit): the name when it
 * fits, else its first whole words that fit (not ending on an article or a conjunction), else the name itself.
 * @param {string} name the tenant's `human_name`
 * @param {number} [max] @default 12
 */
export function shortName(name, max = 12) {
  const clean = name.trim().replace(/\s+/g, ' ');
  const length = (/** @type {string} */ text) => [...text].length;
  if (length(clean) <= max) return clean;
  /** @type {string[]} */
  const kept = [];
  for (const word of clean.split(' ')) {
    if (length([...kept, word].join(' ')) > max) break;
    kept.push(word);
  }
  while (kept.length > 0 && DANGLING.has((kept.at(-1) ?? '').toLowerCase().replace(/['’,;:.]+$/, ''))) kept.pop();
  const short = kept.join(' ').replace(/[,;:–-]+$/, '');
  return length(short) >= 3 ? short : clean;
}

/**
 * @typedef {object} TenantAnswer The fields of `GET /tenant` the manifest reads (openapi/frontoffice.yaml, `Tenant`).
 * @property {string} human_name
 * @property {string} [language]
 * @property {string | null} [theme]
 * @property {string | null} [favicon_url]
 */

/**
 * @typedef {object} LoadedTenant
 * @property {TenantAnswer} tenant the settings
 * @property {string} source what was read, for messages
 * @property {URL} base where the answer came from: its relative URLs resolve against it
 */

/** @typedef {(input: string | URL, init?: RequestInit) => Promise<Response>} Fetch */

/**
 * Fetches a URL with a time limit, failing with a message that names what was asked for.
 * @param {Fetch} fetch
 * @param {URL} url
 * @param {string} what
 * @param {string} accept
 */
async function fetchOk(fetch, url, what, accept) {
  /** @type {Response} */
  let response;
  try {
    response = await fetch(url, { headers: { Accept: accept }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const { cause, message } = /** @type {Error} */ (error);
    throw new Error(`${what}: ${url.href} cannot be reached (${cause instanceof Error ? cause.message : message})`);
  }
  if (!response.ok) throw new Error(`${what}: ${url.href} answered ${response.status} ${response.statusText}`.trim());
  return response;
}

/**
 * The settings out of an answer of `GET /tenant` (`{ "tenant": {…} }`) or of a demo tenant's `tenant.json` (the bare
 * settings).
 * @param {unknown} body
 * @param {string} source
 * @returns {TenantAnswer}
 */
function tenantOf(body, source) {
  const record = /** @type {Record<string, unknown> | null} */ (typeof body === 'object' && body !== null ? body : null);
  const tenant = /** @type {Record<string, unknown> | null} */ (typeof record?.tenant === 'object' && record.tenant !== null ? record.tenant : record);
  if (typeof tenant?.human_name !== 'string' || tenant.human_name.trim() === '') {
    throw new Error(`${source} is not an answer of GET /tenant: it has no human_name`);
  }
  return /** @type {TenantAnswer} */ (/** @type {unknown} */ (tenant));
}

/**
 * Reads the tenant's settings (spec §1: the answer of `GET /tenant`).
 * @param {string} source the URL of the operator's `GET /tenant`, a file holding its answer, or a demo tenant's id
 *   (`demo`, `cityshare`…: its `tenants/<id>/tenant.json`, as the demo API answers it)
 * @param {{ fetch?: Fetch }} [options]
 * @returns {Promise<LoadedTenant>}
 */
export async function loadTenant(source, { fetch = globalThis.fetch } = {}) {
  if (/^https?:\/\//i.test(source)) {
    const url = new URL(source);
    const response = await fetchOk(fetch, url, 'The tenant (GET /tenant)', 'application/json');
    /** @type {unknown} */
    let body;
    try {
      body = await response.json();
    } catch {
      throw new Error(`The tenant (GET /tenant): ${url.href} did not answer JSON`);
    }
    return { tenant: tenantOf(body, url.href), source: url.href, base: new URL(response.url || url.href) };
  }
  const demo = join(tenantsDir(), source, 'tenant.json');
  const file = existsSync(source) ? resolve(source) : /^[a-z][a-z0-9-]*$/.test(source) && existsSync(demo) ? demo : undefined;
  if (!file) {
    throw new Error(`The tenant "${source}" is neither the URL of a GET /tenant (http:// or https://), nor a file, nor a demo tenant's id`);
  }
  /** @type {unknown} */
  let body;
  try {
    body = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`The tenant: ${file} is not JSON (${/** @type {Error} */ (error).message})`);
  }
  return { tenant: tenantOf(body, file), source: file, base: pathToFileURL(file) };
}

/**
 * Where the tenant's square favicon is: its `favicon_url` (resolved against where the answer came from), else its
 * theme's default favicon. A demo tenant's `{base}/__demo/assets/<file>` is the file beside its tenant.json, as the
 * demo API serves it.
 * @param {LoadedTenant} loaded
 * @returns {URL}
 */
export function faviconUrl({ tenant, source, base }) {
  const value = typeof tenant.favicon_url === 'string' ? tenant.favicon_url.trim() : '';
  if (value === '') return pathToFileURL(join(tenantsDir(), manifestTheme(tenant.theme).favicon));
  if (value.includes('{base}')) {
    const demoAsset = /^\{base\}\/__demo\/assets\/([\w.-]+)$/.exec(value);
    if (base.protocol !== 'file:' || !demoAsset?.[1]) {
      throw new Error(`The tenant's favicon_url "${value}" (${source}) holds the demo API's {base} placeholder: give the answer the API serves`);
    }
    return new URL(demoAsset[1], base);
  }
  if (base.protocol === 'file:' && value.startsWith('/')) {
    throw new Error(
      `The tenant's favicon_url "${value}" (${source}) is a path on the API's host, which a saved answer does not name: give the URL of GET /tenant instead`,
    );
  }
  const url = new URL(value, base);
  if (!['http:', 'https:', 'file:', 'data:'].includes(url.protocol)) throw new Error(`The tenant's favicon_url "${value}" is not an http(s) URL`);
  return url;
}

/**
 * The width and height of a PNG image (its IHDR chunk), or nothing if the bytes are not a PNG image.
 * @param {Uint8Array} bytes
 * @returns {{ width: number, height: number } | undefined}
 */
export function pngSize(bytes) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, index) => bytes[index] !== byte)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * @typedef {object} Favicon
 * @property {Buffer} bytes
 * @property {'svg' | 'png'} type
 * @property {string[]} warnings what makes poor icons of it
 */

/**
 * Reads the favicon (http, https, data or a file), an SVG or a PNG image.
 * @param {URL} url
 * @param {{ fetch?: Fetch }} [options]
 * @returns {Promise<Favicon>}
 */
export async function loadFavicon(url, { fetch = globalThis.fetch } = {}) {
  /** @type {Buffer} */
  let bytes;
  if (url.protocol === 'file:') {
    const path = fileURLToPath(url);
    if (!existsSync(path)) throw new Error(`The tenant's favicon: ${path} does not exist`);
    bytes = await readFile(path);
  } else {
    const response = await fetchOk(fetch, url, "The tenant's favicon", 'image/svg+xml, image/png');
    bytes = Buffer.from(await response.arrayBuffer());
  }
  const where = url.protocol === 'data:' ? 'a data: URL' : url.href;
  const size = pngSize(bytes);
  if (size) {
    const warnings = [];
    if (size.width !== size.height) warnings.push(`the favicon (${where}) is ${size.width}x${size.height} px, not square: the icons show it whole on a square`);
    if (Math.max(size.width, size.height) < 512) warnings.push(`the favicon (${where}) is ${size.width}x${size.height} px: the 512 px icons are enlarged from it (an SVG or a 512 px PNG is sharper)`);
    return { bytes, type: 'png', warnings };
  }
  if (/^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(bytes.subarray(0, 4096).toString('utf8'))) {
    return { bytes, type: 'svg', warnings: [] };
  }
  throw new Error(`The tenant's favicon (${where}) is neither an SVG nor a PNG image`);
}

/**
 * @typedef {object} IconFile
 * @property {string} name the file name in the icons folder
 * @property {string} src its URL under the app's base path
 * @property {number} size its width and height in pixels
 * @property {'any' | 'maskable' | 'apple'} purpose `apple` for the apple-touch-icon, which the manifest does not list
 * @property {Buffer} bytes the PNG image
 */

/**
 * The icons, drawn by @vite-pwa/assets-generator from the favicon (its minimal-2023 preset, without the 64 px icon
 * and the favicon.ico the app does not use): 192 and 512 px on a transparent ground with a small margin, a maskable
 * 512 px and the 180 px apple-touch-icon with the wide safe zone the preset gives them, on the theme's page colour (the
 * splash screen's) rather than the preset's white.
 * @param {Favicon} favicon
 * @param {{ background: string }} options
 * @returns {Promise<IconFile[]>}
 */
export async function generateIcons(favicon, { background }) {
  const { instructions } = await import('@vite-pwa/assets-generator/api/instructions');
  const ground = { fit: /** @type {const} */ ('contain'), background };
  const plan = await instructions({
    imageResolver: () => favicon.bytes,
    imageName: `favicon.${favicon.type}`,
    preset: {
      transparent: { sizes: [192, 512], favicons: [] },
      maskable: { sizes: [512], resizeOptions: ground },
      apple: { sizes: [180], resizeOptions: ground },
    },
    faviconPreset: '2023',
    htmlLinks: { xhtml: false, includeId: false },
    basePath: `${BASE}${ICONS_FOLDER}/`,
    resolveSvgName: (name) => name,
  });
  /** @type {Array<[IconFile['purpose'], Record<string, import('@vite-pwa/assets-generator/api').IconAsset<import('@vite-pwa/assets-generator/api').HtmlLink>>]>} */
  const kinds = [
    ['any', plan.transparent],
    ['maskable', plan.maskable],
    ['apple', plan.apple],
  ];
  return Promise.all(
    kinds.flatMap(([purpose, icons]) =>
      Object.values(icons).map(async (icon) => ({ name: icon.name, src: icon.url, size: icon.width, purpose, bytes: await icon.buffer() })),
    ),
  );
}

/**
 * @typedef {object} WebAppManifest
 * @property {string} id
 * @property {string} name
 * @property {string} short_name
 * @property {string} [lang]
 * @property {string} start_url
 * @property {string} scope
 * @property {'standalone'} display
 * @property {string} theme_color
 * @property {string} background_color
 * @property {Array<{ src: string, sizes: string, type: 'image/png', purpose: 'any' | 'maskable' }>} icons
 */

/**
 * @typedef {object} InstallableApp What the host step writes for the tenant.
 * @property {WebAppManifest} manifest
 * @property {IconFile[]} icons
 * @property {{ manifest: string, appleTouchIcon: string, themeColor: string }} links what the documents' <head> says
 * @property {string} theme the theme the colours come from
 * @property {string} source the tenant's source
 * @property {string} favicon where the favicon came from
 * @property {string[]} warnings
 */

/**
 * The manifest and icons of a tenant, made in memory: nothing is written until everything could be read and drawn.
 * @param {string} source see {@link loadTenant}
 * @param {{ fetch?: Fetch }} [options]
 * @returns {Promise<InstallableApp>}
 */
export async function installableApp(source, options = {}) {
  const loaded = await loadTenant(source, options);
  const { tenant } = loaded;
  const theme = manifestTheme(tenant.theme);
  const url = faviconUrl(loaded);
  const favicon = await loadFavicon(url, options);
  const icons = await generateIcons(favicon, { background: theme.backgroundColor });
  const name = tenant.human_name.trim();
  /** @type {WebAppManifest} */
  const manifest = {
    // spec §2: the app and everything it opens live under /frontofficev2/.
    id: BASE,
    name,
    short_name: shortName(name),
    ...(typeof tenant.language === 'string' && /^[a-z]{2,3}(?:-[A-Za-z0-9]+)*$/.test(tenant.language) ? { lang: tenant.language } : {}),
    start_url: BASE,
    scope: BASE,
    display: 'standalone',
    theme_color: theme.themeColor,
    background_color: theme.backgroundColor,
    icons: icons.flatMap(({ src, size, purpose }) => (purpose === 'apple' ? [] : [{ src, sizes: `${size}x${size}`, type: /** @type {const} */ ('image/png'), purpose }])),
  };
  const apple = icons.find((icon) => icon.purpose === 'apple');
  if (!apple) throw new Error('@vite-pwa/assets-generator drew no apple-touch-icon');
  return {
    manifest,
    icons,
    links: { manifest: `${BASE}${MANIFEST_FILE}`, appleTouchIcon: apple.src, themeColor: theme.themeColor },
    theme: theme.name,
    source: loaded.source,
    favicon: url.protocol === 'data:' ? 'a data: URL' : url.protocol === 'file:' ? fileURLToPath(url) : url.href,
    warnings: favicon.warnings,
  };
}

/**
 * Writes the icons (replacing the icons folder) and then the manifest into the build.
 * @param {string} dist the build folder
 * @param {InstallableApp} app
 */
export function writeInstallable(dist, app) {
  const folder = join(dist, ICONS_FOLDER);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const icon of app.icons) writeFileSync(join(folder, icon.name), icon.bytes);
  writeFileSync(join(dist, MANIFEST_FILE), `${JSON.stringify(app.manifest, null, 2)}\n`);
}

const INSTALL_TAGS = /\s*<(?:link rel="(?:manifest|apple-touch-icon)"|meta name="theme-color")[^>]*>/g;

/** An attribute value, escaped as documents.mjs does. */
const attribute = (/** @type {string} */ value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The document with the manifest, the apple-touch-icon and the theme colour in its <head> (at its end), replacing
 * those a previous run wrote.
 * @param {string} html
 * @param {InstallableApp['links']} links
 */
export function withInstallLinks(html, links) {
  const tags = [
    `<link rel="manifest" href="${attribute(links.manifest)}">`,
    `<link rel="apple-touch-icon" href="${attribute(links.appleTouchIcon)}">`,
    `<meta name="theme-color" content="${attribute(links.themeColor)}">`,
  ];
  return html.replace(INSTALL_TAGS, '').replace(/\n?([ \t]*)<\/head>/, (_, indent) => `\n    ${tags.join('\n    ')}\n${indent}</head>`);
}

/**
 * The tenant the host step writes the manifest for, or nothing to keep the build's manifest and icons as they are.
 * `vite build` takes `FRONTOFFICE_TENANT`, else the demo API's default tenant; scripts/host.mjs takes `--tenant`, else
 * the `GET /tenant` of config.json's `apiBaseUrl` when that is absolute, else `FRONTOFFICE_TENANT`, else nothing.
 * @param {{ flag?: string, config?: { apiBaseUrl?: string }, env?: Record<string, string | undefined>, fallback?: string }} options
 *   `fallback` what to use when nothing names a tenant (the build: {@link DEFAULT_TENANT})
 * @returns {string | undefined}
 */
export function tenantSource({ flag, config, env = process.env, fallback }) {
  if (flag) return flag;
  const api = config?.apiBaseUrl;
  if (typeof api === 'string' && /^https?:\/\//i.test(api)) return `${api.replace(/\/+$/, '')}/tenant`;
  return env[TENANT_ENV] || fallback;
}

