/** Launch options for Playwright's `chromium`: Debian's headless shell (or `CHROMIUM_PATH`), headless-friendly flags. */
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
/** The same with the full Chromium (or `CHROME_PATH`), for tests of how the real browser draws. */
export declare const fullChromiumLaunchOptions: { executablePath: string; args: string[] };
