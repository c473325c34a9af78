// spec §4 Authentication, §9 storage keys, issue 3 (one refresh shared by concurrent 401s, also across tabs).
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createQueryClient,
  getCurrentUser,
  getSessionKind,
  getVehicle,
  signInWithOpenidToken,
  signInWithPassword,
  signInWithSsoIdToken,
  signOut,
  type LockManagerLike,
} from '../src/index.ts';
import * as fx from './fixtures.ts';
import { makeClient, server, storeSession } from './setup.ts';

type TokenBody = Record<string, string>;

/** A token endpoint that hands out numbered tokens and records what it was asked. */
function tokenEndpoint(options: { refuseRefresh?: boolean; refreshDelayMs?: number } = {}) {
  const bodies: TokenBody[] = [];
  let issued = 0;
  server.use(
    http.post('/api/oauth2/token', async ({ request }) => {
      const body = (await request.json()) as TokenBody;
      bodies.push(body);
      if (body.grant_type === 'refresh_token') {
        if (options.refreshDelayMs) await delay(options.refreshDelayMs);
        if (options.refuseRefresh) return HttpResponse.json({ error: 'invalid_grant', error_description: 'revoked' }, { status: 400 });
      }
      issued += 1;
      const prefix = body.grant_type === 'client_credentials' ? 'guest' : 'member';
      return HttpResponse.json({ access_token: `${prefix}-${issued}`, refresh_token: `refresh-${issued}`, token_type: 'Bearer' });
    }),
  );
  return { bodies, refreshes: () => bodies.filter((body) => body.grant_type === 'refresh_token').length };
}

/** GET /user that accepts only the given tokens, counting calls per token. */
function userEndpoint(validTokens: (token: string | undefined) => boolean, user = fx.user) {
  const seen: (string | undefined)[] = [];
  server.use(
    http.get('/api/user', ({ request }) => {
      const token = request.headers.get('authorization')?.replace('Bearer ', '');
      seen.push(token);
      return validTokens(token) ? HttpResponse.json({ user }) : HttpResponse.json({ code: 'unauthorized', message: 'expired' }, { status: 401 });
    }),
  );
  return seen;
}

