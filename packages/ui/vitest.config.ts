import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY } from '@storybook/addon-vitest/constants';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { reactConfig } from '@frontoffice/vitest-config';
import { chromiumLaunchOptions } from '@frontoffice/vitest-config/chromium';
import { ciRetry, FlakyReporter } from '@frontoffice/vitest-config/flaky';
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
// The stories run in one project with one browser instance per theme: the instances share the project's Vite
// server, so each story's modules are transformed once, not once per theme. Each instance gives addon-vitest its
// theme and viewport through the key the plugin's `initialGlobals` option fills.
const globalsOf = (theme: (typeof themeNames)[number]) => ({
  theme,
  // The viewport names are defined in .storybook/preview.tsx; addon-vitest sizes the page from them.
  viewport: { value: theme === 'default' ? 'desktop' : 'phone', isRotated: false },
});

export default defineConfig({
  test: {
    // A story that passed only on its CI retry is printed by name (FlakyReporter).
    reporters: ['default', new FlakyReporter()],
    projects: [
      // The unit tests run in CI's second phase beside ten story browsers: a picker's first render took 5.7 s there,
      // past vitest's 5 s default (the feature packages allow 30 s for the same reason).
      reactConfig({ test: { name: 'unit', testTimeout: 20_000 } }),
      {
        extends: true as const,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // react-stately's virtualizer reads `process.env.VIRT_ON` when NODE_ENV is 'test' (to draw every row under
        // jsdom); Chromium has no `process`: defining it keeps virtualized lists (ComboBox `virtualized`) real here.
        define: { 'process.env.VIRT_ON': JSON.stringify('on') },
        test: {
          name: 'stories',
          // Five themes' stories share two cores with the storybook app's screens (CI's second phase): a story that
          // takes 5 s alone took over the default 15 s there. The screens' project allows 120 s for the same reason.
          testTimeout: 60_000,
          retry: ciRetry,
          // One page for all story files: a fresh iframe per file costs more than the stories themselves.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            // Five Chromium sessions start together; on a loaded two-core CI machine the default 60 s is not enough.
            connectTimeout: 300_000,
            provider: chromium,
            instances: themeNames.map((theme) => ({
              browser: 'chromium' as const,
              name: `stories:${theme}`,
              provide: { [STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY]: globalsOf(theme) },
            })),
          },
        },
      },
    ],
  },
});
