// The built front office served as an operator's host serves it (issue 18), for the Lighthouse benchmark
// (scripts/bench-lighthouse.mjs): `dist/` under /frontofficev2/, compressed (brotli or gzip, as the browser asks),
// `index.html` and `config.json` revalidated on every visit (`no-cache`), hashed assets kept a year (`immutable`),
// every other path under the base answered with `index.html` (the router's routes), and `/api` and `/tenants` passed
// on to the demo operator API. Not a production server: files are read and compressed once, at start.
//
//   node scripts/operatorServer.mjs --port 4922 --api http://127.0.0.1:4921 [--tenant cityshare] [--dist dist] [--http2]
//
// `--tenant` answers config.json with that demo tenant's API base (`/tenants/<id>/api`) and without the shipped
// public map style, as the end-to-end tests do (e2e/support.ts useTenant): the machines have no network.
//
// `--e2e` serves the end-to-end tests (playwright.config.ts, issue 30) instead of `vite preview`, which cost the run
// as much processor time as a test worker: files sent as they are (nothing compressed at start or per request), and
// config.json answered with the browser's `e2e_config` cookie when it has one (e2e/support.ts useTenant sets it), so
// that choosing a tenant needs no request interception: Playwright sends every request of a page through the test
// worker once a route is set. The card pages get the card document, as the nginx file gives them (decision D34).
//
// `--http2` (issue 32 item 5) speaks HTTP/2 over TLS, as an operator's host does, with HTTP/1.1 still offered to
// clients without it (ALPN): the same files, compression, caching and proxy, on https://127.0.0.1:<port> with a
// certificate made for the run (`makeCertificate`: a self-signed one for 127.0.0.1 in a temporary folder; a browser
// must be told to accept it, Chromium's `--ignore-certificate-errors`). The end-to-end tests stay on HTTP/1.1.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { withPolicy } from '../host/documents.mjs';
import { CARD_DOCUMENT, CARD_DOCUMENT_MARKER, CARD_FORM_PATHS, contentSecurityPolicies, inlineScripts } from '../host/policy.mjs';

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
 * A self-signed certificate for 127.0.0.1, made for one run (issue 32 item 5) with openssl (`OPENSSL`, default
 * /usr/bin/openssl) in a temporary folder, which is removed once the files are read.
 * @returns {{ key: Buffer, cert: Buffer }}
 */
export function makeCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'operator-cert-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      process.env.OPENSSL ?? '/usr/bin/openssl',
      [
        'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
        '-keyout', key, '-out', cert, '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Headers that belong to one connection (RFC 9113 §8.2.2: an HTTP/2 message must not carry them; Node's HTTP/2
 * layer refuses them) and HTTP/2's pseudo-headers (`:method`, `:path`, `:authority`, `:scheme`), which are not
 * headers of an HTTP/1.1 request: neither is passed on between the browser and the demo API.
 */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'http2-settings']);
function passedOn(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name, value]) => value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name)));
}

/**
 * Starts the server.
 * @param {{ dist: string, port: number, api: string, tenant?: string, host?: string, e2e?: boolean,
 *   http2?: { key: Buffer | string, cert: Buffer | string } }} options `http2`: serve HTTP/2 over TLS with this key
 *   and certificate (HTTP/1.1 over TLS too, for clients without HTTP/2); otherwise plain HTTP/1.1
 * @returns {Promise<import('node:http').Server | import('node:http2').Http2SecureServer>} `closeAllConnections()`
 *   works on both
 */
export function serveOperatorBuild({ dist, port, api, tenant, host = '127.0.0.1', e2e = false, http2 }) {
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

  const handle = (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname.startsWith('/api/') || pathname.startsWith('/tenants/')) {
      // Over HTTP/2 the host is the `:authority` pseudo-header; the API gets it as an HTTP/1.1 `host` header.
      const headers = req.httpVersionMajor === 2 ? { ...passedOn(req.headers), host: req.headers[':authority'] ?? req.headers.host } : req.headers;
      const upstream = httpRequest(
        { hostname: apiUrl.hostname, port: apiUrl.port, path: req.url, method: req.method, headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, req.httpVersionMajor === 2 ? passedOn(answer.headers) : answer.headers);
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
    const file = files.get(path || 'index.html') ?? (extname(path) ? undefined : page);
    const entry = chosen ?? (e2e && (file === page || path === '' || path === 'index.html') ? documentFor(file, req.headers.cookie) : file);
    if (!entry) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = entry.br && /\bbr\b/.test(accepts) ? 'br' : entry.gzip && /\bgzip\b/.test(accepts) ? 'gzip' : null;
    const body = encoding ? entry[encoding] : entry.body;
    res.writeHead(200, { ...entry.headers, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const server = http2 ? createSecureServer({ ...http2, allowHTTP1: true }, handle) : createServer(handle);
  if (http2) {
    // A TLS server has no closeAllConnections() of its own: the sockets it accepted are ended the same way.
    const sockets = new Set();
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    server.closeAllConnections = () => {
      for (const socket of sockets) socket.destroy();
    };
  }
  /** The text of the config.json a test chose (its `e2e_config` cookie), if any. */
  function cookieConfigText(cookies = '') {
    const value = /(?:^|;\s*)e2e_config=([^;]*)/.exec(cookies)?.[1];
    return value ? decodeURIComponent(value) : undefined;
  }

  /**
   * Issue 36: a test whose config.json names a code flow provider (decision D48) gets the documents an operator's host
   * serves once `node scripts/host.mjs` has applied that config.json: their policy admits the provider's origin for
   * calls. Every other test gets the build's documents as they are.
   */
  function documentFor(entry, cookies = '') {
    const text = cookieConfigText(cookies);
    const config = text ? JSON.parse(text) : undefined;
    if (!entry || config?.singleSignOn?.flow !== 'code') return entry;
    const html = entry.body.toString('utf8');
    const policies = contentSecurityPolicies(config, { inlineScripts: inlineScripts(html) });
    const cards = html.includes(CARD_DOCUMENT_MARKER);
    return entryOf('index.html', Buffer.from(withPolicy(html, cards ? policies.cards : policies.base, cards)), true);
  }

  /** The config.json a test chose (the `e2e_config` cookie's JSON), never cached. */
  function configOfCookie(cookies = '') {
    const text = cookieConfigText(cookies);
    if (!text) return undefined;
    const { body, headers } = entryOf('config.json', Buffer.from(text), true);
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
  const http2 = process.argv.includes('--http2') ? makeCertificate() : undefined;
  await serveOperatorBuild({ dist, port, api, tenant, e2e: process.argv.includes('--e2e'), http2 });
  console.info(`The built front office${tenant ? ` (tenant ${tenant})` : ''}${http2 ? ' over HTTP/2 (self-signed certificate)' : ''}: ${http2 ? 'https' : 'http'}://127.0.0.1:${port}${BASE_PATH}`);
}
