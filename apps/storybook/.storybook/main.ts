import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { StorybookConfig } from '@storybook/react-vite';
import { SCREEN_PACKAGES } from '../screens.ts';

// The one Storybook: the design system's stories (packages/ui) and the feature pages' screens (packages/feature-*,
// and the parts they draw, packages/part-*).
// It lives here, above the features, because ui may not depend on them (dependency direction, README). ui keeps its
// own Storybook config for its own story tests; this one reuses ui's preview (theme and language toolbars, a11y,
// viewports, the overflow check) through `previewAnnotations`, so a ui story renders here exactly as there.
const uiStories = { directory: '../../../packages/ui/src', files: '**/*.stories.tsx' };
const screens = SCREEN_PACKAGES.map((pkg) => ({
  directory: `../../../packages/${pkg}/src`,
  files: '**/*.stories.tsx',
}));

// Issue 20: `TENANT=cityshare pnpm storybook` opens on that tenant: its data and switches behind the screens, its theme
// and language in the toolbars (preview.tsx reads STORYBOOK_TENANT). Any other value is the demo tenant.
const TENANTS = ['demo', 'cityshare', 'fleetco', 'campus', 'minimal'];
const tenant = TENANTS.includes(process.env.TENANT ?? '') ? (process.env.TENANT as string) : 'demo';

const config: StorybookConfig = {
  env: (existing) => ({ ...existing, STORYBOOK_TENANT: tenant }),
  // Under vitest too (this package's `test`): ui's stories are tested here, beside the screens, by the same five
  // browsers and the same Vite server (issue 33: ui's own story run was five more browsers and a second server
  // transforming ui's modules again, on the same two cores, in the same phase of `npm test`).
  stories: [uiStories, ...screens],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The props tables designers read (docgen: TypeScript's compiler run on each component) are not read by the story
  // tests: under vitest (this package's `test`) none is made. The same 1,200 stories passed in 158 s against 166 s,
  // back to back on a quiet machine (setup and import 125 s summed against 144 s).
  typescript: { reactDocgen: process.env.VITEST ? false : 'react-docgen-typescript' },
  // msw's service worker script (written by `msw init public` before each script runs): the screens' demo API.
  staticDirs: ['../public'],
  previewAnnotations: async (entries: string[] = []) => [
    ...entries,
    new URL('../../../packages/ui/.storybook/preview.tsx', import.meta.url).pathname,
  ],
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Pre-bundled up front: discovered mid-run, they make Vite reload and fail the first story run on a fresh clone.
      optimizeDeps: {
        // Through the package that depends on them (Vite's `a > b`): this package does not list them itself.
        include: [
          '@frontoffice/ui > @vanilla-extract/recipes/createRuntimeFn',
          '@frontoffice/ui > @vanilla-extract/css/fileScope',
          '@frontoffice/ui > @internationalized/date',
          '@frontoffice/ui > react-aria-components',
          '@frontoffice/ui > dompurify',
          '@frontoffice/test-utils > react-intl',
          '@frontoffice/test-utils > @tanstack/react-query',
          '@frontoffice/test-utils > @tanstack/react-router',
          '@frontoffice/test-utils > msw/browser',
          '@frontoffice/test-utils > storybook/test',
          '@frontoffice/feature-search > luxon',
          '@frontoffice/feature-search > maplibre-gl',
          '@frontoffice/feature-search > react-map-gl/maplibre',
          '@frontoffice/feature-search > topojson-client',
          '@frontoffice/feature-rentals > @internationalized/date',
          // The signup's steps are loaded on demand (issue 32): the phone step's number library is found only when a
          // story draws that step, too late for the first run.
          '@frontoffice/feature-signup > @frontoffice/domain > libphonenumber-js',
          '@frontoffice/part-payments > @stripe/react-stripe-js',
          '@frontoffice/part-payments > @stripe/stripe-js/pure',
        ],
      },
    });
  },
};

export default config;
