import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, fullChromiumLaunchOptions } from '@frontoffice/vitest-config/chromium';
import { apiPortOf, portsOf } from '@frontoffice/vitest-config/ports';

const PORTS = portsOf();

// The budget run (`pnpm budget`: E2E_RUN=budget) has its own ports (@frontoffice/vitest-config/ports), so that it can run beside the e2e run.
const port = process.env.E2E_RUN === 'budget' ? PORTS.budget : PORTS.e2e;
// Each run (e2e, budget) gets its own demo operator API, so that parallel runs never share state.
const apiPort = apiPortOf(port);
/** Debian's Chromium: Playwright's own browser download cannot run on these machines (shared/toolchain.md). */
export const chromiumLaunch = chromiumLaunchOptions;

export default defineConfig({
  // The server answers config.json with the test's `e2e_config` cookie (e2e/support.ts useTenant).
  metadata: { configCookie: true },
  // Seeds every demo tenant at the start and records when: the specs count their days from then (e2e/support.ts
  // seededAt), so a run that crosses midnight UTC finds the seeded bookings where it looks.
  globalSetup: './e2e/globalSetup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // On a CI machine (two cores shared with the other checks) a test that fails once is run once more, as Playwright's
  // own configuration does; it still fails the run if it fails again, and the closing summary names it as flaky
  // (tooling/scripts/summarize.mjs), so a test that passes only on its retry is seen and fixed, not hidden.
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [['list']],
  // In CI the e2e run shares two cores with another check (turbo --concurrency=2): a page load that takes 1.7 s alone
  // took 7.4 s there (foundation.spec's retry after a broken config.json), past Playwright's 5 s default wait. The
  // assertions are the same; they wait up to 10 s for what they expect to see.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}/frontofficev2/`,
    // A trace is recorded on a failed test's retry (CI), not on every first attempt: recording one for every test took a
    // fifth of the e2e run's time (issue 30: 141 to 153 s against 111 s for the same five files). Where a test fails
    // only once, its error and its page at that moment (error-context.md) are kept; `--trace on` records every test, and
    // E2E_TRACE=retain-on-failure keeps the first failure's trace in a whole `npm test` run (to catch a rare flake).
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | 'on' | undefined) ?? 'on-first-retry',
    video: 'off',
    locale: 'fr-FR',
    launchOptions: chromiumLaunch,
    // Issue 33: the offline worker is registered a few seconds after each page and keeps some 200 files; every test
    // doing that beside the others would load the two cores for nothing. The tests of the worker allow it
    // (offline-bookings.spec.ts, offline-update.spec.ts), and the nginx project's smoke tests run with it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'e2e', testDir: './e2e', grepInvert: /@full-chromium/, use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } },
    // The tests of how the real browser draws the web font (tagged @full-chromium), in the full Chromium.
    {
      name: 'e2e-chromium',
      testDir: './e2e',
      grep: /@full-chromium/,
      use: { ...devices['Desktop Chrome'], launchOptions: fullChromiumLaunchOptions },
    },
    { name: 'budget', testDir: './budget', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } },
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
      // The build as a host serves it, the API paths passed to the demo API, config.json chosen by each test's cookie
      // (scripts/operatorServer.mjs --e2e; e2e/support.ts useTenant).
      command: `node scripts/operatorServer.mjs --e2e --port ${port} --api http://127.0.0.1:${apiPort}`,
      url: `http://127.0.0.1:${port}/frontofficev2/config.json`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // issue 36: a real OpenID provider (oidc-provider, e2e/oidc/provider.mjs) for the single sign-on tests, its clients
    // registered for this front office. Not for the budget run, which has no such test: its port (E2E_PORT + 3000)
    // would meet the e2e run's beside it.
    ...(process.env.E2E_RUN === 'budget'
      ? []
      : [
          {
            command: 'node e2e/oidc/provider.mjs',
            url: `http://127.0.0.1:${PORTS.oidc}/.well-known/openid-configuration`,
            env: { OIDC_PORT: String(PORTS.oidc), OIDC_FRONTOFFICE_ORIGIN: `http://127.0.0.1:${port}` },
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]),
  ],
});
