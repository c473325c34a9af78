// Issue 3: GETs retry with backoff on network errors and 5xx only; POST, PUT and DELETE never retry.
import { focusManager, onlineManager, QueryObserver } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  carpoolingSearchQueryOptions,
  createQueryClient,
  deleteCardMutationOptions,
  isRetryableError,
  retryBackoff,
  stationsQueryOptions,
  tenantKeys,
  tenantQueryOptions,
  vehicleSearchQueryOptions,
  ApiError,
} from '../src/index.ts';
import * as fx from './fixtures.ts';
import { makeClient, server, storeSession } from './setup.ts';

const fastRetries = () => createQueryClient({ retryBaseDelayMs: 1 });

describe('createQueryClient', () => {
  it('retries a GET that answered 5xx, then succeeds', async () => {
    let calls = 0;
    server.use(
      http.get('/api/tenant', () => {
        calls += 1;
        return calls < 3 ? HttpResponse.json({ code: 'internal' }, { status: 503 }) : HttpResponse.json({ tenant: fx.tenant });
      }),
    );
    const tenant = await fastRetries().fetchQuery(tenantQueryOptions(makeClient()));
    expect(tenant).toEqual(fx.tenant);
    expect(calls).toBe(3);
  });

  it('retries a GET that failed on the network, three times at most', async () => {
    storeSession('member', 'm');
    let calls = 0;
    server.use(
      http.get('/api/stations', () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    await expect(fastRetries().fetchQuery(stationsQueryOptions(makeClient()))).rejects.toMatchObject({ code: 'network' });
    expect(calls).toBe(4);
  });

  it('does not retry a GET that answered 4xx or broke the contract', async () => {
    let calls = 0;
    server.use(
      http.get('/api/tenant', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ code: 'not_found' }, { status: 404 }) : HttpResponse.json({ tenant: { id: 'x' } });
      }),
    );
    const queryClient = fastRetries();
    await expect(queryClient.fetchQuery(tenantQueryOptions(makeClient()))).rejects.toMatchObject({ code: 'not_found' });
    queryClient.removeQueries({ queryKey: tenantKeys.all });
    await expect(queryClient.fetchQuery(tenantQueryOptions(makeClient()))).rejects.toMatchObject({ code: 'invalid_response' });
    expect(calls).toBe(2);
  });

  it('never retries the vehicle search, a POST, even on a 5xx', async () => {
    storeSession('member', 'm');
    let calls = 0;
    server.use(
      http.post('/api/vehicles/search', () => {
        calls += 1;
        return HttpResponse.json({ code: 'internal' }, { status: 503 });
      }),
    );
    const search = { startStationId: 3, startTime: DateTime.fromISO('2026-12-01T10:00:00Z'), endTime: DateTime.fromISO('2026-12-01T12:00:00Z') };
    await expect(fastRetries().fetchQuery(vehicleSearchQueryOptions(makeClient(), search))).rejects.toMatchObject({ code: 'internal', status: 503 });
    expect(calls).toBe(1);
  });

  it('issue 17: a search shown on screen is not sent again when the tab regains focus or the network comes back, only when invalidated', async () => {
    storeSession('member', 'm');
    const calls = { vehicles: 0, carpoolings: 0 };
    server.use(
      http.post('/api/vehicles/search', () => {
        calls.vehicles += 1;
        return HttpResponse.json({ total: 0, results: [] });
      }),
      http.post('/api/carpooling_rentals/search', () => {
        calls.carpoolings += 1;
        return HttpResponse.json({ carpoolings: [] });
      }),
    );
    const queryClient = fastRetries();
    const client = makeClient();
    const times = { startTime: DateTime.fromISO('2026-12-01T10:00:00Z'), endTime: DateTime.fromISO('2026-12-01T12:00:00Z') };
    const observers = [
      new QueryObserver(queryClient, vehicleSearchQueryOptions(client, { startStationId: 3, ...times })),
      new QueryObserver(queryClient, carpoolingSearchQueryOptions(client, { startStationId: 3, ...times })),
    ];
    const stops = observers.map((observer) => observer.subscribe(() => {}));
    await expect.poll(() => calls).toEqual({ vehicles: 1, carpoolings: 1 });
    try {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
      // A second observer of the same search (a view mounting again) reads the cache.
      const again = new QueryObserver(queryClient, vehicleSearchQueryOptions(client, { startStationId: 3, ...times }));
      stops.push(again.subscribe(() => {}));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(calls).toEqual({ vehicles: 1, carpoolings: 1 });
      // An explicit resend (a submit, a retry) invalidates the answer: it is sent again.
      await queryClient.invalidateQueries({ queryKey: ['vehicles', 'search'] });
      await expect.poll(() => calls.vehicles).toBe(2);
      expect(calls.carpoolings).toBe(1);
    } finally {
      focusManager.setFocused(undefined);
      for (const stop of stops) stop();
    }
  });

  it('never retries a mutation (DELETE) on a 5xx', async () => {
    storeSession('member', 'm');
    let calls = 0;
    server.use(
      http.delete('/api/user/stripe_cards/pm_1', () => {
        calls += 1;
        return HttpResponse.json({ code: 'internal' }, { status: 500 });
      }),
    );
    const queryClient = fastRetries();
    const mutation = queryClient.getMutationCache().build(queryClient, deleteCardMutationOptions(makeClient(), queryClient));
    await expect(mutation.execute('pm_1')).rejects.toMatchObject({ code: 'internal' });
    expect(calls).toBe(1);
  });

  it('backs off exponentially, capped at 30 s', () => {
    expect([0, 1, 2, 3, 10].map((attempt) => retryBackoff(attempt))).toEqual([1000, 2000, 4000, 8000, 30000]);
  });

  it('isRetryableError: GET with network or 5xx only', () => {
    expect(isRetryableError(new ApiError('network', { method: 'GET' }))).toBe(true);
    expect(isRetryableError(new ApiError('internal', { method: 'GET', status: 502 }))).toBe(true);
    expect(isRetryableError(new ApiError('internal', { method: 'POST', status: 502 }))).toBe(false);
    expect(isRetryableError(new ApiError('network', { method: 'PUT' }))).toBe(false);
    expect(isRetryableError(new ApiError('timeout', { method: 'GET' }))).toBe(false);
    expect(isRetryableError(new ApiError('bad_request', { method: 'GET', status: 400 }))).toBe(false);
    expect(isRetryableError(new Error('boom'))).toBe(false);
  });
});
