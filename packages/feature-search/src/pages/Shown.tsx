import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether a lazily loaded part has been drawn, told by {@link Shown} and read by {@link useShown}: only the components
 * that read it render again when it turns true, not the one that holds it (issue 18: held as the search view's own
 * state, it drew the whole search form a second time, at once and in one piece, right after the form's first paint,
 * only to tell the map it could load).
 */
export interface ShownSignal {
  /** Whether the part has been drawn. */
  get(): boolean;
  /** Calls `listener` once the part has been drawn; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Marks the part as drawn (once; later calls do nothing). */
  set(): void;
}

/** A signal not yet set. */
export function createShownSignal(): ShownSignal {
  let shown = false;
  const listeners = new Set<() => void>();
  return {
    get: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set() {
      if (shown) return;
      shown = true;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * Tells once it has been drawn: placed after a lazily loaded part inside the same Suspense boundary, it is committed
 * with that part, never with the fallback.
 */
export function Shown({ signal }: { signal: ShownSignal }) {
  useEffect(() => signal.set(), [signal]);
  return null;
}

/** Whether the part `signal` stands for has been drawn; the calling component renders again when it has. */
export function useShown(signal: ShownSignal): boolean {
  return useSyncExternalStore(signal.subscribe, signal.get, signal.get);
}
