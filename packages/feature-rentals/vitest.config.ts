import { reactConfig } from '@frontoffice/vitest-config';

// Page tests render whole pages against the demo API on a shared two-core machine: the first test of a file pays for
// warming up react-aria and the router, hence a timeout above vitest's 5 s default.
// isolate: false: the test files share one module graph per worker instead of importing React, react-aria and the
// demo API again for each file, which halved this package's run (and the CPU the CI's e2e browsers share).
export default reactConfig({ test: { isolate: false, testTimeout: 45_000 } });
