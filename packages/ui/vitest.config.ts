import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { reactConfig } from '@frontoffice/vitest-config';
import { chromiumLaunchOptions } from '@frontoffice/vitest-config/chromium';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { themeNames } from './src/theme/names.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Debian's Chromium (shared/toolchain.md): never a downloaded browser.
const chromium = playwright({ launchOptions: chromiumLaunchOptions });

// Two kinds of tests: unit tests under happy-dom, and every story (render + play + axe) in Chromium, once per
// theme so that every theme is checked (house style: every story renders in every theme). The default theme runs
// at desktop width, the four operator themes at phone width (390 px, issue 6: phone first), so both layouts are
// exercised.
export default defineConfig({
  test: {
    projects: [
      reactConfig({ test: { name: 'unit' } }),
      ...themeNames.map((theme) => ({
        extends: true as const,
        plugins: [storybookTest({
            configDir: path.join(dirname, '.storybook'),
            // The viewport names are defined in .storybook/preview.tsx; addon-vitest sizes the page from them.
            initialGlobals: { theme, viewport: { value: theme === 'default' ? 'desktop' : 'phone', isRotated: false } },
          }),],
        test: {
          name: `stories:${theme}`,
          // One page for all story files: a fresh iframe per file costs more than the stories themselves.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            // Five Chromium sessions start together; on a loaded two-core CI machine the default 60 s is not enough.
            connectTimeout: 300_000,
            provider: chromium,
            instances: [{ browser: 'chromium' as const }],
          },
        },
      })),
    ],
  },
});
