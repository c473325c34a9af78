// Issue 19: a retry the driver asks for after a failure that may have done its work cannot add a second passenger.
import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, addPassengerMutationOptions, createQueryClient, joinCarpoolingMutationOptions, type Passenger, rentalPassengersQueryOptions } from '../src/index.ts';
import * as fx from './fixtures.ts';
import { makeClient, server, storeSession } from './setup.ts';

/** A rental's passengers on a fake server whose answers to the first `lost` POSTs are lost after the work is done. */
function fakeRental(rentalId: number, { lost = 0, refuse = false }: { lost?: number; refuse?: boolean } = {}) {
  const passengers: Passenger[] = [];
  const calls = { posts: 0, lists: 0, user: 0, rental: 0 };
  let toLose = lost;
  const answer = (body: Record<string, unknown>) => {
    if (toLose > 0) {
      toLose -= 1;
      return HttpResponse.error();
    }
    return HttpResponse.json(body, { status: 201 });
  };
  server.use(
    http.post(`/api/rentals/${rentalId}/passengers`, async ({ request }) => {
      calls.posts += 1;
      const { passenger } = (await request.json()) as { passenger: { email: string } };
      if (refuse) return HttpResponse.json({ code: 'conflict', errors: [{ code: 'PASSENGER_ALREADY_ADDED' }] }, { status: 409 });
      const added = { id: 100 + passengers.length, email: passenger.email, first_name: null, last_name: null };
      passengers.push(added);
      return answer({ passenger: added });
    }),
    http.post(`/api/user/rentals/${rentalId}/passengers`, () => {
      calls.posts += 1;
      passengers.push({ id: 100 + passengers.length, email: fx.user.email, first_name: null, last_name: null, user_id: fx.user.id });
      return answer({ rental: { ...fx.rental, id: rentalId, carpooling: true } });
    }),
    http.get(`/api/rentals/${rentalId}/passengers`, () => {
      calls.lists += 1;
      // Only someone on the rental may list its passengers (the demo API answers 404 otherwise).
      return HttpResponse.json({ passengers });
    }),
    http.get(`/api/user/rentals/${rentalId}`, () => {
      calls.rental += 1;
      return HttpResponse.json({ rental: { ...fx.rental, id: rentalId, carpooling: true } });
    }),
    http.get('/api/user', () => {
      calls.user += 1;
      return HttpResponse.json({ user: fx.user });
    }),
  );
  return { passengers, calls };
}

function setup() {
  storeSession('member', 'member-0', 'refresh-0');
  const client = makeClient();
  const queryClient = createQueryClient({ retryBaseDelayMs: 1 });
  return { client, queryClient };
}

