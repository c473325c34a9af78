import { rentalKeys, type Rental } from '@frontoffice/api-client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { currentOrNextBooking } from './currentBooking.ts';

const at = (id: number, status: string, start: string) => ({ id, status, reservation_start_time: start }) as Rental;

function cached(lists: Rental[][]): QueryClient {
  const queryClient = new QueryClient();
  lists.forEach((rentals, index) => queryClient.setQueryData(rentalKeys.list({ page: 1, limit: 20, statuses: [String(index)] } as never), { rentals, meta: { total: rentals.length } }));
  return queryClient;
}

describe('the booking an offline root shows (issue 33, D42)', () => {
  it('D42: the booking in progress, before any upcoming one', () => {
    const queryClient = cached([[at(5, 'pending', '2026-12-01T10:00:00Z')], [at(9, 'in_progress', '2026-11-29T08:00:00Z')]]);
    expect(currentOrNextBooking(queryClient)).toBe(9);
  });

  it('D42: else the upcoming booking that starts first', () => {
    const queryClient = cached([[at(5, 'pending', '2026-12-03T10:00:00Z'), at(6, 'prepared', '2026-12-01T10:00:00Z')], [at(7, 'closed', '2026-11-01T10:00:00Z')]]);
    expect(currentOrNextBooking(queryClient)).toBe(6);
  });

  it('D42: none kept: none (the root then shows the bookings list)', () => {
    expect(currentOrNextBooking(cached([[at(7, 'cancelled', '2026-11-01T10:00:00Z')]]))).toBeUndefined();
    expect(currentOrNextBooking(new QueryClient())).toBeUndefined();
  });
});
