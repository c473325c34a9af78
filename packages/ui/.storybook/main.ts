import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    // The components' styles are vanilla-extract `.css.ts` files, compiled by its plugin.
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Pre-bundled up front: discovered mid-run, they make Vite reload and fail the first story run on a fresh
      // clone.
      optimizeDeps: {
        include: [
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/css/fileScope',
          '@internationalized/date',
          'react-aria-components',
        ],
      },
    });
  },
};

export default config;
