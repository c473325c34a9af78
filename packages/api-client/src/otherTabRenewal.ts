import { TOKEN_STORAGE_KEYS } from './tokens.ts';

/**
 * Waits, at most a second, for another tab's renewal of the session to replace `failedToken` in this tab's copy of
 * the storage (its `storage` event). Chromium updates a tab's copy of localStorage a moment after another tab wrote
 * it, and the lock that tab released may reach this one first (issue 19: one refresh across tabs).
 * @param storage the storage the tokens live in
 * @param failedToken the access token refused with a 401
 */
export function otherTabRenewal(storage: Storage, failedToken: string): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('storage', onStorage);
      clearTimeout(timer);
      resolve();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === storage && event.key === TOKEN_STORAGE_KEYS.accessToken && event.newValue !== failedToken) done();
    };
    const timer = setTimeout(done, 1000);
    window.addEventListener('storage', onStorage);
  });
}