describe('spec §6 adding a passenger by e-mail: a retry after a lost answer (issue 19)', () => {
  it('finds the passenger the lost attempt added (GET /rentals/{id}/passengers) and does not add them again', async () => {
    const { client, queryClient } = setup();
    const fake = fakeRental(21, { lost: 1 });
    const add = new MutationObserver(queryClient, addPassengerMutationOptions(client, queryClient));
    await expect(add.mutate({ rentalId: 21, email: 'friend@example.test' })).rejects.toMatchObject({ code: 'network' });
    expect(fake.calls.lists).toBe(0); // a first try never asks first
    // The driver retries, typing the address with capitals this time.
    const retried = new MutationObserver(queryClient, addPassengerMutationOptions(client, queryClient));
    await expect(retried.mutate({ rentalId: 21, email: 'Friend@Example.test' })).resolves.toMatchObject({ id: 100, email: 'friend@example.test' });
    expect(fake.calls).toMatchObject({ posts: 1, lists: 1 });
    expect(fake.passengers).toHaveLength(1);
  });

  it('the page that shows the passengers gets the list the retry read: not asked for a second time before the driver is told', async () => {
    const { client, queryClient } = setup();
    const fake = fakeRental(21, { lost: 1 });
    const shown = new QueryObserver(queryClient, rentalPassengersQueryOptions(client, 21));
    const stop = shown.subscribe(() => {});
    try {
      await vi.waitFor(() => expect(shown.getCurrentResult().isSuccess).toBe(true));
      const add = new MutationObserver(queryClient, addPassengerMutationOptions(client, queryClient));
      await expect(add.mutate({ rentalId: 21, email: 'friend@example.test' })).rejects.toMatchObject({ code: 'network' });
      await expect(add.mutate({ rentalId: 21, email: 'friend@example.test' })).resolves.toMatchObject({ id: 100 });
      expect(shown.getCurrentResult().data).toEqual([expect.objectContaining({ email: 'friend@example.test' })]);
      // The page's own read, then the retry's: none after it.
      expect(fake.calls.lists).toBe(2);
      // A passenger added by the call itself: the page's list is read again.
      await add.mutate({ rentalId: 21, email: 'other@example.test' });
      expect(fake.calls.lists).toBe(3);
      expect(shown.getCurrentResult().data).toHaveLength(2);
    } finally {
      stop();
    }
  });

  it('adds them when the lost attempt did nothing', async () => {
    const { client, queryClient } = setup();
    const fake = fakeRental(21, { lost: 1 });
    const add = new MutationObserver(queryClient, addPassengerMutationOptions(client, queryClient));
    await expect(add.mutate({ rentalId: 21, email: 'friend@example.test' })).rejects.toBeInstanceOf(ApiError);
    fake.passengers.length = 0; // it was cut before the server did anything
    await expect(add.mutate({ rentalId: 21, email: 'friend@example.test' })).resolves.toMatchObject({ email: 'friend@example.test' });
    expect(fake.calls).toMatchObject({ posts: 2, lists: 1 });
    expect(fake.passengers).toHaveLength(1);
  });

  it('an answered refusal (409) did nothing uncertain: another e-mail or another try is sent without asking first', async () => {
    const { client, queryClient } = setup();
    const fake = fakeRental(21, { refuse: true });
    const add = new MutationObserver(queryClient, addPassengerMutationOptions(client, queryClient));
    await expect(add.mutate({ rentalId: 21, email: 'friend@example.test' })).rejects.toMatchObject({ code: 'conflict' });
    await expect(add.mutate({ rentalId: 21, email: 'friend@example.test' })).rejects.toMatchObject({ code: 'conflict' });
    expect(fake.calls).toMatchObject({ posts: 2, lists: 0 });
  });

  it('an uncertain failure for one e-mail does not make another e-mail ask first', async () => {
    const { client, queryClient } = setup();
    const fake = fakeRental(21, { lost: 1 });
    const add = new MutationObserver(queryClient, addPassengerMutationOptions(client, queryClient));
    await expect(add.mutate({ rentalId: 21, email: 'friend@example.test' })).rejects.toBeInstanceOf(ApiError);
    await add.mutate({ rentalId: 21, email: 'other@example.test' });
    expect(fake.calls).toMatchObject({ posts: 2, lists: 0 });
  });
});

describe('joining a carpooling (POST /user/rentals/{id}/passengers): a retry after a lost answer (issue 19)', () => {
  it('finds the driver among its passengers and answers the rental (GET /user/rentals/{id}) instead of joining again', async () => {
    const { client, queryClient } = setup();
    const fake = fakeRental(22, { lost: 1 });
    const join = new MutationObserver(queryClient, joinCarpoolingMutationOptions(client, queryClient));
    await expect(join.mutate(22)).rejects.toMatchObject({ code: 'network' });
    await expect(join.mutate(22)).resolves.toMatchObject({ id: 22, carpooling: true });
    expect(fake.calls).toMatchObject({ posts: 1, lists: 1, rental: 1 });
    expect(fake.passengers).toHaveLength(1);
  });

  it('joins when the driver is not on it (its passengers refused with 404: not involved)', async () => {
    const { client, queryClient } = setup();
    const fake = fakeRental(22, { lost: 1 });
    const join = new MutationObserver(queryClient, joinCarpoolingMutationOptions(client, queryClient));
    await expect(join.mutate(22)).rejects.toBeInstanceOf(ApiError);
    fake.passengers.length = 0;
    let listed = 0;
    refuseListing(22, () => (listed += 1));
    await expect(join.mutate(22)).resolves.toMatchObject({ id: 22 });
    expect(listed).toBe(1);
    expect(fake.calls.posts).toBe(2);
  });
});

/** The rental's passengers answer 404 from now on, as to someone who is not on it. */
function refuseListing(rentalId: number, onList: () => void) {
  server.use(
    http.get(`/api/rentals/${rentalId}/passengers`, () => {
      onList();
      return HttpResponse.json({ code: 'not_found', errors: [{ code: 'NOT_FOUND', detail: 'No such rental.' }] }, { status: 404 });
    }),
  );
}
