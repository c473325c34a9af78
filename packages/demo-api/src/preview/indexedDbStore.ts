// The preview's demo data in the browser's IndexedDB (issue 20): a reload, a deep link and a second tab find the
// bookings, sign-ups and switches made before. Browser only (the service worker of a preview).
import type { PreviewStore, StoredPreview } from './store.ts';

const DB_NAME = 'frontoffice-preview';
const STORE_NAME = 'demo-state';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** The browser's IndexedDB (database `frontoffice-preview`, one record per tenant). */
export function indexedDbPreviewStore(factory: IDBFactory = indexedDB): PreviewStore {
  let opened: Promise<IDBDatabase> | null = null;
  const database = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE_NAME);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB cannot be opened'));
    });
    return opened;
  };
  const transact = async <T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const db = await database();
    const transaction = db.transaction(STORE_NAME, mode);
    // A write counts once it is committed: the service worker may be stopped right after answering.
    const committed = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
    const [result] = await Promise.all([promised(run(transaction.objectStore(STORE_NAME))), committed]);
    return result as T;
  };
  return {
    load: async (tenant) => (await transact('readonly', (store) => store.get(tenant) as IDBRequest<StoredPreview | undefined>)) ?? undefined,
    save: async (tenant, value) => {
      await transact('readwrite', (store) => store.put(value, tenant));
    },
    clear: async (tenant) => {
      await transact('readwrite', (store) => store.delete(tenant));
    },
  };
}
