// The React Query layer: keys, what mutations update, and the provider that hands the client to features.
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  ApiClientProvider,
  additionalDocumentsQueryOptions,
  cancelParticipationMutationOptions,
  cancelRentalMutationOptions,
  createQueryClient,
  currentUserQueryOptions,
  modifyRentalTimesMutationOptions,
  rentalKeys,
  signInMutationOptions,
  tenantQueryOptions,
  updateUserMutationOptions,
  useApiClient,
  userKeys,
  userRentalQueryOptions,
  usersByEmailQueryOptions,
} from '../src/index.ts';
import * as fx from './fixtures.ts';
import { makeClient, server, storeSession } from './setup.ts';

describe('query options', () => {
  it('useApiClient gives features the client of the provider, and tenantQueryOptions loads the tenant', async () => {
    server.use(http.get('/api/tenant', () => HttpResponse.json({ tenant: fx.tenant })));
    const client = makeClient();
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>{children}</ApiClientProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useQuery(tenantQueryOptions(useApiClient())), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(fx.tenant));
  });

  it('the parts of a page that show the account, mounting one after another, ask for it once; a change made by the app asks again', async () => {
    storeSession('member', 'm');
    let calls = 0;
    server.use(
      http.get('/api/user', () => {
        calls += 1;
        return HttpResponse.json({ user: fx.user });
      }),
    );
    const client = makeClient();
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children?: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const frame = renderHook(() => useQuery(currentUserQueryOptions(client)), { wrapper });
    await waitFor(() => expect(frame.result.current.data).toEqual(fx.user));
    // The page's sections mount once the frame has the account (lazily loaded parts).
    const sections = [renderHook(() => useQuery(currentUserQueryOptions(client)), { wrapper }), renderHook(() => useQuery(currentUserQueryOptions(client)), { wrapper })];
    for (const section of sections) expect(section.result.current.data).toEqual(fx.user);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(1);
    await queryClient.invalidateQueries({ queryKey: userKeys.current() });
    expect(calls).toBe(2);
  });

  it('useApiClient outside a provider says what is missing', () => {
    expect(() => renderHook(() => useApiClient())).toThrow('useApiClient needs an <ApiClientProvider> above it.');
  });

  it('keys language-dependent answers by language (spec §3: French and English additional documents)', () => {
    const client = makeClient();
    expect(additionalDocumentsQueryOptions(client, 'fr').queryKey).not.toEqual(additionalDocumentsQueryOptions(client, 'en').queryKey);
  });

  it('spec §5: the passenger search waits for 4 characters', () => {
    const client = makeClient();
    expect(usersByEmailQueryOptions(client, 'abc').enabled).toBe(false);
    expect(usersByEmailQueryOptions(client, 'abcd').enabled).toBe(true);
  });

  it('a profile change replaces the cached account with the answer', async () => {
    storeSession('member', 'm');
    server.use(http.put('/api/user', () => HttpResponse.json({ user: { ...fx.user, first_name: 'Grace' } })));
    const queryClient = createQueryClient();
    queryClient.setQueryData(userKeys.current(), fx.user);
    const mutation = queryClient.getMutationCache().build(queryClient, updateUserMutationOptions(makeClient(), queryClient));
    await mutation.execute({ first_name: 'Grace' });
    expect(queryClient.getQueryData(userKeys.current())).toMatchObject({ first_name: 'Grace' });
  });

  it('spec §4: a cancelled rental is refetched', async () => {
    storeSession('member', 'm');
    let status: 'pending' | 'cancelled' = 'pending';
    server.use(
      http.delete('/api/user/rentals/21', () => {
        status = 'cancelled';
        return new HttpResponse(null, { status: 204 });
      }),
      http.get('/api/user/rentals/21', () => HttpResponse.json({ rental: { ...fx.rental, status } })),
    );
    const client = makeClient();
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(userRentalQueryOptions(client, 21));
    const mutation = queryClient.getMutationCache().build(queryClient, cancelRentalMutationOptions(client, queryClient));
    await mutation.execute(21);
    expect(queryClient.getQueryState(rentalKeys.detail(21))?.isInvalidated).toBe(true);
    await queryClient.refetchQueries({ queryKey: rentalKeys.detail(21) });
    expect(queryClient.getQueryData(rentalKeys.detail(21))).toMatchObject({ status: 'cancelled' });
  });

  it('spec §4: a cancelled rental leaves its upcoming list and shows cancelled at once, before any refetch', async () => {
    storeSession('member', 'm');
    server.use(http.delete('/api/user/rentals/21', () => new HttpResponse(null, { status: 204 })));
    const client = makeClient();
    const queryClient = createQueryClient();
    const upcoming = rentalKeys.list({ statuses: ['pending', 'prepared'], limit: 20, page: 1 });
    const all = rentalKeys.list({ page: 1 });
    const other = { ...fx.rental, id: 22 };
    queryClient.setQueryData(upcoming, { rentals: [fx.rental, other], meta: { total: 2, limit: 20 } });
    queryClient.setQueryData(all, { rentals: [fx.rental], meta: { total: 1, limit: 20 } });
    queryClient.setQueryData(rentalKeys.detail(21), fx.rental);
    const mutation = queryClient.getMutationCache().build(queryClient, cancelRentalMutationOptions(client, queryClient));
    await mutation.execute(21);
    expect(queryClient.getQueryData(upcoming)).toEqual({ rentals: [other], meta: { total: 1, limit: 20 } });
    expect(queryClient.getQueryData(all)).toEqual({ rentals: [{ ...fx.rental, status: 'cancelled' }], meta: { total: 1, limit: 20 } });
    expect(queryClient.getQueryData(rentalKeys.detail(21))).toMatchObject({ status: 'cancelled' });
  });

  it('spec §4: a modified rental is replaced in its list at once', async () => {
    storeSession('member', 'm');
    const moved = { ...fx.rental, reservation_end_time: '2026-12-01T20:00:00Z' };
    server.use(http.put('/api/user/rentals/21', () => HttpResponse.json({ rental: moved })));
    const client = makeClient();
    const queryClient = createQueryClient();
    const upcoming = rentalKeys.list({ statuses: [fx.rental.status], limit: 20 });
    queryClient.setQueryData(upcoming, { rentals: [fx.rental], meta: { total: 1, limit: 20 } });
    const mutation = queryClient.getMutationCache().build(queryClient, modifyRentalTimesMutationOptions(client, queryClient));
    await mutation.execute({ id: 21, reservationStartTime: moved.reservation_start_time, reservationEndTime: moved.reservation_end_time });
    expect(queryClient.getQueryData(upcoming)).toEqual({ rentals: [moved], meta: { total: 1, limit: 20 } });
    expect(queryClient.getQueryData(rentalKeys.detail(21))).toEqual(moved);
  });

  it('spec §6: a passenger who cancels their participation no longer sees the carpooling in their lists', async () => {
    storeSession('member', 'm');
    server.use(http.delete('/api/rentals/21/passengers/5', () => new HttpResponse(null, { status: 204 })));
    const client = makeClient();
    const queryClient = createQueryClient();
    const carpoolings = rentalKeys.carpoolingList({ statuses: ['pending', 'prepared'], limit: 20 });
    queryClient.setQueryData(carpoolings, { rentals: [fx.rental], meta: { total: 1, limit: 20 } });
    queryClient.setQueryData(rentalKeys.passengers(21), [fx.passenger, { ...fx.passenger, id: 6 }]);
    const mutation = queryClient.getMutationCache().build(queryClient, cancelParticipationMutationOptions(client, queryClient));
    await mutation.execute({ rentalId: 21, passengerId: 5 });
    expect(queryClient.getQueryData(carpoolings)).toEqual({ rentals: [], meta: { total: 0, limit: 20 } });
    expect(queryClient.getQueryData(rentalKeys.passengers(21))).toEqual([{ ...fx.passenger, id: 6 }]);
  });

  it('a log-in seeds the account query', async () => {
    server.use(
      http.post('/api/oauth2/token', () => HttpResponse.json({ access_token: 'member-1', refresh_token: 'r' })),
      http.get('/api/user', () => HttpResponse.json({ user: fx.user })),
    );
    const queryClient = createQueryClient();
    const mutation = queryClient.getMutationCache().build(queryClient, signInMutationOptions(makeClient(), queryClient));
    await mutation.execute({ email: 'driver@example.test', password: 'secret123' });
    expect(queryClient.getQueryData(userKeys.current())).toEqual(fx.user);
  });
});
