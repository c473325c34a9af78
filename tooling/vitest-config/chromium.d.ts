/** Launch options for Playwright's `chromium`: Debian's binary (or `CHROMIUM_PATH`), headless-friendly flags. */
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
