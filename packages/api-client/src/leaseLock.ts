const LEASE_KEY = 'token_refresh_lease';
const LEASE_MS = 10_000;
const POLL_MS = 25;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `task` while holding a lease written in localStorage, the fallback of `withCrossTabLock` for browsers without
 * the Web Locks API. Weaker (two tabs can race within a few milliseconds) but bounded: a lease expires after 10 s so a
 * closed tab never blocks the others.
 * @param name the lock's name
 * @param task what to run under the lease; told whether another tab held it first
 * @param storage where the lease lives
 */
export async function withLease<T>(name: string, task: (waited: boolean) => Promise<T>, storage: Storage): Promise<T> {
  const owner = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const key = `${LEASE_KEY}:${name}`;
  const deadline = Date.now() + LEASE_MS;
  let owned = false;
  let waited = false;
  while (!owned && Date.now() < deadline) {
    const lease = parseLease(storage.getItem(key));
    if (lease && lease.owner !== owner && lease.expires >= Date.now()) waited = true;
    if (!lease || lease.expires < Date.now()) {
      storage.setItem(key, JSON.stringify({ owner, expires: Date.now() + LEASE_MS }));
      // Another tab may have written in the same instant: the last writer wins, and both re-read to agree on it.
      await sleep(POLL_MS);
      owned = parseLease(storage.getItem(key))?.owner === owner;
    } else {
      await sleep(POLL_MS);
    }
  }
  try {
    return await task(waited);
  } finally {
    if (parseLease(storage.getItem(key))?.owner === owner) storage.removeItem(key);
  }
}

function parseLease(raw: string | null): { owner: string; expires: number } | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'owner' in value &&
      'expires' in value &&
      typeof value.owner === 'string' &&
      typeof value.expires === 'number'
    ) {
      return { owner: value.owner, expires: value.expires };
    }
  } catch {
    // A foreign value under our key is treated as no lease.
  }
  return null;
}
