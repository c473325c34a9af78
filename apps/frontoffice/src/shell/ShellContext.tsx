import { createContext, use } from 'react';
import type { RuntimeConfig } from '../config/runtimeConfig.ts';
import type { ErrorReporter } from '../errors/reporter.ts';

/**
 * What the shell's components share and only the app knows: set once at start-up. The tenant and the session are
 * not here: they are read with api-client's `useTenant` and `useSession`, which re-render when they change.
 */
export interface ShellContextValue {
  config: RuntimeConfig;
  report: ErrorReporter;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

/** The shell's start-up values. */
export function useShell(): ShellContextValue {
  const value = use(ShellContext);
  if (!value) throw new Error('useShell needs the ShellContext above it.');
  return value;
}
