import { reactConfig } from '@frontoffice/vitest-config';
import { defineConfig } from 'vitest/config';

// ui's unit tests, under happy-dom. Every story (render + play + axe) is tested in Chromium, once per theme (house
// style: every story renders in every theme; the default theme at desktop width, the four operator themes at phone
// width, issue 6: phone first), by the one Storybook's `test` (apps/storybook/vitest.config.ts), whose five browsers
// draw ui's stories and the screens together: issue 33, ui's own story run was five more browsers and a second Vite
// server on the same two cores in CI's second phase. ui's Storybook (`.storybook/`) stays for `pnpm storybook`.
export default defineConfig({
  test: {
    projects: [
      // The unit tests run in CI's second phase beside the story browsers: a picker's first render took 5.7 s there,
      // past vitest's 5 s default (the feature packages allow 30 s for the same reason).
      // The files share one module graph per worker (isolate: false: React and react-aria once, not once per file).
      reactConfig({ test: { name: 'unit', testTimeout: 20_000, isolate: false } }),
    ],
  },
});
