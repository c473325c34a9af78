// Static tenant previews (issue 20):
//   pnpm preview:build <tenant>   builds apps/frontoffice/dist-preview/<tenant>/
//   pnpm preview:build --all      builds the five
//   pnpm preview <tenant>         serves one on http://127.0.0.1:${PORT:-4300}/frontofficev2/ (a plain static server)
// A preview is the front office built in the preview mode (vite.config.ts PREVIEW_MODE: the switch panel, decision
// D38) plus `preview-sw.js`, a service worker holding the tenant's demo API (packages/demo-api/src/preview), so it
// needs no server: any static host serving the folder under /frontofficev2/ will do (README: "Static previews").
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { BASE_PATH, serveStatic } from './staticServer.mjs';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const repoDir = join(appDir, '../..');
const outRoot = join(appDir, 'dist-preview');
const TENANTS = ['demo', 'cityshare', 'fleetco', 'campus', 'minimal'];

function usage(message) {
  console.error(`${message}\nUsage: pnpm preview:build <${TENANTS.join('|')}> | --all\n       pnpm preview <tenant>`);
  process.exit(2);
}

/** Files under a folder, recursively. */
function filesOf(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesOf(path) : [path];
  });
}

/** What the stored demo data depends on: a state kept by an older preview is dropped when these change. */
function dataVersion(tenant) {
  const hash = createHash('sha256');
  for (const file of [...filesOf(join(repoDir, 'tenants', tenant)), join(repoDir, 'openapi/frontoffice.yaml')].sort()) {
    hash.update(file.slice(repoDir.length)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The front office in the preview mode, once for every tenant (the app reads its tenant from the API). */
async function buildApp(outDir) {
  await build({ root: appDir, configFile: join(appDir, 'vite.config.ts'), mode: 'tenant-preview', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

/**
 * Keeps only one tenant's fixtures in the worker: tenants/index.ts imports the five, and the others would only weigh
 * it down (about a third of its size).
 */
function onlyTenant(tenant) {
  return {
    name: 'frontoffice-preview:only-tenant',
    enforce: 'pre',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith('/tenants/index.ts')) return null;
      return code
        .replace(/^import (\w+) from '\.\/(\w+)\/[\w-]+\.json';$/gm, (line, name, dir) => (dir === tenant ? line : `const ${name} = {};`))
        // A classic script has no import.meta.url to resolve a file against: the tenant's SVG files travel inline.
        .replace(/new URL\('\.\/(\w+)\/([\w-]+\.svg)', import\.meta\.url\)/g, (_, dir, file) => {
          const data = dir === tenant ? `data:image/svg+xml;base64,${readFileSync(join(repoDir, 'tenants', dir, file)).toString('base64')}` : 'data:,';
          return `new URL(${JSON.stringify(data)})`;
        });
    },
  };
}

/** The tenant's service worker: its demo API, bundled as one classic script. */
async function buildWorker(tenant, outDir) {
  const entry = fileURLToPath(import.meta.resolve('@frontoffice/demo-api/preview-worker'));
  await build({
    root: appDir,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    plugins: [onlyTenant(tenant)],
    define: {
      __PREVIEW_TENANT__: JSON.stringify(tenant),
      __PREVIEW_VERSION__: JSON.stringify(dataVersion(tenant)),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      lib: { entry, formats: ['iife'], name: 'frontofficePreviewWorker', fileName: () => 'preview-sw.js' },
    },
  });
}

function kb(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** The size of a preview folder, raw and gzip (what a host serving it compressed sends). */
function sizeOf(dir) {
  let raw = 0;
  let gzip = 0;
  for (const file of filesOf(dir)) {
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  const worker = readFileSync(join(dir, 'preview-sw.js'));
  return `${kb(raw)} (${kb(gzip)} gzip), of which preview-sw.js ${kb(worker.length)} (${kb(gzipSync(worker, { level: 9 }).length)} gzip)`;
}

async function buildPreviews(tenants) {
  const started = performance.now();
  const appOut = join(outRoot, '.app');
  await buildApp(appOut);
  const appSeconds = (performance.now() - started) / 1000;
  console.info(`front office (preview mode) built in ${appSeconds.toFixed(1)} s`);
  for (const tenant of tenants) {
    const began = performance.now();
    const dir = join(outRoot, tenant);
    rmSync(dir, { recursive: true, force: true });
    cpSync(appOut, dir, { recursive: true });
    // The manifest is for the operator build's tooling; a preview host has no use for it.
    rmSync(join(dir, '.vite'), { recursive: true, force: true });
    const config = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'));
    writeFileSync(join(dir, 'config.json'), `${JSON.stringify({ ...config, apiBaseUrl: `${BASE_PATH}api` }, null, 2)}\n`);
    // Hosts without a fallback to index.html (GitHub Pages, an object store's error document) serve 404.html.
    cpSync(join(dir, 'index.html'), join(dir, '404.html'));
    await buildWorker(tenant, dir);
    console.info(`dist-preview/${tenant}: ${sizeOf(dir)}; worker built in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  }
  rmSync(appOut, { recursive: true, force: true });
  console.info(`${tenants.length} preview(s) built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const [command, target] = process.argv.slice(2);
if (command === 'build') {
  if (target === '--all') await buildPreviews(TENANTS);
  else if (TENANTS.includes(target)) await buildPreviews([target]);
  else usage(target ? `Unknown tenant "${target}".` : 'Name a tenant.');
} else if (command === 'serve') {
  if (!TENANTS.includes(target)) usage(target ? `Unknown tenant "${target}".` : 'Name a tenant.');
  const root = join(outRoot, target);
  if (!existsSync(join(root, 'preview-sw.js'))) usage(`No preview of ${target} yet: run pnpm preview:build ${target} first.`);
  const port = Number(process.env.PORT ?? 4300);
  await serveStatic({ root, port });
  console.info(`\n  Preview of ${target}: http://127.0.0.1:${port}${BASE_PATH}  (Ctrl+C stops it)\n`);
} else {
  usage(`Unknown command "${command ?? ''}".`);
}
