import type { ESLint, Linter } from 'eslint';

export const frontofficePlugin: ESLint.Plugin;
declare const config: Linter.Config[];
export default config;
