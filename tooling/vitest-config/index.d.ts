import type { UserConfig } from 'vitest/config';

/** Plain TypeScript packages: node environment, no plugins. */
export function nodeConfig(overrides?: UserConfig): UserConfig;
/** React packages: happy-dom, the React plugin and vanilla-extract. */
export function reactConfig(overrides?: UserConfig): UserConfig;
