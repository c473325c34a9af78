import { reactConfig } from '@frontoffice/vitest-config';
import { chromiumLaunchOptions } from '@frontoffice/vitest-config/chromium';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Two projects: the client's tests under happy-dom (msw handlers), and the photo scaling of decision D35 in Debian's
// Chromium, which needs a real image decoder and canvas (shared/toolchain.md: never a downloaded browser).
const BROWSER_TESTS = 'test/**/*.browser.test.ts';

export default defineConfig({
  test: {
    projects: [
      // The files share one module graph per worker (isolate: false: msw, React Query and the generated client are
      // imported once, not once per file); hooks.ts starts msw and clears storage around each file.
      reactConfig({ test: { name: 'unit', isolate: false, setupFiles: ['./test/hooks.ts'], exclude: ['**/node_modules/**', BROWSER_TESTS] } }),
      {
        test: {
          name: 'browser',
          include: [BROWSER_TESTS],
          browser: {
            enabled: true,
            headless: true,
            // On a loaded two-core machine the default 60 s is not always enough to start Chromium.
            connectTimeout: 300_000,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
