// Issue 4 "Done when": over real HTTP, a scripted registration reaches waiting-for-validation, and a booking appears
// in the driver's upcoming list and can be modified and cancelled. Port 4011 (4010 is the developer's server).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemoServer } from '../src/server/server.ts';
import { tenantIds } from '@frontoffice/tenants';
import { type Client, documentOperations, formWith, JPEG, makeClient, PDF, PNG, sweepEveryOperation } from './helpers.ts';

let server: DemoServer;
let demo: Client;

beforeAll(async () => {
  server = await startDemoServer({ port: 4011, onContractViolation: () => undefined });
  demo = makeClient(`${server.origin}/api`, (request) => fetch(request));
});

afterAll(async () => {
  await server.close();
});

async function step(client: Client, token: string): Promise<string> {
  return (await client.call('GET', '/user', { token })).get<string>('user.workflow_next_step');
}

describe('the HTTP server', () => {
  it('serves the default tenant under /api and each tenant under /tenants/<id>/api, with CORS', async () => {
    const response = await fetch(`${server.origin}/api/tenant`, { headers: { 'accept-language': 'fr' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await response.json()) as { tenant: { human_name: string } }).tenant.human_name).toBe('Demo Mobility');
    const fleetco = makeClient(`${server.origin}/tenants/fleetco/api`, (request) => fetch(request));
    const settings = await fleetco.call('GET', '/tenant', { lang: 'en' });
    expect(settings.get('tenant.human_name')).toBe('FleetCo');
    expect(settings.get('tenant.logo_url')).toBe('/tenants/fleetco/api/__demo/assets/logo.svg');
    expect(settings.get('tenant.single_sign_on.url')).toBe('/tenants/fleetco/api/__demo/openid/authorize');
    const logo = await fetch(`${server.origin}${settings.get<string>('tenant.logo_url')}`);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toContain('<svg');
    const preflight = await fetch(`${server.origin}/api/user`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect((await fetch(`${server.origin}/elsewhere`)).status).toBe(404);
  });

  it('spec §4: a scripted registration of a new driver advances workflow_next_step through the nine demo steps to driver_waiting_for_validation', async () => {
    const guest = await demo.guest();
    const created = await demo.call('POST', '/user', { token: guest, body: { user: { email: 'Nouvelle.Conductrice@example.org', password: 'motdepasse-solide', tos_accepted: true } } });
    expect(created.status).toBe(201);
    expect(created.get('user.workflow_next_step')).toBe('driver_on_personal_informations_form');
    const token = await demo.login('nouvelle.conductrice@example.org', 'motdepasse-solide');

    const personal = await demo.call('PUT', '/user', {
      token,
      body: { user: { first_name: 'Élise', last_name: 'Fortin', birthday_time: '1994-02-11', address_line1: '1200 Rue Sherbrooke E', address_postal_code: 'H2L 1M1', address_locality: 'Montréal', address_country: 'CA' } },
    });
    expect(personal.get('user.workflow_next_step')).toBe('driver_on_sms_form');

    expect((await demo.call('POST', '/user/sms_code', { token, body: { sms_code: { cell_phone: '+15145550177' } } })).status).toBe(204);
    const outbox = await demo.control('GET', '/outbox?to=%2B15145550177');
    const sms = (outbox.body as { messages: { kind: string; code: string }[] }).messages.at(-1);
    expect(sms?.kind).toBe('sms');
    expect(sms?.code).toMatch(/^\d{6}$/);
    expect((await demo.call('PUT', '/user/sms_code', { token, body: { sms_code: { code: sms?.code } } })).status).toBe(204);
    expect(await step(demo, token)).toBe('driver_on_licence_form');

    const licence = await demo.call('PUT', '/user', {
      token,
      body: { user: { driving_licence_number: 'F6543-110294-02', driving_licence_obtaining_time: '2013-05-20', driving_licence_expiration_time: '2028-02-11' } },
    });
    expect(licence.get('user.workflow_next_step')).toBe('driver_on_documents_licence_form');

    const upload = (type: string, bytes: Uint8Array, name: string) =>
      demo.call('POST', '/user/documents', { token, form: formWith('document[file]', bytes, name, { 'document[document_type]': type }) });
    expect((await upload('licence_front', JPEG, 'permis-recto.jpg')).status).toBe(201);
    expect(await step(demo, token)).toBe('driver_on_documents_licence_form');
    await upload('licence_back', JPEG, 'permis-verso.jpg');
    expect(await step(demo, token)).toBe('driver_on_documents_identity_form');
    await upload('identity_front', PNG, 'passeport.png');
    await upload('identity_back', PDF, 'passeport-verso.pdf');
    expect(await step(demo, token)).toBe('driver_on_documents_selfie_form');
    await upload('selfie', JPEG, 'selfie.jpeg');
    expect(await step(demo, token)).toBe('driver_on_documents_other_form');

    const documents = await demo.call('GET', '/additional_documents', { token });
    for (const additional of documents.get<{ id: number }[]>('additional_documents')) {
      const other = await upload('other', PDF, `justificatif-${additional.id}.pdf`);
      expect((await demo.call('POST', `/user/documents/${other.get<number>('document.id')}/attach`, { token, body: { additional_document: { id: additional.id } } })).status).toBe(204);
    }
    expect(await step(demo, token)).toBe('driver_on_card_form');

    const intent = await demo.call('POST', '/user/stripe_setup_intents', { token });
    expect(intent.get<string>('stripe_setup_intent.client_secret')).toContain('_secret_');
    const card = await demo.call('POST', '/user/stripe_cards', { token, body: { stripe_card: { stripe_setup_intent_id: intent.get('stripe_setup_intent.id'), stripe_payment_method_id: 'pm_card_visa' } } });
    expect(card.status).toBe(201);
    const waiting = await demo.call('GET', '/user', { token });
    expect(waiting.get('user.workflow_next_step')).toBe('driver_waiting_for_validation');
    expect(waiting.get('user.validated')).toBe(false);
    expect(waiting.conformance).toBe('');

    // The agent's validation (a control) completes it.
    await demo.control('POST', '/drivers/nouvelle.conductrice@example.org/validate');
    expect(await step(demo, token)).toBe('driver_ok');
  });

  it('spec §4, §7: a booking made over HTTP appears in the upcoming list, can be modified and cancelled, and cannot be cancelled twice', async () => {
    const token = await demo.login('driver@example.com');
    const day = new Date(Date.now() + 5 * 86_400_000);
    day.setUTCHours(15, 0, 0, 0);
    const start = day.toISOString();
    const end = new Date(day.getTime() + 3 * 3_600_000).toISOString();
    const search = await demo.call('POST', '/vehicles/search', { token, body: { search: { start_station_id: 4, start_time: start, end_time: end } } });
    expect(search.status).toBe(200);
    const vehicle = search.get<{ id: number }>('results.0.vehicle');
    const booked = await demo.call('POST', '/user/rentals', {
      token,
      body: { vehicle_id: vehicle.id, driver_id: 1, start_station_id: 4, reservation_start_time: start, reservation_end_time: end, geotracking: false, carpooling: false },
    });
    expect(booked.status).toBe(201);
    expect(booked.get('rental.status')).toBe('pending');
    const id = booked.get<number>('rental.id');

    const upcoming = await demo.call('GET', '/user/rentals?statuses=pending,prepared&limit=20&page=1', { token });
    expect(upcoming.get<{ id: number }[]>('rentals').map((r) => r.id)).toContain(id);
    expect(upcoming.get('meta.limit')).toBe(20);

    // The vehicle is no longer offered for that period (no double booking).
    const again = await demo.call('POST', '/vehicles/search', { token, body: { search: { start_station_id: 4, start_time: start, end_time: end } } });
    expect(again.get<{ vehicle: { id: number } }[]>('results').map((r) => r.vehicle.id)).not.toContain(vehicle.id);

    const later = new Date(day.getTime() + 5 * 3_600_000).toISOString();
    const modified = await demo.call('PUT', `/user/rentals/${id}`, { token, body: { reservation_start_time: start, reservation_end_time: later } });
    expect(modified.status).toBe(200);
    expect(Date.parse(modified.get<string>('rental.reservation_end_time'))).toBe(Date.parse(later));
    expect(modified.get<number>('rental.price.value_cents')).toBeGreaterThan(booked.get<number>('rental.price.value_cents'));

    expect((await demo.call('DELETE', `/user/rentals/${id}`, { token })).status).toBe(204);
    expect((await demo.call('GET', `/user/rentals/${id}`, { token })).get('rental.status')).toBe('cancelled');
    const twice = await demo.call('DELETE', `/user/rentals/${id}`, { token });
    expect(twice.status).toBe(409);
    expect(twice.get('errors.0.code')).toBe('RENTAL_ALREADY_CANCELLED');
    const history = await demo.call('GET', '/user/rentals?statuses=closed,expired,cancelled,refused&driver_ids=1&order=desc&limit=15', { token });
    expect(history.get<{ id: number }[]>('rentals').map((r) => r.id)).toContain(id);
    const upcomingAfter = await demo.call('GET', '/user/rentals?statuses=pending,prepared', { token });
    expect(upcomingAfter.get<{ id: number }[]>('rentals').map((r) => r.id)).not.toContain(id);
  });

  it.each(tenantIds)('issue 4 "done when": every operation of the document answers over HTTP within the contract for tenant %s', async (id) => {
    const client = makeClient(`${server.origin}/tenants/${id}/api`, (request) => fetch(request));
    const answers = await sweepEveryOperation(client);
    expect(answers.filter((a) => a.conformance !== '').map((a) => `${a.operationId} ${a.status}: ${a.conformance}`)).toEqual([]);
    expect(answers.filter((a) => a.status >= 500).map((a) => `${a.operationId} ${a.status}`)).toEqual([]);
    const called = new Set(answers.map((a) => a.operationId));
    expect(documentOperations.map((op) => op.id).filter((op) => !called.has(op))).toEqual([]);
    // Most of them succeed on every tenant (the rest are switched off by the tenant or refused on purpose).
    expect(answers.filter((a) => a.status < 300).length).toBeGreaterThan(answers.length * 0.6);
  });
});
