// @vitest-environment node
import { defaultTenantId, tenantFixtures } from '@frontoffice/tenants';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyHostConfig, withTitle } from '../host/documents.mjs';
import {
  DEFAULT_TENANT,
  faviconUrl,
  ICONS_FOLDER,
  installableApp,
  loadFavicon,
  loadTenant,
  MANIFEST_FILE,
  manifestTheme,
  pngSize,
  shortName,
  tenantSource,
  type WebAppManifest,
  withInstallLinks,
} from '../host/manifest.mjs';

// Issue 33 item 1: the tenant's web app manifest and icons, written by the host step (host/documents.mjs) at the end
// of `vite build` and by scripts/host.mjs. The tenant is the answer of GET /tenant (spec §1).

const tenants = fileURLToPath(new URL('../../../tenants/', import.meta.url));
const shipped = readFileSync(new URL('../public/config.json', import.meta.url), 'utf8');
const html = '<!doctype html>\n<html lang="fr">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Front office</title>\n  </head>\n  <body></body>\n</html>\n';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'manifest-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A saved answer of GET /tenant in the test's folder. */
function savedAnswer(tenant: Record<string, unknown>, name = 'tenant-answer.json') {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify({ tenant }));
  return file;
}

/** A build folder with its two inputs of the host step. */
function build() {
  const dist = join(dir, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), html);
  writeFileSync(join(dist, 'config.json'), shipped);
  return dist;
}

