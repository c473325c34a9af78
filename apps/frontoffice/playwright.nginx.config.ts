import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@frontoffice/vitest-config/chromium';
import { apiPortOf, portsOf } from '@frontoffice/vitest-config/ports';

const PORTS = portsOf();

// Issue 19 item 5: the production host. The build (dist/) served by Debian's nginx with the nginx file the build ships
// (dist-host/frontoffice.conf, started by scripts/nginx.mjs), the API paths proxied to a demo operator API of its own.
// Two projects: `nginx-host` checks what the host sends (headers, caching, fallback; e2e-nginx/), `nginx-smoke` runs
// the suite's smoke tests (tagged @smoke in e2e/) through it, so the strict policy holds as an HTTP header too.
const port = PORTS.nginx;
const apiPort = apiPortOf(port);

export default defineConfig({
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0, // as playwright.config.ts
  workers: process.env.CI ? 2 : undefined,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}/frontofficev2/`,
    trace: 'on-first-retry', // as playwright.config.ts
    video: 'off',
    locale: 'fr-FR',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'nginx-host', testDir: './e2e-nginx', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
    { name: 'nginx-smoke', testDir: './e2e', grep: /@smoke/, use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
  webServer: [
    {
      command: 'node ../../packages/demo-api/scripts/start.mjs',
      url: `http://127.0.0.1:${apiPort}/api/__demo`,
      env: { DEMO_API_PORT: String(apiPort), DEMO_TENANT: 'demo' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node scripts/nginx.mjs',
      url: `http://127.0.0.1:${port}/frontofficev2/config.json`,
      env: { NGINX_PORT: String(port), DEMO_API_PORT: String(apiPort) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
