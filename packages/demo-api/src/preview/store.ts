// Where a static preview keeps its demo data (issue 20): the demo API's whole state, in the browser's IndexedDB
// (indexedDbStore.ts) or in memory (tests). The state is a plain structured-clone value (Maps, Sets, typed arrays),
// which IndexedDB stores as it is.
import type { DemoState } from '../core/model.ts';

/** One stored state and the build it was made by (a new build starts again from the fixtures). */
export interface StoredPreview {
  version: string;
  state: DemoState;
}

/** A place to keep the state between page loads. */
export interface PreviewStore {
  /** The state stored for the tenant, if any. */
  load(tenant: string): Promise<StoredPreview | undefined>;
  /** Replaces the state stored for the tenant. */
  save(tenant: string, value: StoredPreview): Promise<void>;
  /** Forgets the tenant's state. */
  clear(tenant: string): Promise<void>;
}

/** A store in memory (tests; and the fallback when IndexedDB is unavailable, e.g. some private modes). */
export function memoryPreviewStore(): PreviewStore {
  const values = new Map<string, StoredPreview>();
  return {
    load: (tenant) => Promise.resolve(values.has(tenant) ? structuredClone(values.get(tenant)) : undefined),
    save: (tenant, value) => {
      values.set(tenant, structuredClone(value));
      return Promise.resolve();
    },
    clear: (tenant) => {
      values.delete(tenant);
      return Promise.resolve();
    },
  };
}
