import type { LockManagerLike } from './lock.ts';
import { TOKEN_STORAGE_KEYS } from './tokens.ts';

/*
 * Issue 19 (one refresh across tabs), loaded only when a tab's access token is refused (the /login budget). Chromium
 * updates a tab's copy of localStorage a moment after another tab wrote it, and on a loaded machine that moment can
 * outlast the other tab's whole renewal: the refresh lock is free again while this tab still reads the token that was
 * refused. A refresh sent then spends a refresh token that the server has already rotated, the refusal ends the
 * session, and the driver is sent to login in one tab while the other stays signed in (e2e sessions.spec.ts, 1 run in
 * 16 on a loaded two-core machine). So the tab that renews says so through the locks themselves (a lock named after
 * the token it replaced, held a few seconds), which every tab sees at once, and a tab that finds it waits for the new
 * tokens to reach its copy of the storage instead of refreshing.
 */

/** How long a renewal stays announced, and how long a tab that reads the announcement waits for the new tokens. */
const ANNOUNCED_MS = 5_000;
/** How long a tab that waited for the lock, without an announcement, waits for another tab's tokens. */
const AFTER_LOCK_MS = 1_000;
const PREFIX = 'frontoffice-session-renewed:';

/** The announcement's name: a short digest of the replaced token (FNV-1a), never the token itself. */
function announcement(replacedToken: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < replacedToken.length; i += 1) {
    hash ^= replacedToken.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return PREFIX + (hash >>> 0).toString(36);
}

/**
 * Announces to the other tabs that this one has replaced `replacedToken`: called while the refresh lock is still
 * held, so that a tab granted that lock next already sees it. Shared, so that announcements never queue.
 * @param locks `navigator.locks` (nothing is announced without it)
 * @param replacedToken the access token the renewal replaced
 */
export function announceRenewal(locks: LockManagerLike | undefined, replacedToken: string): void {
  if (!locks?.query) return;
  void locks.request(announcement(replacedToken), { mode: 'shared' }, () => new Promise<void>((resolve) => setTimeout(resolve, ANNOUNCED_MS)));
}

/** Whether another tab has announced that it replaced `failedToken` a moment ago. */
async function announced(locks: LockManagerLike | undefined, failedToken: string): Promise<boolean> {
  if (!locks?.query) return false;
  const name = announcement(failedToken);
  const { held = [], pending = [] } = await locks.query();
  return [...held, ...pending].some((lock) => lock.name === name);
}

/**
 * Waits for another tab's renewal of the session to replace `failedToken` in this tab's copy of the storage (its
 * `storage` event): up to five seconds when that tab announced it ({@link announceRenewal}), up to a second when this
 * tab only waited for the lock (`waited`: without Web Locks, or a renewal that failed, nothing is announced), not at
 * all otherwise. Resolves at once when the copy already holds another token.
 * @param storage the storage the tokens live in
 * @param failedToken the access token refused with a 401
 * @param locks `navigator.locks`, where the announcements are
 * @param waited whether this tab waited for the refresh lock
 */
export async function otherTabRenewal(storage: Storage, failedToken: string, locks: LockManagerLike | undefined, waited: boolean): Promise<void> {
  if (typeof window === 'undefined') return;
  const wait = (await announced(locks, failedToken)) ? ANNOUNCED_MS : waited ? AFTER_LOCK_MS : 0;
  if (wait === 0 || storage.getItem(TOKEN_STORAGE_KEYS.accessToken) !== failedToken) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener('storage', onStorage);
      clearTimeout(timer);
      resolve();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === storage && event.key === TOKEN_STORAGE_KEYS.accessToken && event.newValue !== failedToken) done();
    };
    const timer = setTimeout(done, wait);
    window.addEventListener('storage', onStorage);
  });
}