describe('spec §4: guest and member tokens', () => {
  it('takes a guest token by client credentials when none is stored, and stores it under access_token (spec §9)', async () => {
    const tokens = tokenEndpoint();
    const seen = userEndpoint((token) => token === 'guest-1');
    await getCurrentUser(makeClient());
    expect(tokens.bodies).toEqual([{ grant_type: 'client_credentials', client_id: 'front-id', client_secret: 'front-secret' }]);
    expect(seen).toEqual(['guest-1']);
    expect(localStorage.getItem('access_token')).toBe('guest-1');
    expect(localStorage.getItem('token_type')).toBe('guest');
  });

  it('shares one guest-token request between concurrent calls', async () => {
    const tokens = tokenEndpoint();
    userEndpoint(() => true);
    const client = makeClient();
    await Promise.all([getCurrentUser(client), getCurrentUser(client), getCurrentUser(client)]);
    expect(tokens.bodies).toHaveLength(1);
  });

  it('password log-in sends the password grant, stores a member token and returns the account', async () => {
    const tokens = tokenEndpoint();
    userEndpoint((token) => token === 'member-1');
    const client = makeClient();
    const user = await signInWithPassword(client, { email: 'driver@example.test', password: 'secret123' });
    expect(tokens.bodies[0]).toEqual({
      grant_type: 'password',
      username: 'driver@example.test',
      password: 'secret123',
      client_id: 'front-id',
      client_secret: 'front-secret',
    });
    expect(user).toEqual(fx.user);
    expect(localStorage.getItem('access_token')).toBe('member-1');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(getSessionKind(client)).toBe('member');
  });

  it('issue 33 (D42): a sign-in over another member session clears the previous account’s cached data first; a sign-in from a guest session does not', async () => {
    tokenEndpoint();
    userEndpoint((token) => token === 'member-1' || token === 'member-2');
    const client = makeClient();
    const clear = vi.fn();
    client.attachQueryCache({ clear });
    storeSession('guest', 'guest-0');
    await signInWithPassword(client, { email: 'driver@example.test', password: 'secret123' });
    expect(clear).not.toHaveBeenCalled();
    await signInWithPassword(client, { email: 'other@example.test', password: 'secret123' });
    expect(clear).toHaveBeenCalled();
    expect(getSessionKind(client)).toBe('member');
    expect(localStorage.getItem('access_token')).toBe('member-2');
  });

  it('a failed log-in is an unauthorized error and stores nothing', async () => {
    server.use(http.post('/api/oauth2/token', () => HttpResponse.json({ error: 'invalid_grant', error_description: 'Bad credentials' }, { status: 401 })));
    const client = makeClient();
    const error = await signInWithPassword(client, { email: 'x@example.test', password: 'nope' }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'unauthorized', errors: [{ code: 'invalid_grant', detail: 'Bad credentials' }] });
    expect(getSessionKind(client)).toBe('none');
  });

  it('spec §4: a log-in whose user has no roles is refused and reverts to a guest token', async () => {
    const tokens = tokenEndpoint();
    userEndpoint(() => true, { ...fx.user, roles: [] });
    const client = makeClient();
    const error = await signInWithPassword(client, { email: 'driver@example.test', password: 'secret123' }).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ code: 'forbidden', errors: [{ code: 'USER_HAS_NO_ROLES' }] });
    expect(tokens.bodies.map((body) => body.grant_type)).toEqual(['password', 'client_credentials']);
    expect(localStorage.getItem('access_token')).toBe('guest-2');
    expect(getSessionKind(client)).toBe('guest');
  });

  it('single sign-on: the openid_token grant, and the /sso/openid exchange', async () => {
    const tokens = tokenEndpoint();
    userEndpoint(() => true);
    let ssoBody: unknown;
    server.use(
      http.post('/api/sso/openid', async ({ request }) => {
        ssoBody = await request.json();
        return HttpResponse.json({ access_token: 'sso-member', refresh_token: 'sso-refresh' });
      }),
    );
    const client = makeClient();
    await signInWithOpenidToken(client, 'id-token-1');
    expect(tokens.bodies[0]).toEqual({ grant_type: 'openid_token', openid_token: 'id-token-1', client_id: 'front-id', client_secret: 'front-secret' });
    await signInWithSsoIdToken(client, 'id-token-2');
    expect(ssoBody).toEqual({ openid: { id_token: 'id-token-2' } });
    expect(localStorage.getItem('access_token')).toBe('sso-member');
    expect(getSessionKind(client)).toBe('member');
  });

  it('spec §4: log-out clears storage and cache, then obtains a guest token', async () => {
    const tokens = tokenEndpoint();
    storeSession('member', 'member-0', 'refresh-0');
    const queryClient = createQueryClient();
    queryClient.setQueryData(['user', 'current'], fx.user);
    const onSignedOut = vi.fn();
    const client = makeClient({ onSignedOut }, { queryCache: queryClient });
    await signOut(client);
    expect(queryClient.getQueryData(['user', 'current'])).toBeUndefined();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('access_token')).toBe('guest-1');
    expect(getSessionKind(client)).toBe('guest');
    expect(tokens.bodies.map((body) => body.grant_type)).toEqual(['client_credentials']);
    // An explicit log-out is the app's own navigation: onSignedOut is for sessions that end on their own.
    expect(onSignedOut).not.toHaveBeenCalled();
  });
});

