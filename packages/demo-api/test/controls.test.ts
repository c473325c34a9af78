// The controls under `<base>/__demo/` (issue 4) and the msw host.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApi, createDemoHandlers } from '../src/index.ts';
import { formWith, inHours, inProcess, makeClient, PNG, testClock } from './helpers.ts';

describe('__demo/faults', () => {
  it('makes an operation answer a given status and code for N calls, then behave again', async () => {
    const { client } = inProcess();
    const created = await client.control('POST', '/faults', { operation: 'getTenant', status: 503, code: 'MAINTENANCE', times: 2 });
    expect(created.status).toBe(201);
    for (let i = 0; i < 2; i += 1) {
      const answer = await client.call('GET', '/tenant');
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ code: 'internal', errors: [{ code: 'MAINTENANCE' }] });
      // The entry has no detail, which the front office would show (spec §8, D27): the catalogue's message shows.
      expect((answer.body as { errors: unknown }).errors).toEqual([{ code: 'MAINTENANCE' }]);
      expect(answer.conformance).toBe('');
    }
    expect((await client.call('GET', '/tenant')).status).toBe(200);
    expect((await client.control('GET', '/faults')).body).toEqual({ faults: [] });
  });

  it('returns malformed JSON, or times out until the client gives up', async () => {
    const { api, client } = inProcess();
    await client.control('POST', '/faults', { operation: 'listStations', mode: 'malformed' });
    const guest = await client.guest();
    const malformed = await api.handle(new Request('http://demo.test/api/stations', { headers: { 'accept-language': 'fr', authorization: `Bearer ${guest}` } }), 'http://demo.test/api');
    expect(malformed.headers.get('content-type')).toBe('application/json');
    await expect(malformed.json()).rejects.toThrow();

    await client.control('POST', '/faults', { operation: '*', mode: 'timeout', timeout_ms: 60_000 });
    const started = Date.now();
    const abort = AbortSignal.timeout(100);
    const timedOut = await api.handle(new Request('http://demo.test/api/tenant', { headers: { 'accept-language': 'fr' }, signal: abort }), 'http://demo.test/api');
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(timedOut.status).toBe(504);
  });

  it('cuts an upload short: a network error, nothing stored, and the next try goes through', async () => {
    const { api, client } = inProcess();
    const token = await client.login('new@example.com');
    await client.control('POST', '/faults', { operation: 'uploadUserDocument', mode: 'cut', after_percent: 60 });
    const form = formWith('document[file]', PNG, 'front.png', { 'document[document_type]': 'licence_front' });
    const cut = await api.handle(
      new Request('http://demo.test/api/user/documents', { method: 'POST', body: form, headers: { 'accept-language': 'fr', authorization: `Bearer ${token}` } }),
      'http://demo.test/api',
    );
    expect(cut.type).toBe('error');
    expect((await client.call('GET', '/user/documents', { token })).body).toEqual({ documents: [] });
    const again = await client.call('POST', '/user/documents', { token, form: formWith('document[file]', PNG, 'front.png', { 'document[document_type]': 'licence_front' }) });
    expect(again.status).toBe(201);
    expect(((await client.call('GET', '/user/documents', { token })).body as { documents: unknown[] }).documents).toHaveLength(1);
  });

  it('issue 19: answers an HTML error page, as a proxy in front of a failing API does', async () => {
    const { client } = inProcess();
    await client.control('POST', '/faults', { operation: 'getTenant', mode: 'html' });
    const raw = await client.control('GET', '/../tenant');
    expect(raw.status).toBe(502);
    expect(raw.headers.get('content-type')).toContain('text/html');
    expect(raw.text).toContain('<h1>502 Bad Gateway</h1>');
  });

  it('issue 19: a lost answer: the change is made, then the connection drops before the answer', async () => {
    const { api, client } = inProcess();
    const token = await client.login('driver@example.com');
    await client.control('POST', '/faults', { operation: 'updateUser', mode: 'lost' });
    const lost = await api.handle(
      new Request('http://demo.test/api/user', {
        method: 'PUT',
        body: JSON.stringify({ user: { first_name: 'Lostanswer' } }),
        headers: { 'content-type': 'application/json', 'accept-language': 'fr', authorization: `Bearer ${token}` },
      }),
      'http://demo.test/api',
    );
    expect(lost.type).toBe('error');
    expect((await client.call('GET', '/user', { token })).get('user.first_name')).toBe('Lostanswer');
  });

  it('issue 19: alters an answer (values removed or set, * for every item), for answers a little off', async () => {
    const { client } = inProcess();
    await client.control('POST', '/faults', { operation: 'getTenant', mode: 'alter', remove: ['tenant.timezone', 'tenant.language'], set: { 'tenant.distance_unit': 'furlong' } });
    const altered = await client.call('GET', '/tenant');
    expect(altered.status).toBe(200);
    expect(altered.get('tenant.timezone')).toBeUndefined();
    expect(altered.get('tenant.language')).toBeUndefined();
    expect(altered.get('tenant.distance_unit')).toBe('furlong');
    expect(altered.get('tenant.human_name')).toBeTruthy();
    const token = await client.guest();
    await client.control('POST', '/faults', { operation: 'listStations', mode: 'alter', set: { 'stations.*.name': 'Renamed' } });
    const names = ((await client.call('GET', '/stations', { token })).body as { stations: { name: string }[] }).stations.map((s) => s.name);
    expect(names.length).toBeGreaterThan(1);
    expect(new Set(names)).toEqual(new Set(['Renamed']));
  });

  it('issue 19: a scoped fault applies only to requests carrying its x-demo-scope header', async () => {
    const { client } = inProcess();
    await client.control('POST', '/faults', { operation: 'getTenant', status: 503, scope: 'test-a' });
    expect((await client.call('GET', '/tenant')).status).toBe(200);
    expect((await client.call('GET', '/tenant', { headers: { 'x-demo-scope': 'test-b' } })).status).toBe(200);
    expect((await client.call('GET', '/tenant', { headers: { 'x-demo-scope': 'test-a' } })).status).toBe(503);
    expect((await client.call('GET', '/tenant', { headers: { 'x-demo-scope': 'test-a' } })).status).toBe(200);
  });

  it('refuses a fault it cannot apply', async () => {
    const { client } = inProcess();
    expect((await client.control('POST', '/faults', { mode: 'explode' })).status).toBe(400);
  });
});

