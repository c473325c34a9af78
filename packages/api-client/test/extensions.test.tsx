// Decision D46 (issue 35): an operator API may lack a contract extension. A 404 or 501 on one of its calls marks it
// unavailable for the session (per client, in memory), reports it once, re-renders the features that ask, and fails the
// call with a typed error that callers keep quiet about.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiClientProvider,
  ApiError,
  CONTRACT_EXTENSIONS,
  ExtensionUnavailableError,
  createQueryClient,
  isExtensionAvailable,
  isExtensionUnavailableError,
  isRetryableError,
  listConditionReports,
  listUserRentals,
  listVehicleDamages,
  mayHaveSucceeded,
  useExtensionAvailable,
  vehicleDamagesQueryOptions,
  type ApiClient,
} from '../src/index.ts';
import { contractOperations } from './contract.ts';
import * as fx from './fixtures.ts';
import { makeClient, server, storeSession } from './setup.ts';

afterEach(() => vi.restoreAllMocks());

/** Counts the requests to the damages of vehicle 11, answered with `status` (and the §8 error body). */
function damagesAnswer(status: number) {
  const seen = { count: 0 };
  server.use(
    http.get('/api/vehicles/11/damages', () => {
      seen.count += 1;
      return status === 200 ? HttpResponse.json({ damages: [fx.vehicleDamage] }) : HttpResponse.json({ code: 'not_found', message: 'No route' }, { status });
    }),
  );
  return seen;
}

const failure = (promise: Promise<unknown>) => promise.then(() => expect.unreachable('the call succeeded'), (error: unknown) => error);

describe('decision D46: a contract extension the operator lacks', () => {
  it('D46: the extensions the client knows are exactly the x-frontoffice-extension values of the contract', () => {
    const marked = new Set(contractOperations().flatMap((operation) => (operation.extension ? [operation.extension] : [])));
    expect([...marked].sort()).toEqual([...CONTRACT_EXTENSIONS].sort());
  });

  it.each([404, 501])('D46: a %i marks the extension unavailable, reports it once, and later calls send nothing', async (status) => {
    storeSession('member', 'member-1');
    const seen = damagesAnswer(status);
    const report = vi.fn();
    const client = makeClient({ report });
    expect(isExtensionAvailable(client, 'condition-reports')).toBe(true);

    const first = await failure(listVehicleDamages(client, 11));
    expect(first).toBeInstanceOf(ExtensionUnavailableError);
    expect(first).toBeInstanceOf(ApiError);
    expect(first).toMatchObject({ name: 'ExtensionUnavailableError', extension: 'condition-reports', status });
    expect(isExtensionUnavailableError(first, 'condition-reports')).toBe(true);
    expect(isExtensionAvailable(client, 'condition-reports')).toBe(false);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0]).toBe(first);

    // Another call of the same extension: nothing is sent, the same typed error, no second report.
    const second = await failure(listConditionReports(client, 21));
    expect(second).toBeInstanceOf(ExtensionUnavailableError);
    expect(second).toMatchObject({ code: 'not_found', status: undefined });
    expect(seen.count).toBe(1);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('D46: without a reporting hook, one console warning for the session', async () => {
    storeSession('member', 'member-1');
    damagesAnswer(404);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = makeClient();
    await failure(listVehicleDamages(client, 11));
    await failure(listVehicleDamages(client, 11));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('condition-reports');
  });

  it('D46: other failures leave the extension available and are thrown as they are', async () => {
    storeSession('member', 'member-1');
    const client = makeClient({ report: vi.fn() });
    for (const status of [400, 403, 500, 503]) {
      damagesAnswer(status);
      const error = await failure(listVehicleDamages(client, 11));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).not.toBeInstanceOf(ExtensionUnavailableError);
    }
    server.use(http.get('/api/vehicles/11/damages', () => HttpResponse.error()));
    expect(await failure(listVehicleDamages(client, 11))).toMatchObject({ code: 'network' });
    expect(isExtensionAvailable(client, 'condition-reports')).toBe(true);
    damagesAnswer(200);
    await expect(listVehicleDamages(client, 11)).resolves.toEqual([fx.vehicleDamage]);
  });

  it('D46: a 404 of a seed call is an ordinary not_found and marks no extension', async () => {
    storeSession('member', 'member-1');
    server.use(http.get('/api/user/rentals', () => HttpResponse.json({ code: 'not_found' }, { status: 404 })));
    const client = makeClient({ report: vi.fn() });
    const error = await failure(listUserRentals(client));
    expect(error).toMatchObject({ code: 'not_found' });
    expect(error).not.toBeInstanceOf(ExtensionUnavailableError);
    expect(isExtensionAvailable(client, 'condition-reports')).toBe(true);
  });

  it('D46: per client, in memory: another client still asks the operator', async () => {
    storeSession('member', 'member-1');
    damagesAnswer(404);
    const first = makeClient({ report: vi.fn() });
    await failure(listVehicleDamages(first, 11));
    const second = makeClient({ report: vi.fn() });
    expect(isExtensionAvailable(second, 'condition-reports')).toBe(true);
    damagesAnswer(200);
    await expect(listVehicleDamages(second, 11)).resolves.toEqual([fx.vehicleDamage]);
    expect(isExtensionAvailable(first, 'condition-reports')).toBe(false);
  });

  it('D46: a query of the extension answered 501 is not retried (501 is no passing failure), nor said to have maybe succeeded', async () => {
    storeSession('member', 'member-1');
    const seen = damagesAnswer(501);
    const client = makeClient({ report: vi.fn() });
    const queryClient = createQueryClient({ retryBaseDelayMs: 1 });
    const error = await failure(queryClient.fetchQuery(vehicleDamagesQueryOptions(client, 11)));
    expect(error).toBeInstanceOf(ExtensionUnavailableError);
    expect(seen.count).toBe(1);
    expect(isRetryableError(new ApiError('internal', { status: 501, method: 'GET' }))).toBe(false);
    expect(isRetryableError(new ApiError('internal', { status: 502, method: 'GET' }))).toBe(true);
    expect(mayHaveSucceeded(new ApiError('internal', { status: 501, method: 'POST' }))).toBe(false);
  });
});

describe('useExtensionAvailable (decision D46)', () => {
  function wrapperOf(client: ApiClient) {
    const queryClient = createQueryClient({ retryBaseDelayMs: 1 });
    return ({ children }: { children?: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>{children}</ApiClientProvider>
      </QueryClientProvider>
    );
  }

  it('D46: true until a call of the extension is answered 404, then re-renders false', async () => {
    storeSession('member', 'member-1');
    damagesAnswer(404);
    const client = makeClient({ report: vi.fn() });
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useExtensionAvailable('condition-reports');
      },
      { wrapper: wrapperOf(client) },
    );
    expect(result.current).toBe(true);
    const before = renders;
    await act(async () => {
      await failure(listVehicleDamages(client, 11));
    });
    expect(result.current).toBe(false);
    expect(renders).toBe(before + 1);
    // Learnt already: a second failure changes nothing and renders nothing.
    await act(async () => {
      await failure(listConditionReports(client, 21));
    });
    expect(renders).toBe(before + 1);
  });
});
