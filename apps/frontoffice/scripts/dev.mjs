// `pnpm dev`: the demo operator API and the front office together, on one tenant (TENANT=<id>, default demo).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const tenant = process.env.TENANT ?? process.env.DEMO_TENANT ?? 'demo';
const port = process.env.PORT ?? '5173';
const apiPort = process.env.DEMO_API_PORT ?? '4010';
const env = { ...process.env, DEMO_TENANT: tenant, DEMO_API_PORT: apiPort, PORT: port };
const children = [];

function run(command, args, cwd) {
  const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) shutdown(code);
  });
  return child;
}

function shutdown(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const demoApi = JSON.parse(readFileSync(new URL('../../../packages/demo-api/package.json', import.meta.url), 'utf8'));
if (demoApi.scripts?.start) {
  run('pnpm', ['--filter', '@frontoffice/demo-api', 'start'], new URL('../../..', import.meta.url).pathname);
} else {
  console.warn('The demo operator API has no start script yet: the front office runs without an API.');
}
run('node', ['node_modules/vite/bin/vite.js', '--port', port, '--strictPort', '--host', '127.0.0.1'], new URL('..', import.meta.url).pathname);
console.info(`\n  Front office (tenant ${tenant}): http://127.0.0.1:${port}/frontofficev2/\n`);