describe('__demo/sessions (issue 19)', () => {
  it('expire ends the access tokens of one account, which its refresh token renews; revoke ends both', async () => {
    const { client } = inProcess();
    const tokens = await client.call('POST', '/oauth2/token', {
      body: { grant_type: 'password', username: 'driver@example.com', password: 'demo-password', client_id: 'frontoffice', client_secret: 'frontoffice-secret' },
    });
    const other = await client.login('new@example.com');
    const access = tokens.get<string>('access_token');
    expect((await client.control('POST', '/sessions/driver%40example.com/expire')).body).toMatchObject({ expired: 1, revoked: 0 });
    expect((await client.call('GET', '/user', { token: access })).status).toBe(401);
    expect((await client.call('GET', '/user', { token: other })).status).toBe(200);
    const renewed = await client.call('POST', '/oauth2/token', {
      body: { grant_type: 'refresh_token', refresh_token: tokens.get<string>('refresh_token'), client_id: 'frontoffice', client_secret: 'frontoffice-secret' },
    });
    expect(renewed.status).toBe(200);
    // Two: the renewed pair's, and the first one, spent but still in its grace period (operations/auth.ts).
    expect((await client.control('POST', '/sessions/driver%40example.com/revoke')).body).toMatchObject({ expired: 1, revoked: 2 });
    for (const refresh of [renewed.get<string>('refresh_token'), tokens.get<string>('refresh_token')]) {
      const refused = await client.call('POST', '/oauth2/token', {
        body: { grant_type: 'refresh_token', refresh_token: refresh, client_id: 'frontoffice', client_secret: 'frontoffice-secret' },
      });
      expect(refused.status).toBe(401);
    }
    expect((await client.control('POST', '/sessions/nobody%40example.com/expire')).status).toBe(404);
  });
});

