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
      reactConfig({ test: { name: 'unit', exclude: ['**/node_modules/**', BROWSER_TESTS] } }),
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