describe('spec §4, §7: refresh on 401', () => {
  it('401 → refresh with the refresh token → the call is replayed once with the new token', async () => {
    const tokens = tokenEndpoint();
    storeSession('member', 'member-0', 'refresh-0');
    const seen = userEndpoint((token) => token === 'member-1');
    const user = await getCurrentUser(makeClient());
    expect(user).toEqual(fx.user);
    expect(seen).toEqual(['member-0', 'member-1']);
    expect(tokens.bodies).toEqual([{ grant_type: 'refresh_token', refresh_token: 'refresh-0', client_id: 'front-id', client_secret: 'front-secret' }]);
    expect(localStorage.getItem('access_token')).toBe('member-1');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(localStorage.getItem('token_type')).toBe('member');
  });

  it('five concurrent 401s share one refresh, and each call is replayed once', async () => {
    const tokens = tokenEndpoint({ refreshDelayMs: 30 });
    storeSession('member', 'member-0', 'refresh-0');
    const seen = userEndpoint((token) => token === 'member-1');
    const client = makeClient();
    const users = await Promise.all(Array.from({ length: 5 }, () => getCurrentUser(client)));
    expect(users).toHaveLength(5);
    expect(tokens.refreshes()).toBe(1);
    expect(seen.filter((token) => token === 'member-0')).toHaveLength(5);
    expect(seen.filter((token) => token === 'member-1')).toHaveLength(5);
  });

  it('refresh refused → tokens and query cache cleared and onSignedOut called exactly once for five calls', async () => {
    const tokens = tokenEndpoint({ refuseRefresh: true, refreshDelayMs: 20 });
    storeSession('member', 'member-0', 'refresh-0');
    const seen = userEndpoint(() => false);
    const queryClient = createQueryClient();
    queryClient.setQueryData(['rentals', 'detail', 21], fx.rental);
    const onSignedOut = vi.fn();
    const client = makeClient({ onSignedOut }, { queryCache: queryClient });
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => getCurrentUser(client)));
    expect(results.every((result) => result.status === 'rejected' && result.reason instanceof ApiError && result.reason.code === 'unauthorized')).toBe(true);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(tokens.refreshes()).toBe(1);
    // No loop: each call went out once and was not replayed without a token.
    expect(seen).toHaveLength(5);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(queryClient.getQueryData(['rentals', 'detail', 21])).toBeUndefined();
  });

  it('a replay that gets 401 again ends the session instead of looping', async () => {
    const tokens = tokenEndpoint();
    storeSession('member', 'member-0', 'refresh-0');
    const seen = userEndpoint(() => false);
    const onSignedOut = vi.fn();
    const error = await getCurrentUser(makeClient({ onSignedOut })).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ code: 'unauthorized' });
    expect(seen).toEqual(['member-0', 'member-1']);
    expect(tokens.refreshes()).toBe(1);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('with refresh tokens disabled by configuration, a member 401 signs out at once', async () => {
    const tokens = tokenEndpoint();
    storeSession('member', 'member-0', 'refresh-0');
    userEndpoint(() => false);
    const onSignedOut = vi.fn();
    await expect(getCurrentUser(makeClient({ useRefreshTokens: false, onSignedOut }))).rejects.toMatchObject({ code: 'unauthorized' });
    expect(tokens.bodies).toEqual([]);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('spec §4: a guest token answered after a sign-in landed does not replace the member session', async () => {
    server.use(
      http.post('/api/oauth2/token', async () => {
        // The driver signs in (another call of the page) while the guest grant is on its way.
        storeSession('member', 'member-7', 'refresh-7');
        return HttpResponse.json({ access_token: 'guest-late', token_type: 'Bearer' });
      }),
    );
    const seen = userEndpoint((token) => token === 'member-7');
    const client = makeClient();
    await getCurrentUser(client);
    expect(seen).toEqual(['member-7']);
    expect(localStorage.getItem('access_token')).toBe('member-7');
    expect(client.getSessionKind()).toBe('member');
  });

  it('an expired guest token is replaced by a new guest token, without signing anyone out', async () => {
    const tokens = tokenEndpoint();
    storeSession('guest', 'guest-0');
    const seen = userEndpoint((token) => token === 'guest-1');
    const onSignedOut = vi.fn();
    await getCurrentUser(makeClient({ onSignedOut }));
    expect(seen).toEqual(['guest-0', 'guest-1']);
    expect(tokens.bodies.map((body) => body.grant_type)).toEqual(['client_credentials']);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('a refresh that fails on the network keeps the session (only a refusal ends it)', async () => {
    storeSession('member', 'member-0', 'refresh-0');
    server.use(http.post('/api/oauth2/token', () => HttpResponse.error()));
    userEndpoint(() => false);
    const onSignedOut = vi.fn();
    await expect(getCurrentUser(makeClient({ onSignedOut }))).rejects.toMatchObject({ code: 'network' });
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(localStorage.getItem('access_token')).toBe('member-0');
  });

  it.each([
    ['the Web Locks API', undefined],
    ['the localStorage lease fallback', null],
  ] as const)('two tabs hit by 401s at once refresh once, through %s', async (_name, locks) => {
    const tokens = tokenEndpoint({ refreshDelayMs: 30 });
    storeSession('member', 'member-0', 'refresh-0');
    const seen = userEndpoint((token) => token === 'member-1');
    // Two clients over one storage stand for two tabs of the same origin.
    const tabA = makeClient({}, { locks });
    const tabB = makeClient({}, { locks });
    await Promise.all([getCurrentUser(tabA), getVehicleAsUser(tabB), getCurrentUser(tabB), getCurrentUser(tabA)]);
    expect(tokens.refreshes()).toBe(1);
    expect(seen.filter((token) => token === 'member-1').length).toBeGreaterThanOrEqual(3);
  });

  it('issue 19: a tab whose copy of the storage lags behind the tab that renewed uses that renewal, and sends no refresh of its own', async () => {
    storeSession('member', 'member-0', 'refresh-0');
    // A's refresh is answered only once B, hit by its own 401, has found the lock taken.
    let contended!: () => void;
    const bothWaiting = new Promise<void>((resolve) => (contended = resolve));
    let refreshes = 0;
    server.use(
      http.post('/api/oauth2/token', async () => {
        refreshes += 1;
        await bothWaiting;
        return HttpResponse.json({ access_token: 'member-1', refresh_token: 'refresh-1', token_type: 'Bearer' });
      }),
    );
    const seen = userEndpoint((token) => token === 'member-1');
    // Tab B reads a copy of the storage that the browser updates a moment later, with a storage event (as Chromium
    // does between tabs): B can take the lock before A's tokens reach its copy.
    const lagging = laggingCopy();
    const locks = sequentialLocks(contended);
    const first = getCurrentUser(makeClient({}, { locks }));
    await vi.waitFor(() => expect(refreshes).toBe(1));
    const second = getCurrentUser(makeClient({}, { locks, storage: lagging.storage }));
    // A's tokens reach B's copy only a moment after A stored them and released the lock.
    await vi.waitFor(() => expect(localStorage.getItem('access_token')).toBe('member-1'));
    await delay(50);
    lagging.catchUp();
    await Promise.all([first, second]);
    expect(refreshes).toBe(1);
    expect(seen.filter((token) => token === 'member-1')).toHaveLength(2);
  });

  it('issue 19: a refresh refused because another tab renewed with the same refresh token keeps the session, with that tab\'s tokens', async () => {
    storeSession('member', 'member-0', 'refresh-0');
    server.use(
      http.post('/api/oauth2/token', () => {
        // The other tab's renewal lands while this one's refresh is on its way; the rotated token is refused.
        localStorage.setItem('access_token', 'member-9');
        localStorage.setItem('refresh_token', 'refresh-9');
        return HttpResponse.json({ error: 'invalid_grant', error_description: 'rotated' }, { status: 400 });
      }),
    );
    const seen = userEndpoint((token) => token === 'member-9');
    const onSignedOut = vi.fn();
    await getCurrentUser(makeClient({ onSignedOut }, { locks: sequentialLocks() }));
    expect(seen).toEqual(['member-0', 'member-9']);
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(localStorage.getItem('token_type')).toBe('member');
  });

  it('issue 19: a tab whose copy of the storage still holds the refused token after the other tab\'s whole renewal waits for the renewal that tab announced, and sends no refresh of its own', async () => {
    storeSession('member', 'member-0', 'refresh-0');
    // The server rotates refresh tokens: the one spent is refused afterwards (spec §4).
    let valid = 'refresh-0';
    let refreshes = 0;
    server.use(
      http.post('/api/oauth2/token', async ({ request }) => {
        const body = (await request.json()) as TokenBody;
        refreshes += 1;
        if (body.refresh_token !== valid) return HttpResponse.json({ error: 'invalid_grant', error_description: 'rotated' }, { status: 400 });
        valid = 'refresh-1';
        return HttpResponse.json({ access_token: 'member-1', refresh_token: 'refresh-1', token_type: 'Bearer' });
      }),
    );
    const seen = userEndpoint((token) => token === 'member-1');
    const lagging = laggingCopy();
    const locks = announcingLocks();
    // Tab A renews and lets the lock go before tab B's call is even refused: B finds the lock free.
    await getCurrentUser(makeClient({}, { locks }));
    expect(localStorage.getItem('access_token')).toBe('member-1');
    const onSignedOut = vi.fn();
    const second = getCurrentUser(makeClient({ onSignedOut }, { locks, storage: lagging.storage }));
    await vi.waitFor(() => expect(seen).toEqual(['member-0', 'member-1', 'member-0']));
    await delay(50);
    lagging.catchUp();
    await second;
    expect(refreshes).toBe(1);
    expect(seen).toEqual(['member-0', 'member-1', 'member-0', 'member-1']);
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(lagging.storage.getItem('token_type')).toBe('member');
  });

  it('issue 19: a renewal is announced under a digest of the token it replaced, never the token', async () => {
    storeSession('member', 'member-0', 'refresh-0');
    tokenEndpoint();
    userEndpoint((token) => token === 'member-1');
    const locks = announcingLocks();
    await getCurrentUser(makeClient({}, { locks }));
    const { held = [] } = await locks.query!();
    expect(held.map((lock) => lock.name)).toEqual([expect.stringMatching(/^frontoffice-session-renewed:[0-9a-z]+$/)]);
    expect(held[0]?.name).not.toContain('member-0');
  });
});

/**
 * Tab B's copy of the storage, which the browser updates a moment after another tab wrote (as Chromium does between
 * tabs): `catchUp` copies the tokens and sends their storage events.
 */
function laggingCopy() {
  const copy = new Map(Object.entries({ ...localStorage }));
  const storage = {
    getItem: (key: string) => copy.get(key) ?? null,
    setItem: (key: string, value: string) => void copy.set(key, value),
    removeItem: (key: string) => void copy.delete(key),
    clear: () => copy.clear(),
    key: (index: number) => [...copy.keys()][index] ?? null,
    get length() {
      return copy.size;
    },
  } as Storage;
  const catchUp = () => {
    for (const key of ['access_token', 'refresh_token']) {
      const oldValue = copy.get(key) ?? null;
      copy.set(key, localStorage.getItem(key) ?? '');
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: copy.get(key) ?? null, storageArea: storage }));
    }
  };
  return { storage, catchUp };
}

