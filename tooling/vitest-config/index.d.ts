import type { UserConfig } from 'vitest/config';

/** Plain TypeScript packages: node environment, no plugins. */
export function nodeConfig(overrides?: UserConfig): UserConfig;
/** React packages: happy-dom, the React plugin and vanilla-extract. */
export function reactConfig(overrides?: UserConfig): UserConfig;
/**
 * A package's tests in two projects: shared modules per worker (`isolate: false`), and `isolated`, the files that
 * mock a module (`vi.mock`), each with its own.
 */
export function sharedModulesConfig(make: (overrides?: UserConfig) => UserConfig, overrides: UserConfig, isolated?: string[]): UserConfig;
