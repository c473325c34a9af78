// Checks the service-worker host end to end (issue 4): builds a static page that calls `startDemoWorker`, serves it
// under /frontofficev2/ with msw's worker script on port 4015, and drives it in Debian's Chromium.
//   pnpm --filter @frontoffice/demo-api run check-worker
// Not part of `test` (a build and a browser take ~10 s); run it after changing src/browser.ts or upgrading msw.
import { mkdirSync, copyFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';

const root = fileURLToPath(new URL('./worker-check/', import.meta.url));
const outDir = fileURLToPath(new URL('../node_modules/.worker-check/', import.meta.url));
const publicDir = `${outDir}public/`;
rmSync(outDir, { recursive: true, force: true });
mkdirSync(publicDir, { recursive: true });
// The file the app must serve too: msw's worker script, from the msw version the handlers use.
const require = createRequire(import.meta.url);
copyFileSync(require.resolve('msw/mockServiceWorker.js'), `${publicDir}mockServiceWorker.js`);

const config = { root, base: '/frontofficev2/', publicDir, logLevel: 'warn', build: { outDir: `${outDir}dist`, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 4096 } };
await build(config);
const server = await preview({ ...config, preview: { port: 4015, strictPort: true, host: '127.0.0.1' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
let outcome = '';
try {
  const page = await browser.newPage();
  await page.goto('http://127.0.0.1:4015/frontofficev2/');
  await page.waitForFunction(() => document.getElementById('result')?.textContent !== 'pending', null, { timeout: 30_000 });
  outcome = (await page.textContent('#result')) ?? '';
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
const expected = /^OK tenant=CityShare upcoming=3 upload=201 logo=200:true photo=200:image\/svg\+xml$/;
console.log(outcome);
if (!expected.test(outcome)) {
  console.error(`The service-worker host did not answer as expected (${expected}).`);
  process.exit(1);
}
console.log('The service-worker host works.');
