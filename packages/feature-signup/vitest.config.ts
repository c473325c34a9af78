import { reactConfig } from '@frontoffice/vitest-config';

// Page tests click through dialogs and menus against the demo API: on a loaded two-core machine one can take more
// than vitest's 5 s default (as feature-search's do).
// isolate: false: the test files share one module graph per worker instead of importing React, react-aria and the
// demo API again for each file, which halved this package's run (and the CPU the CI's e2e browsers share).
export default reactConfig({ test: { isolate: false, testTimeout: 30_000 } });
