// The demo API of a static tenant preview (issue 20): its state outlives the page (a store), every tab shares it,
// and the switch panel's controls change the settings `GET /tenant` answers (decision D38).
import { describe, expect, it } from 'vitest';
import { createPreviewHost, type PreviewSettingsAnswer } from '../src/preview/host.ts';
import { memoryPreviewStore, type PreviewStore } from '../src/preview/store.ts';
import { makeClient, testClock } from './helpers.ts';

const BASE = 'http://preview.test/frontofficev2/api';

function preview(store: PreviewStore = memoryPreviewStore(), version = 'build-1', clock = testClock()) {
  const host = createPreviewHost({ tenant: 'cityshare', baseUrl: '/frontofficev2/api', store, version, now: clock.now });
  const send = async (request: Request) => (await host.handle(request)) ?? new Response('not the API', { status: 599 });
  return { host, store, clock, client: makeClient(BASE, send) };
}

async function settings(client: ReturnType<typeof preview>['client']): Promise<PreviewSettingsAnswer> {
  return (await client.control('GET', '/preview')).body as PreviewSettingsAnswer;
}

describe('a preview keeps its demo data between page loads (issue 20)', () => {
  it('a sign-in and a cancellation made before are there for the next instance on the same store', async () => {
    const first = preview();
    const token = await first.client.login('driver@example.com');
    const upcoming = await first.client.call('GET', '/user/rentals?statuses=pending,prepared&limit=20', { token });
    const id = upcoming.get<{ id: number }[]>('rentals')[0]?.id;
    expect(id).toBeTypeOf('number');
    expect((await first.client.call('DELETE', `/user/rentals/${id}`, { token })).status).toBe(204);

    // A reload: a new host on the same store, the same clock.
    const second = preview(first.store, 'build-1', first.clock);
    const rental = await second.client.call('GET', `/user/rentals/${id}`, { token });
    expect(rental.status).toBe(200);
    expect(rental.get('rental.status')).toBe('cancelled');
  });

  it('a state stored by another build is dropped: the new build starts from the fixtures', async () => {
    const first = preview();
    await first.client.control('PUT', '/preview/settings', { settings: { use_carpooling: false } });
    const rebuilt = preview(first.store, 'build-2');
    expect((await settings(rebuilt.client)).settings.use_carpooling).toBe(true);
  });

  it('answers only under its API base', async () => {
    const { host } = preview();
    expect(await host.handle(new Request('http://preview.test/frontofficev2/search'))).toBeNull();
    expect(await host.handle(new Request('http://preview.test/frontofficev2/apix/tenant'))).toBeNull();
  });
});

describe('the switch panel’s controls (decision D38)', () => {
  it('lists the fixture settings, the settings in force and what differs', async () => {
    const { client } = preview();
    const answer = await settings(client);
    expect(answer.tenant).toBe('cityshare');
    expect(answer.changed).toEqual([]);
    expect(answer.settings).toEqual(answer.fixture);
    // Asset URLs carry the preview's API base, as GET /tenant gives them.
    expect(answer.settings.logo_url).toBe('/frontofficev2/api/__demo/assets/logo.svg');
  });

  it('a change is what GET /tenant answers from then on, and is kept', async () => {
    const { client, store, clock } = preview();
    const changed = await client.control('PUT', '/preview/settings', { settings: { use_carpooling: false, platform_type: 'private' } });
    expect(changed.status).toBe(200);
    expect((changed.body as PreviewSettingsAnswer).changed).toEqual(['platform_type', 'use_carpooling']);
    const tenant = await client.call('GET', '/tenant');
    expect(tenant.conformance).toBe('');
    expect(tenant.get('tenant')).toMatchObject({ use_carpooling: false, platform_type: 'private', logo_url: '/frontofficev2/api/__demo/assets/logo.svg' });
    const reloaded = preview(store, 'build-1', clock);
    expect((await reloaded.client.call('GET', '/tenant')).get('tenant')).toMatchObject({ use_carpooling: false, platform_type: 'private' });
  });

  it('sent back with its asset URLs, a settings object changes nothing else', async () => {
    const { client } = preview();
    const { settings: current } = await settings(client);
    const answer = (await client.control('PUT', '/preview/settings', { settings: { ...current, one_way: false } })).body as PreviewSettingsAnswer;
    expect(answer.changed).toEqual(['one_way']);
  });

  it('a shared link’s switches apply on top of the fixtures, not of the settings in force', async () => {
    const { client } = preview();
    await client.control('PUT', '/preview/settings', { settings: { use_discount: false } });
    const answer = (await client.control('PUT', '/preview/settings', { settings: { use_registration: false }, from: 'fixture' })).body as PreviewSettingsAnswer;
    expect(answer.changed).toEqual(['use_registration']);
  });

  it('refuses settings the contract does not allow, and keeps the settings in force', async () => {
    const { client } = preview();
    const refused = await client.control('PUT', '/preview/settings', { settings: { platform_type: 'secret' } });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('platform_type');
    expect((await client.control('PUT', '/preview/settings', { use_billing: false })).status).toBe(400);
    expect((await settings(client)).changed).toEqual([]);
  });

  it('a reset of the settings returns to the fixtures and keeps the bookings; a full reset forgets everything', async () => {
    const { client, store, clock } = preview();
    await client.control('PUT', '/preview/settings', { settings: { use_carpooling: false } });
    const token = await client.login('driver@example.com');
    const before = await client.call('GET', '/user/rentals?statuses=pending,prepared&limit=20', { token });
    const id = before.get<{ id: number }[]>('rentals')[0]?.id;
    await client.call('DELETE', `/user/rentals/${id}`, { token });

    expect(((await client.control('POST', '/preview/reset', { scope: 'settings' })).body as PreviewSettingsAnswer).changed).toEqual([]);
    expect((await client.call('GET', `/user/rentals/${id}`, { token })).get('rental.status')).toBe('cancelled');

    await client.control('PUT', '/preview/settings', { settings: { use_carpooling: false } });
    expect(((await client.control('POST', '/preview/reset', { scope: 'all' })).body as PreviewSettingsAnswer).changed).toEqual([]);
    // The sessions are gone with the rest: the old token is refused.
    expect((await client.call('GET', `/user/rentals/${id}`, { token })).status).toBe(401);
    expect(await store.load('cityshare')).toBeUndefined();
    const reloaded = preview(store, 'build-1', clock);
    const fresh = await reloaded.client.login('driver@example.com');
    expect((await reloaded.client.call('GET', `/user/rentals/${id}`, { token: fresh })).get('rental.status')).not.toBe('cancelled');
  });
});
