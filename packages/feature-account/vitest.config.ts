import { reactConfig, sharedModulesConfig } from '@frontoffice/vitest-config';

// Page tests click through dialogs and menus against the demo API: on a loaded two-core machine one can take more
// than vitest's 5 s default (as feature-search's do).
// The test files share one module graph per worker (sharedModulesConfig).
export default sharedModulesConfig(reactConfig, { test: { testTimeout: 30_000 } });
