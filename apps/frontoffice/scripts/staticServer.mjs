// A plain static file server, standing in for a CDN or an object store in front of a static tenant preview (issue 20):
// it serves a folder under /frontofficev2/ and nothing else (no API, no fallback to index.html: a missing file gets
// 404.html with status 404, as GitHub Pages or an object store's error document do). Used by `pnpm preview <tenant>`
// and by the preview's end-to-end tests (playwright.preview.config.ts).
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

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
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

function fileAt(root, pathname) {
  const relative = normalize(decodeURIComponent(pathname.slice(BASE_PATH.length))).replace(/^(\.\.[/\\])+/, '');
  let file = resolve(root, relative);
  if (!file.startsWith(root)) return null;
  try {
    if (statSync(file).isDirectory()) file = join(file, 'index.html');
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * Starts the server.
 * @param {{ root: string, port: number, host?: string }} options the folder served under /frontofficev2/
 * @returns {Promise<import('node:http').Server>}
 */
export function serveStatic({ root, port, host = '127.0.0.1' }) {
  const folder = resolve(root);
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === '/' || pathname === BASE_PATH.slice(0, -1)) {
      response.writeHead(302, { location: BASE_PATH }).end();
      return;
    }
    const found = pathname.startsWith(BASE_PATH) ? fileAt(folder, pathname) : null;
    const file = found ?? fileAt(folder, `${BASE_PATH}404.html`);
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response.writeHead(found ? 200 : 404, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}
