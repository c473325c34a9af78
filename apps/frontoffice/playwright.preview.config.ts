import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@frontoffice/vitest-config/chromium';
import { portsOf } from '@frontoffice/vitest-config/ports';

// Issue 20: the end-to-end tests of a static tenant preview, against `dist-preview/cityshare/` (built by
// `pnpm run e2e:preview`) served by a plain static server (scripts/staticServer.mjs): no demo API process, the
// preview's service worker answers every call.
const port = portsOf().preview;

export default defineConfig({
  testDir: './e2e-preview',
  // Each test drives the whole journey through a service worker that compiles the contract's validators when it
  // (re)starts; on a loaded two-core machine that takes longer than the defaults.
  timeout: 120_000,
  expect: { timeout: 20_000 },
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
  projects: [{ name: 'preview', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } }],
  webServer: {
    command: 'node scripts/preview.mjs serve cityshare',
    url: `http://127.0.0.1:${port}/frontofficev2/config.json`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
