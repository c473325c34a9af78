// A station by id (spec §7): from the tenant's list, or asked for alone when the list does not hold it (issue 31: a
// booking at a station outside the list showed none).
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiClientProvider, createQueryClient, stationsQueryOptions, useStationById } from '../src/index.ts';
import * as fx from './fixtures.ts';
import { makeClient, server, storeSession } from './setup.ts';

const other = { ...fx.station, id: 42, name: 'Gare du Palais' };

function render(id: number | null | undefined, listed: (typeof fx.station)[], ask = true) {
  const asked: string[] = [];
  server.use(
    http.get('/api/stations', () => {
      asked.push('/stations');
      return HttpResponse.json({ stations: listed });
    }),
    http.get('/api/stations/:id', ({ params }) => {
      asked.push(`/stations/${String(params.id)}`);
      return params.id === '42' ? HttpResponse.json({ station: other }) : HttpResponse.json({ code: 'not_found' }, { status: 404 });
    }),
  );
  storeSession('member', 'member-token', 'refresh');
  const client = makeClient();
  const queryClient = createQueryClient({ retryBaseDelayMs: 1 });
  client.attachQueryCache(queryClient);
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  return { asked, queryClient, ...renderHook(() => useStationById(id, ask), { wrapper }) };
}

describe('useStationById (spec §7 GET /stations, GET /stations/{id})', () => {
  it('a station of the tenant’s list comes from the list alone', async () => {
    const { result, asked } = render(fx.station.id, [fx.station]);
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.station).toEqual(fx.station));
    expect(result.current.isPending).toBe(false);
    expect(asked).toEqual(['/stations']);
  });

  it('spec §7 (issue 31): a station the list does not hold is asked for alone', async () => {
    const { result, asked } = render(42, [fx.station]);
    await waitFor(() => expect(result.current.station).toEqual(other));
    expect(result.current.isPending).toBe(false);
    expect(asked).toEqual(['/stations', '/stations/42']);
  });

  it('no station asks for no station alone', async () => {
    const { result, asked } = render(null, [fx.station]);
    expect(result.current).toEqual({ station: undefined, isPending: false });
    // The list is the one every screen shares (the cards of a page ask for it anyway).
    await waitFor(() => expect(asked).toEqual(['/stations']));
    expect(result.current).toEqual({ station: undefined, isPending: false });
  });

  it('issue 32: not asking yet asks nothing, and says the station is still to come unless the cache holds it', async () => {
    const { result, asked } = render(fx.station.id, [fx.station], false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
    expect(result.current).toEqual({ station: undefined, isPending: true });
    // Another screen had the list (the bookings' cards): it is given at once, still without a request.
    const cached = render(fx.station.id, [fx.station], false);
    cached.queryClient.setQueryData(stationsQueryOptions(makeClient()).queryKey, [fx.station]);
    await waitFor(() => expect(cached.result.current).toEqual({ station: fx.station, isPending: false }));
    expect(cached.asked).toEqual([]);
  });
});
