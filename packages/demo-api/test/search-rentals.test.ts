// Search, booking, modification, cancellation, statuses and carpooling (spec §4, §5, §6, §8, §9; decisions D8, D9,
// D15, D20).
import { describe, expect, it } from 'vitest';
import { type Client, inHours, inProcess, testClock } from './helpers.ts';

type Result = { vehicle: { id: number; seats_count: number; gears_type: string; category_id: number; options: string[] }; price: { value_cents: number }; prediscount_price: { value_cents: number } | null; distance_in_meters: number | null };

async function search(client: Client, token: string, search: Record<string, unknown>) {
  return client.call('POST', '/vehicles/search', { token, body: { search } });
}

describe('spec §5, §8: search time rules from the tenant durations and delays', () => {
  it.each([
    ['RENTAL_DATES_IN_PAST', -2, 1],
    ['START_DATE_AFTER_END_DATE', 5, -1],
    ['SEARCH_START_TIME_BEFORE', 0, 2],
    ['SEARCH_START_TIME_TOO_FAR_IN_ADVANCE', 24 * 91, 2],
    ['SEARCH_END_TIME_AFTER', 24 * 89.9, 24 * 2],
    ['SEARCH_END_TIME_TOO_SHORT', 5, 0.5],
    ['SEARCH_END_TIME_TOO_LONG', 5, 24 * 15],
  ])('demo answers %s', async (code, startHours, durationHours) => {
    const { client, clock } = inProcess();
    const token = await client.login('driver@example.com');
    const answer = await search(client, token, { start_station_id: 1, start_time: inHours(clock, startHours), end_time: inHours(clock, startHours + durationHours) });
    expect(answer.status).toBe(400);
    expect(answer.get('errors.0.code')).toBe(code);
  });

  it('spec §9 fallback: minimal (minimum unset) needs more than 901 seconds, so 30 minutes pass and 15 do not', async () => {
    const { client, clock } = inProcess('minimal');
    const token = await client.login('driver@example.com');
    expect((await search(client, token, { start_station_id: 401, start_time: inHours(clock, 3), end_time: inHours(clock, 3.5) })).status).toBe(200);
    const short = await search(client, token, { start_station_id: 401, start_time: inHours(clock, 3), end_time: inHours(clock, 3.25) });
    expect(short.get('errors.0.code')).toBe('SEARCH_END_TIME_TOO_SHORT');
  });
});

