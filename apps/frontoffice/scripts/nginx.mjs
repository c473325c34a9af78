#!/usr/bin/env node
// Serves the build with Debian's nginx and the nginx file the build ships (dist-host/frontoffice.conf), as an operator's
// host would, for the smoke tests of playwright.nginx.config.ts (issue 19 item 5). nginx runs in the foreground as an
// unprivileged process (user nobody when started as root), with a temporary prefix for its pid, logs and temporary
// files; the shipped file is used as it is, except for the three things a host decides: the port, the document
// root, and where the API paths go (here the demo operator API).
//   NGINX_PORT=4176 DEMO_API_PORT=5176 node scripts/nginx.mjs
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const dist = join(appDir, 'dist');
const shipped = join(appDir, 'dist-host', 'frontoffice.conf');
const port = process.env.NGINX_PORT ?? '4176';
const api = `http://127.0.0.1:${process.env.DEMO_API_PORT ?? '5176'}`;
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

for (const [path, hint] of [
  [nginx, 'install it: apt-get install -y nginx (tooling/scripts/setup.mjs --browser does)'],
  [shipped, 'build first: pnpm --filter @frontoffice/frontoffice build'],
]) {
  if (!existsSync(path)) {
    console.error(`${path} is missing: ${hint}`);
    process.exit(1);
  }
}

/** Replaces one line of the shipped file, failing loudly if the file no longer has it. */
function replaceOnce(text, from, to) {
  if (!text.includes(from)) throw new Error(`dist-host/frontoffice.conf no longer contains "${from}"`);
  return text.replace(from, to);
}

const prefix = mkdtempSync(join(tmpdir(), 'frontoffice-nginx-'));
mkdirSync(join(prefix, 'html'));
mkdirSync(join(prefix, 'tmp'));
symlinkSync(dist, join(prefix, 'html', 'frontofficev2'));

const proxies = ['/api/', '/tenants/']
  .map((path) => `    location ${path} {\n        proxy_pass ${api};\n        proxy_set_header Host $host;\n    }\n`)
  .join('');
let site = readFileSync(shipped, 'utf8');
site = replaceOnce(site, 'listen 8080;', `listen 127.0.0.1:${port};`);
site = replaceOnce(site, 'root /var/www/frontoffice;', `root ${join(prefix, 'html')};`);
site = site.replace(/\}\s*$/, `${proxies}}\n`);
writeFileSync(join(prefix, 'frontoffice.conf'), site);

const asRoot = process.getuid?.() === 0;
writeFileSync(
  join(prefix, 'nginx.conf'),
  `daemon off;
master_process off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 512; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${join(prefix, 'tmp/body')};
    proxy_temp_path ${join(prefix, 'tmp/proxy')};
    fastcgi_temp_path ${join(prefix, 'tmp/fastcgi')};
    uwsgi_temp_path ${join(prefix, 'tmp/uwsgi')};
    scgi_temp_path ${join(prefix, 'tmp/scgi')};
    include ${join(prefix, 'frontoffice.conf')};
}
`,
);
// nobody must be able to write the prefix when nginx drops root.
if (asRoot) {
  chmodSync(prefix, 0o777);
  chmodSync(join(prefix, 'tmp'), 0o777);
}

const args = ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'];
const uid = asRoot ? { uid: 65534, gid: 65534 } : {};
const test = spawnSync(nginx, [...args, '-t', '-q'], { stdio: 'inherit', ...uid });
if (test.status !== 0) {
  console.error(`nginx refused the configuration in ${prefix}`);
  process.exit(1);
}
const server = spawn(nginx, args, { stdio: 'inherit', ...uid });
console.info(`nginx serves ${dist} at http://127.0.0.1:${port}/frontofficev2/ (API paths to ${api}; prefix ${prefix})`);

function stop() {
  server.kill('SIGQUIT');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? 0);
});