/** {@link sequentialLocks} with shared locks and `query`, as Web Locks have them: where renewals are announced. */
function announcingLocks(): LockManagerLike {
  const exclusive = sequentialLocks();
  const held: string[] = [];
  return {
    request<T>(name: string, ...args: [callback: () => Promise<T>] | [options: { ifAvailable: true } | { mode: 'shared' }, callback: (lock: unknown) => Promise<T>]): Promise<T> {
      if (args.length === 2 && 'mode' in args[0]) {
        held.push(name);
        return args[1]({}).finally(() => held.splice(held.indexOf(name), 1));
      }
      return (exclusive.request as (...all: unknown[]) => Promise<T>)(name, ...args);
    },
    query: () => Promise.resolve({ held: held.map((name) => ({ name })), pending: [] }),
  } as LockManagerLike;
}

/**
 * A Web Locks stand-in: one holder at a time, in order; `ifAvailable` gives no lock while it is held.
 * @param onContended called when a request finds the lock held
 */
function sequentialLocks(onContended?: () => void): LockManagerLike {
  let tail: Promise<unknown> = Promise.resolve();
  let held = false;
  const run = <T,>(callback: (lock: unknown) => Promise<T>): Promise<T> => {
    const result = tail.then(async () => {
      held = true;
      try {
        return await callback({});
      } finally {
        held = false;
      }
    });
    tail = result.catch(() => undefined);
    return result;
  };
  return {
    request<T>(name: string, ...args: [callback: () => Promise<T>] | [options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>]): Promise<T> {
      void name;
      if (args.length === 1) return run(args[0]);
      const [, callback] = args;
      if (!held) return run(callback);
      onContended?.();
      return callback(null);
    },
  } as LockManagerLike;
}

