// Issue 12: one reactive source for the session and the tenant. Every reader re-renders on a sign-in, a sign-out, a
// refused refresh, another tab's sign-out, and new tenant settings.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  ApiClientProvider,
  createQueryClient,
  getUserRental,
  signInWithPassword,
  signOut,
  tenantQueryOptions,
  useSession,
  useSessionKind,
  useTenant,
  type ApiClient,
} from '../src/index.ts';
import * as fx from './fixtures.ts';
import { makeClient, server, storeSession } from './setup.ts';

function tokenAndUser(options: { refuseRefresh?: boolean } = {}) {
  server.use(
    http.post('/api/oauth2/token', async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      if (body.grant_type === 'refresh_token' && options.refuseRefresh) {
        return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
      }
      const prefix = body.grant_type === 'client_credentials' ? 'guest' : 'member';
      return HttpResponse.json({ access_token: `${prefix}-token`, refresh_token: 'refresh', token_type: 'Bearer' });
    }),
    http.get('/api/user', ({ request }) =>
      request.headers.get('authorization') === 'Bearer member-token'
        ? HttpResponse.json({ user: fx.user })
        : HttpResponse.json({ code: 'unauthorized', message: 'expired' }, { status: 401 }),
    ),
    http.get('/api/tenant', () => HttpResponse.json({ tenant: fx.tenant })),
  );
}

function wrapperOf(client: ApiClient, queryClient = createQueryClient({ retryBaseDelayMs: 1 })) {
  client.attachQueryCache(queryClient);
  return ({ children }: { children?: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <Suspense fallback={null}>{children}</Suspense>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

describe('useSessionKind and useSession (spec §4, issue 12)', () => {
  it('§4 no stored token is a logged-out guest', () => {
    const client = makeClient();
    const { result } = renderHook(() => useSessionKind(), { wrapper: wrapperOf(client) });
    expect(result.current).toBe('guest');
  });

  it('§4 re-renders as a member on sign-in, with the account, and as a guest on sign-out', async () => {
    tokenAndUser();
    const client = makeClient();
    const { result } = renderHook(() => useSession(), { wrapper: wrapperOf(client) });
    expect(result.current).toEqual({ kind: 'guest', user: undefined, isLoadingUser: false });

    await act(() => signInWithPassword(client, { email: fx.user.email, password: 'secret-pass' }));
    expect(result.current.kind).toBe('member');
    await waitFor(() => expect(result.current.user?.email).toBe(fx.user.email));

    await act(() => signOut(client));
    expect(result.current).toEqual({ kind: 'guest', user: undefined, isLoadingUser: false });
  });

  it('§4, §8 a refused refresh ends the session: readers re-render as guests', async () => {
    tokenAndUser({ refuseRefresh: true });
    server.use(http.get('/api/user/rentals/7', () => HttpResponse.json({ code: 'unauthorized' }, { status: 401 })));
    storeSession('member', 'member-expired', 'refresh');
    const onSignedOut = vi.fn();
    const client = makeClient({ onSignedOut });
    const { result } = renderHook(() => useSessionKind(), { wrapper: wrapperOf(client) });
    expect(result.current).toBe('member');
    await act(() => getUserRental(client, 7).catch(() => undefined));
    expect(result.current).toBe('guest');
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('§4 a sign-out in another tab reaches this tab', () => {
    storeSession('member', 'member-token');
    const client = makeClient();
    const { result } = renderHook(() => useSessionKind(), { wrapper: wrapperOf(client) });
    expect(result.current).toBe('member');
    act(() => {
      localStorage.setItem('token_type', 'guest');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token_type', oldValue: 'member', newValue: 'guest', storageArea: localStorage }));
    });
    expect(result.current).toBe('guest');
  });

  it('the snapshot is stable between changes (useSyncExternalStore needs it)', () => {
    storeSession('member', 'member-token');
    const client = makeClient();
    expect(client.getSessionKind()).toBe(client.getSessionKind());
    const listener = vi.fn();
    const stop = client.subscribeSession(listener);
    client.storeSession({ access_token: 'member-2', token_type: 'Bearer' }, 'member');
    expect(listener).not.toHaveBeenCalled();
    client.clearSession();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    client.storeSession({ access_token: 'member-3', token_type: 'Bearer' }, 'member');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('useTenant (spec §1, §3, issue 12)', () => {
  it('§1 reads the settings loaded at start-up, and re-renders when they change in the cache', async () => {
    tokenAndUser();
    const client = makeClient();
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(tenantQueryOptions(client));
    const { result } = renderHook(() => useTenant(), { wrapper: wrapperOf(client, queryClient) });
    await waitFor(() => expect(result.current.human_name).toBe(fx.tenant.human_name));
    act(() => queryClient.setQueryData(tenantQueryOptions(client).queryKey, { ...fx.tenant, use_billing: !fx.tenant.use_billing }));
    await waitFor(() => expect(result.current.use_billing).toBe(!fx.tenant.use_billing));
  });
});