describe('__demo controls', () => {
  it('latency delays every API answer', async () => {
    const { client } = inProcess();
    await client.control('POST', '/latency', { ms: 120 });
    const started = Date.now();
    await client.call('GET', '/tenant');
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('reset starts again from the fixtures', async () => {
    const { client, clock } = inProcess();
    const token = await client.login('waiting@example.com');
    const booked = await client.call('POST', '/user/rentals', { token, body: { vehicle_id: 1005, driver_id: 3, start_station_id: 3, reservation_start_time: inHours(clock, 30), reservation_end_time: inHours(clock, 33), geotracking: false, carpooling: false } });
    expect(booked.status).toBe(201);
    await client.control('POST', '/reset');
    const again = await client.login('waiting@example.com');
    expect((await client.call('GET', '/user/rentals', { token: again })).get('meta.total')).toBe(0);
    // Tokens do not survive a reset.
    expect((await client.call('GET', '/user', { token })).status).toBe(401);
  });

  it('validates and blocks drivers', async () => {
    const { client } = inProcess();
    const token = await client.login('new@example.com');
    expect((await client.control('POST', '/drivers/new@example.com/validate')).status).toBe(200);
    expect((await client.call('GET', '/user', { token })).get('user')).toMatchObject({ workflow_next_step: 'driver_ok', validated: true });
    await client.control('POST', '/drivers/new@example.com/block');
    expect((await client.call('GET', '/user', { token })).get('user.workflow_next_step')).toBe('driver_blocked');
    expect((await client.control('POST', '/drivers/ghost@example.com/block')).status).toBe(404);
  });

  it('expires the SMS code waiting for a driver (SMS_CODE_EXPIRED) without moving the clock; a new code works', async () => {
    const { client } = inProcess();
    const token = await client.login('new@example.com');
    expect((await client.control('POST', '/drivers/new@example.com/expire-sms-code')).status).toBe(409);
    await client.call('POST', '/user/sms_code', { token, body: { sms_code: { cell_phone: '+15145550177' } } });
    const codeOf = async () =>
      ((await client.control('GET', '/outbox?to=%2B15145550177')).body as { messages: { code: string }[] }).messages.at(-1)?.code ?? '';
    const code = await codeOf();
    expect((await client.control('POST', '/drivers/new@example.com/expire-sms-code')).body).toEqual({ expired: true, phone: '+15145550177' });
    const late = await client.call('PUT', '/user/sms_code', { token, body: { sms_code: { code } } });
    expect(late.get('errors.0.code')).toBe('SMS_CODE_EXPIRED');
    expect((await client.control('GET', '/clock')).body).toMatchObject({ offset_ms: 0 });
    await client.call('POST', '/user/sms_code', { token, body: { sms_code: { cell_phone: '+15145550177' } } });
    expect((await client.call('PUT', '/user/sms_code', { token, body: { sms_code: { code: await codeOf() } } })).status).toBe(204);
    expect((await client.control('POST', '/drivers/ghost@example.com/expire-sms-code')).status).toBe(404);
  });

  it('the clock moves statuses forward', async () => {
    const { client } = inProcess('demo', testClock());
    const token = await client.login('driver@example.com');
    const upcoming = (await client.call('GET', '/user/rentals?statuses=pending,prepared', { token })).get<number>('meta.total');
    await client.control('POST', '/clock', { advance_seconds: 3 * 86_400 });
    const again = await client.login('driver@example.com');
    expect((await client.call('GET', '/user/rentals?statuses=pending,prepared', { token: again })).get<number>('meta.total')).toBe(upcoming - 1);
  });

  it('serves the tenant SVGs from the tenant folder and a drawn illustration per vehicle', async () => {
    const { client } = inProcess('cityshare');
    const logo = await client.control('GET', '/assets/logo.svg');
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(logo.text).toBe(readFileSync(fileURLToPath(new URL('../../../tenants/cityshare/logo.svg', import.meta.url)), 'utf8'));
    for (const name of ['favicon.svg', 'login-background.svg']) expect((await client.control('GET', `/assets/${name}`)).status).toBe(200);
    const photo = await client.control('GET', '/assets/vehicles/2001.svg');
    expect(photo.text).toContain('aria-label="Renault Zoe"');
    expect((await client.control('GET', '/assets/vehicles/1001.svg')).status).toBe(404);
    expect((await client.control('GET', '/assets/secret.txt')).status).toBe(404);
  });

  it('lists its controls', async () => {
    const { client } = inProcess();
    expect((await client.control('GET', '')).body).toMatchObject({ tenant: 'demo', password: 'demo-password', client: { id: 'frontoffice' } });
  });
});

describe('--scale', () => {
  it('seeds N stations and 5N vehicles, still searchable', async () => {
    const clock = testClock();
    const api = createDemoApi({ tenant: 'cityshare', scale: 2000, now: clock.now });
    expect(api.state.stations).toHaveLength(2000);
    expect(api.state.vehicles).toHaveLength(10_000);
    const client = makeClient('http://demo.test/api', (request) => api.handle(request, 'http://demo.test/api'));
    const started = performance.now();
    const answer = await client.call('POST', '/vehicles/search', { token: await client.guest(), body: { search: { latitude: 48.8566, longitude: 2.3522, radius: 3, start_time: inHours(clock, 48), end_time: inHours(clock, 50) } } });
    expect(answer.status).toBe(200);
    expect(answer.get<number>('total')).toBeGreaterThan(50);
    expect(answer.get<unknown[]>('results')).toHaveLength(50);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('isolation', () => {
  it('instances share nothing: changing one tenant’s settings or data leaves a new instance untouched', async () => {
    const first = createDemoApi({ tenant: 'demo' });
    Object.assign(first.state.tenant, { use_payments: false });
    (first.state.vehicles[0] as { make: string }).make = 'Changed';
    const second = createDemoApi({ tenant: 'demo' });
    expect(second.state.tenant.use_payments).toBe(true);
    expect(second.state.vehicles[0]?.make).toBe('Toyota');
  });
});

describe('msw handlers', () => {
  const first = createDemoHandlers({ tenant: 'demo', baseUrl: 'http://one.test/api' });
  const second = createDemoHandlers({ tenant: 'fleetco', baseUrl: 'http://two.test/api' });
  const server = setupServer(...first.handlers, ...second.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('answer fetch calls per base URL, each with its own tenant and state', async () => {
    const one = makeClient('http://one.test/api', (request) => fetch(request));
    const two = makeClient('http://two.test/api', (request) => fetch(request));
    expect((await one.call('GET', '/tenant')).get('tenant.human_name')).toBe('Demo Mobility');
    expect((await two.call('GET', '/tenant', { lang: 'en' })).get('tenant.human_name')).toBe('FleetCo');
    await one.control('POST', '/drivers/new@example.com/validate');
    expect((await one.call('GET', '/user', { token: await one.login('new@example.com') })).get('user.workflow_next_step')).toBe('driver_ok');
    expect((await two.call('GET', '/user', { token: await two.login('new@example.com') })).get('user.workflow_next_step')).toBe('driver_on_personal_informations_form');
    expect(first.api.state.users.size).toBe(7);
    const photo = await fetch('http://one.test/api/__demo/assets/vehicles/1001.svg');
    expect(photo.headers.get('content-type')).toBe('image/svg+xml');
  });
});
