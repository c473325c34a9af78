import { getSessionKind, type ApiClient } from '@frontoffice/api-client';
import type { SessionKind } from '@frontoffice/domain';

/** Who the app speaks to, as React reads it: a guest or a member (spec §4). */
export interface SessionStore {
  /** The current session kind; no stored token counts as a guest. */
  getSnapshot(): SessionKind;
  /** Re-reads the stored session and tells the subscribers when it changed (after a sign-in or a sign-out). */
  refresh(): void;
  subscribe(listener: () => void): () => void;
}

/** Creates the session store over the API client's stored tokens. */
export function createSessionStore(client: ApiClient): SessionStore {
  const listeners = new Set<() => void>();
  const read = (): SessionKind => (getSessionKind(client) === 'member' ? 'member' : 'guest');
  let current = read();
  return {
    getSnapshot: () => current,
    refresh() {
      const next = read();
      if (next === current) return;
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
