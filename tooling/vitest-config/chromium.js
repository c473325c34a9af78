// Debian's Chromium, the only browser of these machines (shared/toolchain.md: Playwright's own download cannot run
// here): the launch options shared by every browser test (vitest browser mode, story tests, Playwright e2e).
// Its headless shell (Debian's chromium-headless-shell, the same engine as Playwright's own headless default): the same
// tests took 181 s there against 234 s in the full browser (issue 30).
/** Launch options for Playwright's `chromium`: Debian's headless shell (or `CHROMIUM_PATH`), headless-friendly flags. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * The full Chromium (Debian's chromium, or `CHROME_PATH`), for the few tests whose subject is how the real browser
 * draws (the web font's stand-in, apps/frontoffice/e2e/startup.spec.ts), where the headless shell differs.
 */
export const fullChromiumLaunchOptions = { ...chromiumLaunchOptions, executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
