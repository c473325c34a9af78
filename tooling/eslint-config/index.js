// The shared lint configuration of every workspace package (flat config). Lint stays untyped so that it runs in
// seconds on two cores; the type checker runs separately (`typecheck`).
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import dependencyDirection from './rules/dependency-direction.js';
import noLiteralText from './rules/no-literal-text.js';

export const frontofficePlugin = {
  meta: { name: '@frontoffice/eslint-plugin' },
  rules: { 'dependency-direction': dependencyDirection, 'no-literal-text': noLiteralText },
};

/** @type {import('eslint').Linter.Config[]} */
export default [
  {
    ignores: [
      '**/dist/**',
      '**/dist-preview/**',
      '**/coverage/**',
      '**/storybook-static/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/node_modules/**',
      '**/*.gen.ts',
      '**/generated/**',
      '**/public/mockServiceWorker.js',
      '**/eslint-config/fixtures/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { frontoffice: frontofficePlugin, 'react-hooks': reactHooks },
    rules: {
      'frontoffice/dependency-direction': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Components shown to drivers: text comes from messages or props, never literals.
    files: ['packages/*/src/**/*.tsx', 'apps/frontoffice/src/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx', '**/test/**'],
    rules: { 'frontoffice/no-literal-text': 'error' },
  },
  {
    files: ['**/*.{js,mjs}', '**/scripts/**'],
    rules: { 'no-console': 'off' },
  },
];
