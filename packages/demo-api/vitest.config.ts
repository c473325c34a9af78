import { nodeConfig } from '@frontoffice/vitest-config';

// One module graph per worker (no isolation between files): every file compiles the same ajv validators, and
// re-importing them per file was most of the run time. Each test builds its own demo API instance, so no state is
// shared. The HTTP tests walk every operation of five tenants through a real server: on a loaded two-core CI
// machine that takes longer than vitest's default 5 s per test.
export default nodeConfig({ test: { isolate: false, testTimeout: 60_000, hookTimeout: 60_000 } });
