import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY } from '@storybook/addon-vitest/constants';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from '@frontoffice/vitest-config/chromium';
import { ciRetry, FlakyReporter } from '@frontoffice/vitest-config/flaky';
import { defineConfig } from 'vitest/config';
import { SCREEN_PACKAGES } from './screens.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// The five themes of decision D24, as ui's `themeNames` lists them: ui's theme entry loads its CSS, which a config
// file cannot import. A theme missing here would fail nothing, so keep the two lists equal.
const themeNames = ['default', 'cityshare', 'fleetco', 'campus', 'minimal'] as const;

// Debian's Chromium (shared/toolchain.md): never a downloaded browser.
const chromium = playwright({ launchOptions: chromiumLaunchOptions });

// The story tests of this Storybook, ui's stories and the screens (.storybook/main.ts): each story in Chromium (a
// screen against the demo API, msw's service worker), ui's in every theme, a screen in three (below): render, play
// (a screen's waits for the page's real content), axe (violations fail) and the no-horizontal-overflow check. The
// default theme at desktop width, the four operator themes at phone width (390 px).
//
// Issue 33: ui's stories ran in ui's own `test`, a second vitest with its own five browsers and its own Vite server
// transforming ui's modules again, beside this one in the second phase of `npm test` (ten browsers on two cores).
// Here the same five browsers draw both, each loading ui's modules once for its stories and the screens that use
// them: the phase took a sixth less processor time (360-381 against 433-472 core-seconds, back to back).
//
// One project, one browser instance per theme: the instances share the project's Vite server, so each screen's
// modules are transformed once, not once per theme (five projects, each with its own server, made the first search
// story wait 20 s and a browser session miss its connection timeout on a loaded two-core machine). Each instance
// gives addon-vitest its theme and viewport as the plugin's `initialGlobals` would, through the key the plugin reads.
type ThemeName = (typeof themeNames)[number];
const globalsOf = (theme: ThemeName) => ({
  theme,
  // The stories' checks are written for the demo tenant's data, whatever TENANT says (issue 20).
  tenant: 'demo',
  locale: 'fr',
  viewport: { value: theme === 'default' ? 'desktop' : 'phone', isRotated: false },
});

// The screens' story files, in a stable order.
function storyFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.stories.tsx'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
const screenFiles = SCREEN_PACKAGES.flatMap((pkg) => storyFilesUnder(path.join(dirname, '../../packages', pkg, 'src'))).sort();

// Each screen's story file in three themes: the default theme at desktop width and cityshare at phone width, where
// every axe rule runs (ui's preview.tsx), and one of the three other operator themes at phone width, in turn, which
// run the rules a theme can change (colours, sizes): each of them draws a third of the screens. ui's stories, whose
// tokens are what a theme changes, still run in all five; every theme's routes are also swept by the e2e run
// (e2e/a11y-sweep.spec.ts). The screens in all five themes were three fifths of the phase's processor time and took
// `npm test` past its 12 minutes on CI (issue 32, session 35).
const TURNS: ThemeName[] = ['fleetco', 'campus', 'minimal'];
/** The screens' story files a theme leaves to the others. */
const screensSkippedBy = (theme: ThemeName): string[] =>
  TURNS.includes(theme) ? screenFiles.filter((_, index) => TURNS[index % TURNS.length] !== theme) : [];

export default defineConfig({
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  // react-stately's virtualizer reads `process.env.VIRT_ON` when NODE_ENV is 'test' (to draw every row under jsdom);
  // in Chromium there is no `process`: defining it keeps the virtualized lists (the station fields) real here.
  // STORY_TESTS: ui's preview runs every axe rule in two themes and the theme-dependent ones in the other three
  // (packages/ui/.storybook/preview.tsx); Storybook's own a11y panel runs them all.
  define: { 'process.env.VIRT_ON': JSON.stringify('on'), 'import.meta.env.STORY_TESTS': JSON.stringify('on') },
  test: {
    name: 'screens',
    // A screen waits for the demo API and its lazily loaded chunks (the search page's map among them), which the
    // dev server transforms on the first story that needs them (SearchPage.stories.tsx waits up to 90 s).
    testTimeout: 120_000,
    // ui's stories keep ui's own 60 s (storyTimeouts.ts chooses by the story file).
    setupFiles: ['./storyTimeouts.ts'],
    // Under CI a screen that fails is drawn once more; one that passed only then is printed by name (FlakyReporter).
    retry: ciRetry,
    reporters: ['default', new FlakyReporter()],
    // One page for all story files: a fresh iframe per file costs more than the stories themselves.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      connectTimeout: 300_000,
      provider: chromium,
      instances: themeNames.map((theme) => ({
        browser: 'chromium' as const,
        name: `screens:${theme}`,
        provide: { [STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY]: globalsOf(theme) },
        exclude: screensSkippedBy(theme),
      })),
    },
  },
});
