// Shared vitest settings. One config file per package (a nested `projects` list is ignored when run from the
// root, see shared/toolchain.md), each calling one of these helpers.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';

/**
 * Plain TypeScript packages: node environment, no plugins.
 * @param {import('vitest/config').UserConfig} [overrides]
 */
export function nodeConfig(overrides = {}) {
  return mergeConfig(
    defineConfig({
      test: {
        environment: 'node',
        include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        restoreMocks: true,
        unstubGlobals: true,
      },
    }),
    overrides,
  );
}

/**
 * React packages: happy-dom, the React plugin and vanilla-extract so `.css.ts` files compile in tests.
 * DOMPurify tests must opt into jsdom per file (`// @vitest-environment jsdom`): happy-dom is not safe for it.
 * @param {import('vitest/config').UserConfig} [overrides]
 */
export function reactConfig(overrides = {}) {
  return mergeConfig(
    defineConfig({
      plugins: [react(), vanillaExtractPlugin()],
      test: {
        environment: 'happy-dom',
        include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
        restoreMocks: true,
        unstubGlobals: true,
      },
    }),
    overrides,
  );
}

/**
 * A package's tests in two projects: the test files share one module graph per worker (`isolate: false`: React,
 * react-aria and the demo API are imported once per worker, not once per file, which halves a feature package's run
 * and the CPU the CI's e2e browsers share), except `isolated`, the files that mock a module (`vi.mock`): a file run
 * before them in the same worker would have imported that module unmocked.
 * @param {(overrides?: import('vitest/config').UserConfig) => import('vitest/config').UserConfig} make `reactConfig` or `nodeConfig`
 * @param {import('vitest/config').UserConfig} overrides the package's own settings, for both projects
 * @param {string[]} [isolated] the files (globs) that run isolated (none: one project)
 */
export function sharedModulesConfig(make, overrides, isolated = []) {
  if (isolated.length === 0) return make(mergeConfig(overrides, { test: { isolate: false } }));
  const shared = make(mergeConfig(overrides, { test: { name: 'shared', isolate: false } }));
  shared.test.exclude = ['**/node_modules/**', ...isolated];
  const alone = make(mergeConfig(overrides, { test: { name: 'isolated' } }));
  alone.test.include = isolated;
  return defineConfig({ test: { projects: [shared, alone] } });
}
