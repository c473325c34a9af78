/** The part of the Web Locks API the client uses (`navigator.locks`). */
export interface LockManagerLike {
  request<T>(name: string, options: { ifAvailable: true } | { mode: 'shared' }, callback: (lock: unknown) => Promise<T>): Promise<T>;
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
  /** The locks held and asked for (the other tabs' renewals are announced there: otherTabRenewal.ts). */
  query?(): Promise<{ held?: { name?: string }[]; pending?: { name?: string }[] }>;
}

const TAKEN = Symbol('taken');

/**
 * Runs `task` while holding a lock shared by every tab of the origin, so that only one tab refreshes the session at a
 * time (issue 3: one in-flight refresh, also across tabs). Uses the Web Locks API when the browser has it; otherwise a
 * lease written in localStorage, which is weaker (two tabs can race within a few milliseconds) but bounded: a lease
 * expires after 10 s so a closed tab never blocks the others.
 * @param name the lock's name
 * @param task what to run under the lock; told whether another tab held the lock first (and may have done the work)
 * @param locks `navigator.locks`, or undefined to use the storage lease
 * @param storage where the fallback lease lives
 */
export async function withCrossTabLock<T>(
  name: string,
  task: (waited: boolean) => Promise<T>,
  locks: LockManagerLike | undefined,
  storage: Storage,
): Promise<T> {
  if (locks) {
    const now = await locks.request(name, { ifAvailable: true }, async (lock) => (lock ? task(false) : TAKEN));
    return now === TAKEN ? locks.request(name, () => task(true)) : now;
  }
  // Browsers without Web Locks (before 2022) get a lease in the storage, loaded only then (the /login budget).
  return (await import('./leaseLock.ts')).withLease(name, task, storage);
}
