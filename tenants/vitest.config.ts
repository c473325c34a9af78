import { nodeConfig } from '@frontoffice/vitest-config';

export default nodeConfig({ test: { include: ['*.test.ts', '*/**/*.test.ts'] } });
