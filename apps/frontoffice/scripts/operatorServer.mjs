// The built front office served as an operator's host serves it (issue 18), for the Lighthouse benchmark
// (scripts/bench-lighthouse.mjs): `dist/` under /frontofficev2/, compressed (brotli or gzip, as the browser asks),
// `index.html` and `config.json` revalidated on every visit (`no-cache`), hashed assets kept a year (`immutable`),
// every other path under the base answered with `index.html` (the router's routes), and `/api` and `/tenants` passed
// on to the demo operator API. Not a production server: files are read and compressed once, at start.
//
//   node scripts/operatorServer.mjs --port 4922 --api http://127.0.0.1:4921 [--tenant cityshare] [--dist dist]
//
// `--tenant` answers config.json with that demo tenant's API base (`/tenants/<id>/api`) and without the shipped
// public map style, as the end-to-end tests do (e2e/support.ts useTenant): the machines have no network.
//
// `--e2e` serves the end-to-end tests (playwright.config.ts, issue 30) instead of `vite preview`, which cost the run
// as much processor time as a test worker: files sent as they are (nothing compressed at start or per request), and
// config.json answered with the browser's `e2e_config` cookie when it has one (e2e/support.ts useTenant sets it), so
// that choosing a tenant needs no request interception: Playwright sends every request of a page through the test
// worker once a route is set. The card pages get the card document, as the nginx file gives them (decision D34).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CARD_DOCUMENT, CARD_FORM_PATHS } from '../host/policy.mjs';

export const BASE_PATH = '/frontofficev2/';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pbf': 'application/x-protobuf',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
/** Already compressed formats: sent as they are. */
const COMPRESSED = new Set(['.png', '.jpg', '.webp', '.woff2', '.woff']);

function filesOf(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesOf(path) : [path];
  });
}

/** One file ready to send: its body raw, gzip and brotli (unless `raw`), and its headers. */
function entryOf(path, body, raw = false) {
  const ext = extname(path);
  const compress = !raw && !COMPRESSED.has(ext) && body.length > 512;
  // Vite's hashed file names (`name-Ab12Cd34.js`) under assets/ never change content: cached for a year.
  const hashed = path.startsWith('assets/') && /-[\w-]{8}\.\w+$/.test(path);
  return {
    body,
    gzip: compress ? gzipSync(body, { level: 9 }) : null,
    br: compress ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : null,
    headers: {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'Accept-Encoding',
    },
  };
}

/**
 * Starts the server.
 * @param {{ dist: string, port: number, api: string, tenant?: string, host?: string, e2e?: boolean }} options
 * @returns {Promise<import('node:http').Server>}
 */
export function serveOperatorBuild({ dist, port, api, tenant, host = '127.0.0.1', e2e = false }) {
  const root = resolve(dist);
  const files = new Map();
  for (const file of filesOf(root)) {
    const path = relative(root, file).split(sep).join('/');
    files.set(path, entryOf(path, readFileSync(file), e2e));
  }
  const cardPage = new RegExp(`^(?:${CARD_FORM_PATHS.map((path) => path.slice(1)).join('|')})/?$`);
  if (tenant) {
    const { mapStyleUrl: _publicStyle, ...config } = JSON.parse(files.get('config.json').body.toString('utf8'));
    files.set('config.json', entryOf('config.json', Buffer.from(JSON.stringify({ ...config, apiBaseUrl: `/tenants/${tenant}/api` }))));
  }
  const apiUrl = new URL(api);

  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname.startsWith('/api/') || pathname.startsWith('/tenants/')) {
      const upstream = httpRequest(
        { hostname: apiUrl.hostname, port: apiUrl.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    if (!pathname.startsWith(BASE_PATH)) {
      res.writeHead(302, { location: BASE_PATH }).end();
      return;
    }
    const path = decodeURIComponent(pathname.slice(BASE_PATH.length));
    const chosen = e2e && path === 'config.json' ? configOfCookie(req.headers.cookie) : undefined;
    // A route of the app (no file extension) gets index.html, or the card document on a card page; a missing file is
    // a 404.
    const page = files.get(cardPage.test(path) && files.has(CARD_DOCUMENT) ? CARD_DOCUMENT : 'index.html');
    const entry = chosen ?? files.get(path || 'index.html') ?? (extname(path) ? undefined : page);
    if (!entry) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = entry.br && /\bbr\b/.test(accepts) ? 'br' : entry.gzip && /\bgzip\b/.test(accepts) ? 'gzip' : null;
    const body = encoding ? entry[encoding] : entry.body;
    res.writeHead(200, { ...entry.headers, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  /** The config.json a test chose (the `e2e_config` cookie's JSON), never cached. */
  function configOfCookie(cookies = '') {
    const value = /(?:^|;\s*)e2e_config=([^;]*)/.exec(cookies)?.[1];
    if (!value) return undefined;
    const { body, headers } = entryOf('config.json', Buffer.from(decodeURIComponent(value)), true);
    return { body, headers: { ...headers, 'cache-control': 'no-store' } };
  }

  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const option = (name, fallback) => {
    const index = process.argv.indexOf(name);
    return index >= 0 ? process.argv[index + 1] : fallback;
  };
  const port = Number(option('--port', '4174'));
  const dist = option('--dist', fileURLToPath(new URL('../dist', import.meta.url)));
  const api = option('--api', `http://127.0.0.1:${process.env.DEMO_API_PORT ?? '4010'}`);
  const tenant = option('--tenant', undefined);
  await serveOperatorBuild({ dist, port, api, tenant, e2e: process.argv.includes('--e2e') });
  console.info(`The built front office${tenant ? ` (tenant ${tenant})` : ''}: http://127.0.0.1:${port}${BASE_PATH}`);
}