describe('the manifest of a tenant (issue 33 item 1)', () => {
  it("spec §1: the demo tenant's manifest: its name, language, theme colours, the app's scope, standalone, PNG icons of 192, 512 and a maskable 512", async () => {
    const app = await installableApp('demo');
    const demo = tenantFixtures.demo.tenant;
    expect(app.manifest).toEqual({
      id: '/frontofficev2/',
      name: demo.human_name,
      short_name: 'Demo',
      lang: 'fr',
      start_url: '/frontofficev2/',
      scope: '/frontofficev2/',
      display: 'standalone',
      theme_color: '#ffffff',
      background_color: '#f5f7fb',
      icons: [
        { src: '/frontofficev2/icons/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/frontofficev2/icons/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/frontofficev2/icons/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
    expect(app.links).toEqual({
      manifest: '/frontofficev2/manifest.webmanifest',
      appleTouchIcon: '/frontofficev2/icons/apple-touch-icon-180x180.png',
      themeColor: '#ffffff',
    });
    // Drawn from the tenant's square favicon, not its wide logo.
    expect(app.favicon).toBe(join(tenants, 'demo', 'favicon.svg'));
    // Each icon is a PNG image of the size it says.
    expect(app.icons.map((icon) => [icon.name, pngSize(icon.bytes)])).toEqual([
      ['pwa-192x192.png', { width: 192, height: 192 }],
      ['pwa-512x512.png', { width: 512, height: 512 }],
      ['maskable-icon-512x512.png', { width: 512, height: 512 }],
      ['apple-touch-icon-180x180.png', { width: 180, height: 180 }],
    ]);
  });

  it('the build uses the demo API’s default tenant unless FRONTOFFICE_TENANT names another', () => {
    expect(DEFAULT_TENANT).toBe(defaultTenantId);
    expect(tenantSource({ env: {}, fallback: DEFAULT_TENANT })).toBe('demo');
    expect(tenantSource({ env: { FRONTOFFICE_TENANT: 'cityshare' }, fallback: DEFAULT_TENANT })).toBe('cityshare');
  });

  it('scripts/host.mjs: --tenant, else GET /tenant of an absolute apiBaseUrl, else FRONTOFFICE_TENANT, else nothing (the manifest is kept)', () => {
    const api = { apiBaseUrl: 'https://api.operator.example/api/v2/' };
    expect(tenantSource({ flag: 'answer.json', config: api, env: { FRONTOFFICE_TENANT: 'x' } })).toBe('answer.json');
    expect(tenantSource({ config: api, env: { FRONTOFFICE_TENANT: 'x' } })).toBe('https://api.operator.example/api/v2/tenant');
    expect(tenantSource({ config: { apiBaseUrl: '/api' }, env: { FRONTOFFICE_TENANT: 'x' } })).toBe('x');
    expect(tenantSource({ config: { apiBaseUrl: '/api' }, env: {} })).toBeUndefined();
  });

  it("decision D24: a tenant's theme name gives that theme's colours (header bar and page), and its favicon is the tenant's", async () => {
    const app = await installableApp('cityshare');
    expect(app.theme).toBe('cityshare');
    expect(app.manifest).toMatchObject({ name: 'CityShare', short_name: 'CityShare', theme_color: '#0b4f3c', background_color: '#f3f8f6' });
    expect(app.links.themeColor).toBe('#0b4f3c');
    expect(app.favicon).toBe(join(tenants, 'cityshare', 'favicon.svg'));
    expect((await installableApp('fleetco')).manifest).toMatchObject({ lang: 'en', theme_color: '#13294d', background_color: '#f2f4f7' });
  });

  it('decision D24: an unknown theme gives the default colours; a tenant without a favicon gets its theme’s default one', async () => {
    const unknown = await installableApp(savedAnswer({ ...tenantFixtures.fleetco.tenant, theme: 'neon', favicon_url: null }));
    expect(unknown.theme).toBe('default');
    expect(unknown.manifest).toMatchObject({ name: 'FleetCo', theme_color: '#ffffff', background_color: '#f5f7fb' });
    expect(unknown.favicon).toBe(join(tenants, 'demo', 'favicon.svg'));
    const themed = await installableApp(savedAnswer({ ...tenantFixtures.demo.tenant, theme: 'campus', favicon_url: null }));
    expect(themed.manifest).toMatchObject({ theme_color: '#ffffff', background_color: '#faf6f3' });
    expect(themed.favicon).toBe(join(tenants, 'campus', 'favicon.svg'));
  });

  it('short_name: the name when it fits in 12 characters, else its first whole words, never ending on a little word', () => {
    expect(shortName('CityShare')).toBe('CityShare');
    expect(shortName('Campus Go')).toBe('Campus Go');
    expect(shortName('Demo Mobility')).toBe('Demo');
    expect(shortName('Société de Transport Urbain')).toBe('Société');
    expect(shortName('  Auto   Partage Québec ')).toBe('Auto Partage');
    // Nothing honest fits: the whole name (the system shortens it).
    expect(shortName('Autopartagecommunautaire Laval')).toBe('Autopartagecommunautaire Laval');
    expect(shortName('Le Autopartage')).toBe('Le Autopartage');
  });
});

describe('where the tenant and its favicon come from', () => {
  it('a GET /tenant answer ({ tenant }) or the bare settings; a demo tenant’s id reads its tenant.json', async () => {
    expect((await loadTenant(savedAnswer({ human_name: 'Wrapped' }))).tenant.human_name).toBe('Wrapped');
    const bare = join(dir, 'bare.json');
    writeFileSync(bare, JSON.stringify({ human_name: 'Bare' }));
    expect((await loadTenant(bare)).tenant.human_name).toBe('Bare');
    const campus = await loadTenant('campus');
    expect(campus.tenant.human_name).toBe('Campus Go');
    // The demo API's {base}/__demo/assets/favicon.svg is the file beside the tenant's settings.
    expect(fileURLToPath(faviconUrl(campus))).toBe(join(tenants, 'campus', 'favicon.svg'));
  });

  it('says clearly what is wrong: not a tenant, not JSON, no human_name, a placeholder or a host-relative favicon in a saved answer', async () => {
    await expect(loadTenant('no-such-tenant')).rejects.toThrow(/"no-such-tenant" is neither the URL of a GET \/tenant .* nor a file, nor a demo tenant's id/);
    const notJson = join(dir, 'answer.json');
    writeFileSync(notJson, '<html>');
    await expect(loadTenant(notJson)).rejects.toThrow(`The tenant: ${notJson} is not JSON`);
    await expect(loadTenant(savedAnswer({ name: 'x' }))).rejects.toThrow(/is not an answer of GET \/tenant: it has no human_name/);
    const placeholder = await loadTenant(savedAnswer({ human_name: 'X', favicon_url: '{base}/files/1' }));
    expect(() => faviconUrl(placeholder)).toThrow(/holds the demo API's \{base\} placeholder/);
    const hostRelative = await loadTenant(savedAnswer({ human_name: 'X', favicon_url: '/api/favicon.svg' }));
    expect(() => faviconUrl(hostRelative)).toThrow(/is a path on the API's host, which a saved answer does not name: give the URL of GET \/tenant/);
  });

  it('a PNG favicon is accepted (with a warning when small or not square); anything but SVG or PNG is refused', async () => {
    const { icons } = await installableApp('demo');
    const png192 = icons.find((icon) => icon.size === 192)?.bytes ?? Buffer.alloc(0);
    const dataUrl = new URL(`data:image/png;base64,${png192.toString('base64')}`);
    const favicon = await loadFavicon(dataUrl);
    expect(favicon.type).toBe('png');
    expect(favicon.warnings).toEqual(['the favicon (a data: URL) is 192x192 px: the 512 px icons are enlarged from it (an SVG or a 512 px PNG is sharper)']);
    const app = await installableApp(savedAnswer({ human_name: 'Png', favicon_url: dataUrl.href }));
    expect(app.icons.map((icon) => pngSize(icon.bytes)?.width)).toEqual([192, 512, 512, 180]);
    const gif = join(dir, 'favicon.gif');
    writeFileSync(gif, 'GIF89a');
    await expect(installableApp(savedAnswer({ human_name: 'Gif', favicon_url: 'favicon.gif' }))).rejects.toThrow(
      `The tenant's favicon (file://${gif}) is neither an SVG nor a PNG image`,
    );
    await expect(installableApp(savedAnswer({ human_name: 'Gone', favicon_url: 'gone.svg' }))).rejects.toThrow(
      `The tenant's favicon: ${join(dir, 'gone.svg')} does not exist`,
    );
  });
});

describe('the documents and the build (issue 33 item 1)', () => {
  it('both documents link the manifest and the apple-touch-icon and give the theme colour; a run with another tenant replaces them', async () => {
    const dist = build();
    const first = await applyHostConfig({ dist, tenant: 'demo' });
    expect(first.app?.manifest.name).toBe('Demo Mobility');
    const second = await applyHostConfig({ dist, tenant: 'cityshare' });
    for (const document of ['index.html', 'index-cards.html']) {
      const text = readFileSync(join(dist, document), 'utf8');
      expect(text.match(/<link rel="manifest" href="\/frontofficev2\/manifest.webmanifest">/g), document).toHaveLength(1);
      expect(text.match(/<link rel="apple-touch-icon" href="\/frontofficev2\/icons\/apple-touch-icon-180x180.png">/g), document).toHaveLength(1);
      expect(text.match(/<meta name="theme-color"[^>]*>/g), document).toEqual(['<meta name="theme-color" content="#0b4f3c">']);
      // The policy still comes first in <head>, the links last.
      expect(text, document).toMatch(/<head>\s*<meta http-equiv="Content-Security-Policy"/);
      expect(text, document).toMatch(/<meta name="theme-color" content="#0b4f3c">\n {2}<\/head>/);
      // The tenant's name is the title before any script runs (quality bar), replaced by the second run.
      expect(text.match(/<title>[^<]*<\/title>/g), document).toEqual(['<title>CityShare</title>']);
    }
    const manifest = JSON.parse(readFileSync(join(dist, MANIFEST_FILE), 'utf8')) as WebAppManifest;
    expect(manifest).toEqual(second.app?.manifest);
    expect(manifest.name).toBe('CityShare');
    expect(readdirSync(join(dist, ICONS_FOLDER)).sort()).toEqual(
      ['apple-touch-icon-180x180.png', 'maskable-icon-512x512.png', 'pwa-192x192.png', 'pwa-512x512.png'],
    );
    expect(pngSize(readFileSync(join(dist, ICONS_FOLDER, 'maskable-icon-512x512.png')))).toEqual({ width: 512, height: 512 });
  });

  it('withTitle: the name is text, escaped, in place of the title', () => {
    expect(withTitle(html, 'Autos & <Co>')).toContain('<title>Autos &amp; &lt;Co></title>');
    expect(withTitle(withTitle(html, 'A'), 'B').match(/<title>/g)).toHaveLength(1);
  });

  it('withInstallLinks: the tags go at the end of <head>, escaped, and replace those of a previous run', () => {
    const links = { manifest: '/m.webmanifest', appleTouchIcon: '/a.png', themeColor: '#0b4f3c' };
    const once = withInstallLinks(html, links);
    expect(withInstallLinks(once, links)).toBe(once);
    const other = withInstallLinks(once, { ...links, themeColor: '"><script>' });
    expect(other).toContain('<meta name="theme-color" content="&quot;>&lt;script>">');
    expect(other.match(/theme-color/g)).toHaveLength(1);
    expect(withInstallLinks('<head><title>x</title></head>', links)).toBe(
      '<head><title>x</title>\n    <link rel="manifest" href="/m.webmanifest">\n    <link rel="apple-touch-icon" href="/a.png">\n    <meta name="theme-color" content="#0b4f3c">\n</head>',
    );
  });

  it('a tenant whose favicon cannot be read writes nothing: no half-manifest, the documents as they were', async () => {
    const dist = build();
    await expect(applyHostConfig({ dist, tenant: savedAnswer({ human_name: 'Broken', favicon_url: 'missing.png' }) })).rejects.toThrow(
      /The tenant's favicon: .*missing\.png does not exist/,
    );
    expect(existsSync(join(dist, MANIFEST_FILE))).toBe(false);
    expect(existsSync(join(dist, ICONS_FOLDER))).toBe(false);
    expect(existsSync(join(dist, 'index-cards.html'))).toBe(false);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(html);
  });

  it('tenant null keeps the manifest and icons of the build, and the links of its documents', async () => {
    const dist = build();
    await applyHostConfig({ dist, tenant: 'campus' });
    const before = readFileSync(join(dist, MANIFEST_FILE), 'utf8');
    const result = await applyHostConfig({ dist, tenant: null, config: { apiBaseUrl: 'https://api.example' } });
    expect(result.app).toBeUndefined();
    expect(readFileSync(join(dist, MANIFEST_FILE), 'utf8')).toBe(before);
    const index = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(index).toContain('<meta name="theme-color" content="#ffffff">');
    expect(index).toContain('https://api.example');
    expect(readFileSync(join(dist, 'index-cards.html'), 'utf8')).toContain('<link rel="manifest" href="/frontofficev2/manifest.webmanifest">');
  });
});

describe('the themes the manifest reads', () => {
  it('decision D24: each theme name gives its colours; an unknown or missing one the default theme', () => {
    expect(manifestTheme('fleetco')).toEqual({ name: 'fleetco', themeColor: '#13294d', backgroundColor: '#f2f4f7', favicon: 'fleetco/favicon.svg' });
    expect(manifestTheme('Fleetco').name).toBe('default');
    expect(manifestTheme(null)).toEqual({ name: 'default', themeColor: '#ffffff', backgroundColor: '#f5f7fb', favicon: 'demo/favicon.svg' });
    expect(manifestTheme('toString').name).toBe('default');
  });
});
