// Debian's Chromium, the only browser of these machines (shared/toolchain.md: Playwright's own download cannot run
// here): the launch options shared by every browser test (vitest browser mode, story tests, Playwright e2e).
/** Launch options for Playwright's `chromium`: Debian's binary (or `CHROMIUM_PATH`), headless-friendly flags. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
