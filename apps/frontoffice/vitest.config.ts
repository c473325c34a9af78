import { reactConfig, sharedModulesConfig } from '@frontoffice/vitest-config';
import { messagesPlugin } from './messagesPlugin.ts';

// The test files share one module graph per worker (sharedModulesConfig), but those that mock a module or a global
// that a module keeps as it loads.
export default sharedModulesConfig(reactConfig, { plugins: [messagesPlugin()] }, [
  'src/intl/lazyWithLocale.test.tsx',
  'src/errors/LazyRenderErrorPage.test.tsx',
  // Wraps setTimeout before React is imported.
  'src/routes/-components/rentalRoute.test.tsx',
]);