/** A second kind of call, so the tabs are not all waiting on the same path. */
async function getVehicleAsUser(client: ReturnType<typeof makeClient>) {
  server.use(
    http.get('/api/vehicles/11', ({ request }) =>
      request.headers.get('authorization') === 'Bearer member-1' ? HttpResponse.json({ vehicle: fx.vehicle }) : HttpResponse.json({}, { status: 401 }),
    ),
  );
  return getVehicle(client, 11);
}

describe('issue 3: a session that ends in another tab', () => {
  function storageEvent(oldValue: string | null, newValue: string | null) {
    return new StorageEvent('storage', { key: 'token_type', oldValue, newValue, storageArea: localStorage });
  }

  it('signs this tab out once when another tab logs out, and ignores a log-in or a refresh there', () => {
    const onSignedOut = vi.fn();
    const queryClient = createQueryClient();
    queryClient.setQueryData(['user', 'current'], fx.user);
    const client = makeClient({ onSignedOut }, { queryCache: queryClient });
    window.dispatchEvent(storageEvent(null, 'guest'));
    window.dispatchEvent(storageEvent('guest', 'member'));
    expect(onSignedOut).not.toHaveBeenCalled();
    window.dispatchEvent(storageEvent('member', null));
    window.dispatchEvent(storageEvent(null, 'guest'));
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['user', 'current'])).toBeUndefined();
    client.dispose();
    window.dispatchEvent(storageEvent('member', null));
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });
});
