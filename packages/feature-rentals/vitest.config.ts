import { reactConfig, sharedModulesConfig } from '@frontoffice/vitest-config';

// Page tests render whole pages against the demo API on a shared two-core machine: the first test of a file pays for
// warming up react-aria and the router, hence a timeout above vitest's 5 s default.
// The test files share one module graph per worker (sharedModulesConfig).
export default sharedModulesConfig(reactConfig, { test: { testTimeout: 45_000 } });
