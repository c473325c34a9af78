import { nodeConfig } from '@frontoffice/vitest-config';

// One module graph per worker (no isolation between files): every file compiles the same ajv validators, and
// re-importing them per file was most of the run time. Each test builds its own demo API instance, so no state is
// shared.
export default nodeConfig({ test: { isolate: false } });