describe('spec §5, §7: search', () => {
  it('WRONG_PARAMETER without or with an unknown start station; guests search only on public platforms (spec §6)', async () => {
    const { client, clock } = inProcess();
    const token = await client.login('driver@example.com');
    const times = { start_time: inHours(clock, 24), end_time: inHours(clock, 27) };
    expect((await search(client, token, times)).get('errors.0.code')).toBe('WRONG_PARAMETER');
    expect((await search(client, token, { ...times, start_station_id: 999 })).get('errors.0.code')).toBe('WRONG_PARAMETER');
    expect((await search(client, await client.guest(), { ...times, start_station_id: 1 })).status).toBe(403);
    const campus = inProcess('campus');
    const guestSearch = await search(campus.client, await campus.client.guest(), { start_station_id: 301, start_time: inHours(campus.clock, 24), end_time: inHours(campus.clock, 27) });
    expect(guestSearch.status).toBe(200);
    expect(guestSearch.get<number>('total')).toBeGreaterThan(0);
  });

  it('spec §7: a round trip may name its start station as the end station; another end station needs one-way', async () => {
    const { client, clock } = inProcess();
    const token = await client.login('driver@example.com');
    const times = { start_time: inHours(clock, 24), end_time: inHours(clock, 27) };
    const roundTrip = await search(client, token, { ...times, start_station_id: 1, end_station_id: 1 });
    expect(roundTrip.status).toBe(200);
    expect(roundTrip.get<number>('total')).toBeGreaterThan(0);
    const elsewhere = await search(client, token, { ...times, start_station_id: 1, end_station_id: 2 });
    expect(elsewhere.get('errors.0.code')).toBe('WRONG_PARAMETER');
  });

  it('filters by seats (or more), gears, categories and options, and pages with total', async () => {
    const { client, clock } = inProcess('demo', testClock());
    const token = await client.login('driver@example.com');
    const times = { start_time: inHours(clock, 48), end_time: inHours(clock, 52) };
    // Stations 1 and 8 hold the Corolla/Kona and the Sienna (8 seats).
    const seven = await search(client, token, { ...times, start_station_id: 8, seats_count: 7 });
    expect(seven.get<Result[]>('results').every((r) => r.vehicle.seats_count >= 7)).toBe(true);
    expect(seven.get<number>('total')).toBe(1);
    const manual = await search(client, token, { ...times, start_station_id: 2, gears_type: 'manual' });
    expect(manual.get<Result[]>('results').map((r) => r.vehicle.gears_type)).toEqual(['manual']);
    const suv = await search(client, token, { ...times, start_station_id: 2, categories: [2] });
    expect(suv.get<Result[]>('results').map((r) => r.vehicle.category_id)).toEqual([2]);
    const gps = await search(client, token, { ...times, start_station_id: 2, options: ['gps'] });
    expect(gps.get<Result[]>('results').every((r) => r.vehicle.options.includes('gps'))).toBe(true);
    expect(gps.get<number>('total')).toBe(1);
    const page2 = await search(client, token, { ...times, start_station_id: 2, limit: 1, page: 2 });
    expect(page2.get<number>('total')).toBe(2);
    expect(page2.get<Result[]>('results')).toHaveLength(1);
  });

  it('prices in cents, with discount codes: valid, EXPIRED_DISCOUNT_CODE, INVALID_DISCOUNT_CODE, DISCOUNT_CODE_MAX_LIMIT_REACHED', async () => {
    const { client, clock } = inProcess();
    const token = await client.login('driver@example.com');
    const times = { start_station_id: 3, start_time: inHours(clock, 48), end_time: inHours(clock, 52) };
    const plain = await search(client, token, times);
    // RAV4 at Parc La Fontaine: 4 hours at 15.50 CAD.
    expect(plain.get<Result[]>('results')[0]?.price).toEqual({ value_cents: 6200, iso_code: 'CAD' });
    const discounted = await search(client, token, { ...times, discount_codes: ['bienvenue10'] });
    expect(discounted.get<Result[]>('results')[0]).toMatchObject({ price: { value_cents: 5580 }, prediscount_price: { value_cents: 6200 } });
    expect((await search(client, token, { ...times, discount_codes: ['HIVER2025'] })).get('errors.0.code')).toBe('EXPIRED_DISCOUNT_CODE');
    expect((await search(client, token, { ...times, discount_codes: ['NOPE'] })).get('errors.0.code')).toBe('INVALID_DISCOUNT_CODE');
    expect((await search(client, token, { ...times, discount_codes: ['WEEKEND5'] })).get('errors.0.code')).toBe('DISCOUNT_CODE_MAX_LIMIT_REACHED');
    const campus = inProcess('campus');
    const noDiscount = await search(campus.client, await campus.client.guest(), { start_station_id: 301, start_time: inHours(campus.clock, 48), end_time: inHours(campus.clock, 50), discount_codes: ['BIENVENUE10'] });
    expect(noDiscount.get('errors.0.code')).toBe('INVALID_DISCOUNT_CODE');
  });

  it('the address engine (cityshare) searches within the radius, nearest first, with distance_in_meters', async () => {
    const { client, clock } = inProcess('cityshare');
    const guest = await client.guest();
    const times = { start_time: inHours(clock, 48), end_time: inHours(clock, 51) };
    const near = await search(client, guest, { ...times, latitude: 48.8443, longitude: 2.3743, radius: 2 });
    const distances = near.get<Result[]>('results').map((r) => r.distance_in_meters ?? -1);
    expect(distances.length).toBeGreaterThan(1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(2000);
    const wide = await search(client, guest, { ...times, latitude: 48.8443, longitude: 2.3743 });
    expect(wide.get<number>('total')).toBeGreaterThan(near.get<number>('total'));
    expect((await search(client, guest, times)).get('errors.0.code')).toBe('WRONG_PARAMETER');
  });

  it('fleetco needs a rental label and keeps vans for site logistics', async () => {
    const { client, clock } = inProcess('fleetco');
    const token = await client.login('driver@example.com');
    const times = { start_station_id: 203, start_time: inHours(clock, 48), end_time: inHours(clock, 52) };
    expect((await search(client, token, times)).get('errors.0.code')).toBe('WRONG_PARAMETER');
    expect((await search(client, token, { ...times, rental_label_id: 31 })).get<number>('total')).toBe(0);
    expect((await search(client, token, { ...times, rental_label_id: 33 })).get<number>('total')).toBe(1);
  });
});

async function book(client: Client, token: string, body: Record<string, unknown>) {
  return client.call('POST', '/user/rentals', { token, body: { driver_id: 1, geotracking: false, carpooling: false, ...body } });
}

describe('spec §4, §7, §8: rentals', () => {
  it('statuses follow the clock: pending, prepared within the prepare delay, in progress at the start, closed at the end', async () => {
    const { client, clock } = inProcess();
    const token = await client.login('driver@example.com');
    const start = inHours(clock, 26);
    const booked = await book(client, token, { vehicle_id: 1005, start_station_id: 3, reservation_start_time: start, reservation_end_time: inHours(clock, 28) });
    expect(booked.get('rental.status')).toBe('pending');
    const id = booked.get<number>('rental.id');
    const statusAt = async (time: number) => {
      clock.set(time);
      return (await client.call('GET', `/user/rentals/${id}`, { token: await client.login('driver@example.com') })).get('rental.status');
    };
    expect(await statusAt(Date.parse(start) - 10 * 60_000)).toBe('prepared');
    expect(await statusAt(Date.parse(start) + 60_000)).toBe('in_progress');
    expect(await statusAt(Date.parse(start) + 2 * 3_600_000)).toBe('closed');
  });

  it('lists by statuses, driver ids and order with meta; the driver’s history spreads over months', async () => {
    const { client } = inProcess();
    const token = await client.login('driver@example.com');
    const inProgress = await client.call('GET', '/user/rentals?statuses=check_in,check_out,in_progress,locking&limit=3', { token });
    expect(inProgress.get('meta')).toEqual({ total: 1, limit: 3, page: 1 });
    const closed = await client.call('GET', '/user/rentals?statuses=closed,expired,cancelled,refused&driver_ids=1&order=desc&limit=15', { token });
    const starts = closed.get<{ reservation_start_time: string }[]>('rentals').map((r) => r.reservation_start_time);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(new Set(starts.map((s) => s.slice(0, 7))).size).toBeGreaterThanOrEqual(4);
    expect(closed.get<{ status: string }[]>('rentals').map((r) => r.status)).toContain('cancelled');
    expect((await client.call('GET', '/user/rentals?driver_ids=2', { token })).get('meta.total')).toBe(0);
  });

  it('decision D15: RENTAL_BASE_REQUIRED_PAYMENT_CARD_MISSING without a card, SEARCH_NO_ACTIVE_CARD when every card expires first', async () => {
    const { client, clock } = inProcess();
    const token = await client.login('driver@example.com');
    const cards = await client.call('GET', '/user/stripe_cards', { token });
    for (const card of cards.get<{ id: string }[]>('stripe_cards')) await client.call('DELETE', `/user/stripe_cards/${card.id}`, { token });
    const missing = await book(client, token, { vehicle_id: 1005, start_station_id: 3, reservation_start_time: inHours(clock, 30), reservation_end_time: inHours(clock, 33) });
    expect(missing.status).toBe(402);
    expect(missing.get('errors.0.code')).toBe('RENTAL_BASE_REQUIRED_PAYMENT_CARD_MISSING');
    // With every card expiring at the end of December 2026, a rental ending in January has no active card.
    const late = inProcess('demo', testClock(Date.parse('2026-11-22T12:00:00Z')));
    for (const card of late.api.state.users.get(1)?.cards ?? []) Object.assign(card, { exp_month: 12, exp_year: 2026 });
    const lateToken = await late.client.login('driver@example.com');
    const december = await book(late.client, lateToken, { vehicle_id: 1005, start_station_id: 3, reservation_start_time: '2026-12-30T14:00:00Z', reservation_end_time: '2026-12-31T14:00:00Z' });
    expect(december.status).toBe(201);
    const noActive = await book(late.client, lateToken, { vehicle_id: 1005, start_station_id: 3, reservation_start_time: '2027-01-04T14:00:00Z', reservation_end_time: '2027-01-05T14:00:00Z' });
    expect(noActive.get('errors.0.code')).toBe('SEARCH_NO_ACTIVE_CARD');
    // campus takes payments but does not require a card.
    const campus = inProcess('campus');
    const campusToken = await campus.client.login('new@example.com');
    await campus.client.control('POST', '/drivers/new@example.com/validate');
    const campusBooking = await campus.client.call('POST', '/user/rentals', { token: campusToken, body: { vehicle_id: 4001, driver_id: 2, start_station_id: 301, reservation_start_time: inHours(campus.clock, 30), reservation_end_time: inHours(campus.clock, 32), geotracking: false, carpooling: false } });
    expect(campusBooking.status).toBe(201);
  });

  it('spec §8: a refused discount code books nothing; a valid one is applied and counted', async () => {
    const { api, client, clock } = inProcess();
    const token = await client.login('waiting@example.com');
    const body = { vehicle_id: 1005, driver_id: 3, start_station_id: 3, reservation_start_time: inHours(clock, 30), reservation_end_time: inHours(clock, 34), geotracking: false, carpooling: false };
    const refused = await client.call('POST', '/user/rentals', { token, body: { ...body, discount_codes: ['WEEKEND5'] } });
    expect(refused.get('errors.0.code')).toBe('DISCOUNT_CODE_MAX_LIMIT_REACHED');
    expect((await client.call('GET', '/user/rentals', { token })).get('meta.total')).toBe(0);
    const uses = api.state.discountCodes.find((d) => d.code === 'BIENVENUE10')?.uses ?? 0;
    const booked = await client.call('POST', '/user/rentals', { token, body: { ...body, discount_codes: ['BIENVENUE10'] } });
    expect(booked.get('rental')).toMatchObject({ discount_codes: ['BIENVENUE10'], price: { value_cents: 5580, iso_code: 'CAD' } });
    expect(api.state.discountCodes.find((d) => d.code === 'BIENVENUE10')?.uses).toBe(uses + 1);
    // Changing the times keeps the discount, even once the code has run out.
    Object.assign(api.state.discountCodes.find((d) => d.code === 'BIENVENUE10') ?? {}, { max_uses: uses + 1 });
    const longer = await client.call('PUT', `/user/rentals/${booked.get<number>('rental.id')}`, { token, body: { reservation_start_time: body.reservation_start_time, reservation_end_time: inHours(clock, 35) } });
    expect(longer.get('rental.price')).toEqual({ value_cents: Math.round((6200 + 1550) * 0.9), iso_code: 'CAD' });
  });

  it('refuses a second booking over the same period (SEARCH_TOO_MANY_RESERVATIONS) and a taken vehicle (409)', async () => {
    const { client, clock } = inProcess();
    const token = await client.login('driver@example.com');
    const period = { reservation_start_time: inHours(clock, 30), reservation_end_time: inHours(clock, 33) };
    expect((await book(client, token, { vehicle_id: 1005, start_station_id: 3, ...period })).status).toBe(201);
    const second = await book(client, token, { vehicle_id: 1006, start_station_id: 4, ...period });
    expect(second.get('errors.0.code')).toBe('SEARCH_TOO_MANY_RESERVATIONS');
    const other = await client.login('waiting@example.com');
    const taken = await client.call('POST', '/user/rentals', { token: other, body: { vehicle_id: 1005, driver_id: 3, start_station_id: 3, geotracking: false, carpooling: false, ...period } });
    expect(taken.status).toBe(409);
    expect(taken.get('errors.0.code')).toBe('VEHICLE_NOT_AVAILABLE');
    const blocked = await client.login('new@example.com');
    const notYet = await client.call('POST', '/user/rentals', { token: blocked, body: { vehicle_id: 1006, driver_id: 2, start_station_id: 4, geotracking: false, carpooling: false, ...period } });
    expect(notYet.status).toBe(403);
  });

  it('decision D9: modification and cancellation delays (-1 never, 0 always) come from the tenant', async () => {
    // demo: cancelling an hour or less before the start is refused.
    // (waiting@, driver 3: the driver has a trip in progress right now.)
    const demo = inProcess();
    const token = await demo.client.login('waiting@example.com');
    const soon = await book(demo.client, token, { driver_id: 3, vehicle_id: 1005, start_station_id: 3, reservation_start_time: inHours(demo.clock, 1.5), reservation_end_time: inHours(demo.clock, 4) });
    expect(soon.status).toBe(201);
    demo.clock.advance(45 * 60_000);
    expect((await demo.client.call('DELETE', `/user/rentals/${soon.get<number>('rental.id')}`, { token })).get('errors.0.code')).toBe('CANCELLATION_DELAY_TOO_SHORT');
    // fleetco: the start never moves (-1), the end always may (0).
    const fleet = inProcess('fleetco');
    const fleetToken = await fleet.client.login('driver@example.com');
    const start = inHours(fleet.clock, 120);
    const rental = await fleet.client.call('POST', '/user/rentals', { token: fleetToken, body: { vehicle_id: 3005, driver_id: 1, start_station_id: 203, rental_label_id: 33, reservation_start_time: start, reservation_end_time: inHours(fleet.clock, 124), geotracking: false, carpooling: false } });
    expect(rental.status).toBe(201);
    expect(rental.get('rental.carpooling')).toBe(true);
    const id = rental.get<number>('rental.id');
    const moveStart = await fleet.client.call('PUT', `/user/rentals/${id}`, { token: fleetToken, body: { reservation_start_time: inHours(fleet.clock, 121), reservation_end_time: inHours(fleet.clock, 124) } });
    expect(moveStart.get('errors.0.code')).toBe('MODIFICATION_DELAY_TOO_SHORT');
    const moveEnd = await fleet.client.call('PUT', `/user/rentals/${id}`, { token: fleetToken, body: { reservation_start_time: start, reservation_end_time: inHours(fleet.clock, 127) } });
    expect(moveEnd.status).toBe(200);
    // minimal: cancelling is never allowed (-1).
    const minimal = inProcess('minimal');
    const minimalToken = await minimal.client.login('driver@example.com');
    const far = await minimal.client.call('POST', '/user/rentals', { token: minimalToken, body: { vehicle_id: 5003, driver_id: 1, start_station_id: 403, reservation_start_time: inHours(minimal.clock, 200), reservation_end_time: inHours(minimal.clock, 202), geotracking: false, carpooling: false } });
    expect(far.status).toBe(201);
    expect((await minimal.client.call('DELETE', `/user/rentals/${far.get<number>('rental.id')}`, { token: minimalToken })).get('errors.0.code')).toBe('CANCELLATION_DELAY_TOO_SHORT');
  });

  it('decision D8: an in-progress rental cannot be cancelled; spec §4: geotracking toggles only during the trip where allowed', async () => {
    const { client } = inProcess('cityshare');
    const token = await client.login('driver@example.com');
    const current = await client.call('GET', '/user/rentals?statuses=in_progress', { token });
    const id = current.get<number>('rentals.0.id');
    expect((await client.call('DELETE', `/user/rentals/${id}`, { token })).get('errors.0.code')).toBe('RENTAL_NOT_CANCELLABLE');
    const toggled = await client.call('PUT', `/user/rentals/${id}`, { token, body: { rental: { geotracking: true } } });
    expect(toggled.status).toBe(200);
    expect(toggled.get('rental.geotracking')).toBe(true);
  });
});

describe('spec §4, §6: carpooling and passengers', () => {
  it('cityshare: the driver adds a passenger by e-mail, who confirms or leaves; others cannot', async () => {
    const { client } = inProcess('cityshare');
    const driver = await client.login('driver@example.com');
    const list = await client.call('GET', '/user/carpooling_rentals?statuses=pending,prepared', { token: driver });
    const carpooling = list.get<{ id: number; driver_id: number }[]>('rentals').find((r) => r.driver_id === 1);
    const path = `/rentals/${carpooling?.id}/passengers`;
    expect((await client.call('GET', path, { token: driver })).get('passengers.0.email')).toBe('passenger@example.com');
    const added = await client.call('POST', path, { token: driver, body: { passenger: { email: 'Waiting@example.com' } } });
    expect(added.get('passenger')).toMatchObject({ email: 'waiting@example.com', first_name: 'Samir', status: 'invited' });
    expect((await client.call('POST', path, { token: driver, body: { passenger: { email: 'waiting@example.com' } } })).get('errors.0.code')).toBe('PASSENGER_ALREADY_ADDED');
    const waiting = await client.login('waiting@example.com');
    expect((await client.call('POST', path, { token: waiting, body: { passenger: { email: 'backoffice@example.com' } } })).status).toBe(403);
    await client.call('PUT', `${path}/${added.get<number>('passenger.id')}`, { token: waiting });
    expect((await client.call('GET', path, { token: driver })).get<{ status: string }[]>('passengers').map((p) => p.status)).toEqual(['confirmed', 'confirmed']);
    expect((await client.call('GET', '/user/carpooling_rentals', { token: waiting })).get('meta.total')).toBe(1);
    expect((await client.call('DELETE', `${path}/${added.get<number>('passenger.id')}`, { token: waiting })).status).toBe(204);
    const invitations = await client.control('GET', '/outbox?to=waiting@example.com');
    expect((invitations.body as { messages: unknown[] }).messages).toHaveLength(1);
  });

  it('fleetco: carpooling is forced on and drivers cannot add passengers; a carpooling is found and joined', async () => {
    const { client, clock } = inProcess('fleetco');
    const driver = await client.login('driver@example.com');
    const found = await client.call('POST', '/carpooling_rentals/search', { token: driver, body: { search: { start_time: inHours(clock, 1), end_time: inHours(clock, 24 * 7) } } });
    const carpoolings = found.get<{ id: number }[]>('carpoolings');
    expect(carpoolings).toHaveLength(1);
    const joined = await client.call('POST', `/user/rentals/${carpoolings[0]?.id}/passengers`, { token: driver });
    expect(joined.status).toBe(201);
    expect((await client.call('POST', `/user/rentals/${carpoolings[0]?.id}/passengers`, { token: driver })).get('errors.0.code')).toBe('PASSENGER_ALREADY_ADDED');
    const own = (await client.call('GET', '/user/carpooling_rentals?statuses=pending,prepared', { token: driver })).get<{ id: number; driver_id: number }[]>('rentals').find((r) => r.driver_id === 1);
    const refused = await client.call('POST', `/rentals/${own?.id}/passengers`, { token: driver, body: { passenger: { email: 'waiting@example.com' } } });
    expect(refused.status).toBe(403);
  });
});

describe('issue 17 item 6: what saves the front office calls', () => {
  it('a station search with the station’s coordinates measures each vehicle from them (spec §3 distance_in_meters)', async () => {
    const { client, clock } = inProcess();
    const token = await client.login('driver@example.com');
    const times = { start_station_id: 1, start_time: inHours(clock, 24 * 6), end_time: inHours(clock, 24 * 6 + 3) };
    const without = await search(client, token, times);
    expect(without.get<Result[]>('results').map((r) => r.distance_in_meters)).toEqual([null, null]);
    // Gare Centrale's coordinates: its two cars are parked a few tens of metres away.
    const measured = await search(client, token, { ...times, latitude: 45.4999, longitude: -73.5666 });
    const distances = measured.get<Result[]>('results').map((r) => r.distance_in_meters ?? -1);
    expect(distances).toHaveLength(2);
    for (const meters of distances) expect(meters).toBeGreaterThan(0);
    for (const meters of distances) expect(meters).toBeLessThan(100);
  });

  it('the destination of a search has an id, which a booking sends as destination_id; the rental then carries it', async () => {
    const { client, clock } = inProcess('cityshare');
    const token = await client.login('driver@example.com');
    const destination = { destination_label: 'Visite', destination_name: 'Château de Versailles', destination_gmaps_place_id: 'demo-fr-007', destination_latitude: 48.8049, destination_longitude: 2.1204 };
    const times = { start_time: inHours(clock, 24 * 12), end_time: inHours(clock, 24 * 12 + 3) };
    const found = await search(client, token, { ...times, latitude: 48.8532, longitude: 2.3691, ...destination });
    const first = found.get<{ vehicle: { id: number }; station: { id: number }; destination: { id: number; label: string } }>('results.0');
    expect(first.destination).toMatchObject({ label: 'Visite', id: expect.any(Number) });
    // The same destination searched again keeps its id.
    expect((await search(client, token, { ...times, latitude: 48.8532, longitude: 2.3691, ...destination })).get('results.0.destination.id')).toBe(first.destination.id);
    const body = { vehicle_id: first.vehicle.id, driver_id: 1, start_station_id: first.station.id, reservation_start_time: times.start_time, reservation_end_time: times.end_time, geotracking: false, carpooling: false };
    const unknown = await client.call('POST', '/user/rentals', { token, body: { ...body, destination_id: 999_999 } });
    expect(unknown.get('errors.0.code')).toBe('WRONG_PARAMETER');
    const booked = await client.call('POST', '/user/rentals', { token, body: { ...body, destination_id: first.destination.id } });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.get('rental')).toMatchObject({ destination_id: first.destination.id, destination: { label: 'Visite', lat: 48.8049 } });
  });

  it('a carpooling offer comes with its vehicle', async () => {
    const { client, clock } = inProcess('cityshare');
    const driver = await client.login('passenger@example.com');
    const found = await client.call('POST', '/carpooling_rentals/search', { token: driver, body: { search: { start_time: inHours(clock, 1), end_time: inHours(clock, 24 * 7) } } });
    const offers = found.get<{ vehicle_id: number; vehicle: { id: number; make: string } }[]>('carpoolings');
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(offer.vehicle).toMatchObject({ id: offer.vehicle_id, make: expect.any(String) });
  });
});
