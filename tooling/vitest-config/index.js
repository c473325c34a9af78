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
