import { nodeConfig, sharedModulesConfig } from '@frontoffice/vitest-config';

// Issue 5: the business rules are where tests are densest, so the test command measures branch coverage and fails
// below 95 %; the text summary prints in every run.
// The test files share one module graph per worker (sharedModulesConfig).
export default sharedModulesConfig(nodeConfig, {
  test: {
    coverage: {
      enabled: true,
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { branches: 95, lines: 95, functions: 95, statements: 95 },
    },
  },
});
