import type { Tenant } from '@frontoffice/api-client';
import type { SessionKind } from '@frontoffice/domain';
import { createContext, use, useSyncExternalStore } from 'react';
import type { RuntimeConfig } from '../config/runtimeConfig.ts';
import type { ErrorReporter } from '../errors/reporter.ts';
import type { SessionStore } from '../session/sessionStore.ts';

/** What the shell's components share: set once at start-up. */
export interface ShellContextValue {
  config: RuntimeConfig;
  tenant: Tenant;
  session: SessionStore;
  report: ErrorReporter;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

/** The shell's start-up values. */
export function useShell(): ShellContextValue {
  const value = use(ShellContext);
  if (!value) throw new Error('useShell needs the ShellContext above it.');
  return value;
}

/** The tenant's settings (spec §3), loaded before the first render. */
export function useTenant(): Tenant {
  return useShell().tenant;
}

/** Guest or member, re-rendering when it changes (spec §4). */
export function useSessionKind(): SessionKind {
  const { session } = useShell();
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}
