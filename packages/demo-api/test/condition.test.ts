// Issue 35 (decisions D46, D47): the contract extension condition-reports as the demo operator implements it: known
// damages on some vehicles, photos of one booking, reports kept once per client_id, their rules, and the faults that
// play an operator without the extension.
import { tenantIds } from '@frontoffice/tenants';
import { describe, expect, it } from 'vitest';
import { DAMAGE_FIXTURES } from '../src/core/damages.ts';
import { type Client, formWith, inHours, inProcess, JPEG, PDF, PNG } from './helpers.ts';

type Rental = { id: number; vehicle_id: number; driver_id: number; status: string };
type Report = { id: number; client_id: string; moment: string; nothing_to_report: boolean; damages: { zone: string; description: string; photos: { id: number; url: string }[] }[] };

/** The driver's booking in progress (seeded on every tenant) and a token. */
async function driverInProgress(client: Client) {
  const token = await client.login('driver@example.com');
  const list = await client.call('GET', '/user/rentals?statuses=check_in,check_out,in_progress,locking', { token });
  const rental = list.get<Rental[]>('rentals')[0];
  if (!rental) throw new Error('no rental in progress');
  return { token, rental };
}

async function upcomingOf(client: Client, token: string): Promise<Rental> {
  const list = await client.call('GET', '/user/rentals?statuses=pending,prepared', { token });
  const rental = list.get<Rental[]>('rentals').find((r) => r.driver_id === 1);
  if (!rental) throw new Error('no upcoming rental');
  return rental;
}

const photo = (client: Client, token: string, rentalId: number, bytes = JPEG, name = 'rear.jpg') =>
  client.call('POST', `/user/rentals/${rentalId}/condition_photos`, { token, form: formWith('photo[image]', bytes, name) });

const report = (client: Client, token: string, rentalId: number, body: Record<string, unknown>) =>
  client.call('POST', `/user/rentals/${rentalId}/condition_reports`, { token, body: { condition_report: body } });

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('D47: the tenants’ damage_report_mode', () => {
  it.each([
    ['demo', 'required'],
    ['cityshare', 'optional'],
    ['fleetco', 'optional'],
    ['campus', null],
    ['minimal', null],
  ] as const)('D47: %s reports its condition as %j', async (tenant, mode) => {
    const { client } = inProcess(tenant);
    const answer = await client.call('GET', '/tenant', { token: await client.guest() });
    expect(answer.get('tenant.damage_report_mode')).toBe(mode);
  });
});

describe('GET /vehicles/{id}/damages (extension condition-reports)', () => {
  it.each(tenantIds)('D47 fixtures: on %s the vehicle of the booking in progress has known damages, reported in the past, with a picture served', async (tenant) => {
    const { client, clock } = inProcess(tenant);
    const { token, rental } = await driverInProgress(client);
    const fr = await client.call('GET', `/vehicles/${rental.vehicle_id}/damages`, { token, lang: 'fr' });
    const en = await client.call('GET', `/vehicles/${rental.vehicle_id}/damages`, { token, lang: 'en' });
    expect(fr.status).toBe(200);
    expect(fr.conformance).toBe('');
    const damages = fr.get<{ id: number; zone: string; description: string; reported_at: string; photo_urls: string[] }[]>('damages');
    expect(damages.length).toBeGreaterThanOrEqual(1);
    expect(damages.every((damage) => Date.parse(damage.reported_at) < clock.now())).toBe(true);
    // The most recent first.
    expect(damages.map((damage) => damage.reported_at)).toEqual([...damages.map((damage) => damage.reported_at)].sort().reverse());
    // Texts in the request's language (t(ctx, fr, en)).
    expect(en.get<{ description: string }[]>('damages').map((damage) => damage.description)).not.toEqual(damages.map((damage) => damage.description));
    const url = damages[0]?.photo_urls[0] ?? '';
    expect(url).toBe('http://demo.test/api/__demo/assets/damage.svg');
    const picture = await client.control('GET', url.slice('http://demo.test/api/__demo'.length));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
  });

  it.each(tenantIds)('D47 fixtures: %s has two or three vehicles with one to three known damages each', (tenant) => {
    const perVehicle = new Map<number, number>();
    for (const damage of DAMAGE_FIXTURES[tenant]) perVehicle.set(damage.vehicleId, (perVehicle.get(damage.vehicleId) ?? 0) + 1);
    expect(perVehicle.size).toBeGreaterThanOrEqual(2);
    expect(perVehicle.size).toBeLessThanOrEqual(3);
    expect([...perVehicle.values()].every((count) => count >= 1 && count <= 3)).toBe(true);
  });

  it('a vehicle without known damages has none; an unknown vehicle is 404; a guest is 401', async () => {
    const { client } = inProcess('demo');
    const token = await client.login('driver@example.com');
    expect((await client.call('GET', '/vehicles/1010/damages', { token })).get('damages')).toEqual([]);
    expect((await client.call('GET', '/vehicles/999999/damages', { token })).status).toBe(404);
    expect((await client.call('GET', '/vehicles/1001/damages', { token: await client.guest() })).status).toBe(401);
  });
});

describe('POST /user/rentals/{id}/condition_photos (extension condition-reports)', () => {
  it('D17: stores a png or jpeg of the booking and serves it back', async () => {
    const { client } = inProcess('demo');
    const { token, rental } = await driverInProgress(client);
    for (const [bytes, name, type] of [[PNG, 'front.png', 'image/png'], [JPEG, 'rear.JPG', 'image/jpeg']] as const) {
      const answer = await photo(client, token, rental.id, bytes, name);
      expect(answer.status).toBe(201);
      expect(answer.conformance).toBe('');
      const id = answer.get<number>('condition_photo.id');
      expect(answer.get('condition_photo.url')).toBe(`http://demo.test/api/__demo/files/${id}`);
      const served = await client.control('GET', `/files/${id}`);
      expect(served.headers.get('content-type')).toBe(type);
    }
  });

  it('D17: refuses a renamed file (INVALID_FILE_TYPE), a PDF (INVALID_FILE_EXTENSION) and more than 10 MB (FILE_TOO_BIG)', async () => {
    const { client } = inProcess('demo');
    const { token, rental } = await driverInProgress(client);
    expect((await photo(client, token, rental.id, new TextEncoder().encode('not an image'), 'rear.jpg')).get('errors.0.code')).toBe('INVALID_FILE_TYPE');
    expect((await photo(client, token, rental.id, PDF, 'rear.pdf')).get('errors.0.code')).toBe('INVALID_FILE_EXTENSION');
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(JPEG);
    expect((await photo(client, token, rental.id, big, 'rear.jpg')).get('errors.0.code')).toBe('FILE_TOO_BIG');
  });

  it('spec §6: only the booking’s driver: another member’s booking is 404, a passenger is 403', async () => {
    const { client } = inProcess('cityshare');
    const driver = await client.login('driver@example.com');
    const carpoolings = await client.call('GET', '/user/carpooling_rentals?statuses=pending,prepared', { token: driver });
    const own = carpoolings.get<Rental[]>('rentals').find((r) => r.driver_id === 1) as Rental;
    expect((await photo(client, await client.login('passenger@example.com'), own.id)).status).toBe(403);
    expect((await photo(client, await client.login('waiting@example.com'), own.id)).status).toBe(404);
    expect((await client.call('GET', `/user/rentals/${own.id}/condition_reports`, { token: await client.login('waiting@example.com') })).status).toBe(404);
  });
});

describe('POST and GET /user/rentals/{id}/condition_reports (extension condition-reports)', () => {
  it('D47: the same client_id on the same booking answers the first report (200) and makes no second one', async () => {
    const { client } = inProcess('demo');
    const { token, rental } = await driverInProgress(client);
    const photoId = (await photo(client, token, rental.id)).get<number>('condition_photo.id');
    const body = { client_id: uuid(1), moment: 'pick_up', nothing_to_report: false, damages: [{ zone: 'rear', description: 'Rayure', photo_ids: [photoId] }] };
    const first = await report(client, token, rental.id, body);
    expect(first.status).toBe(201);
    expect(first.conformance).toBe('');
    expect(first.get<Report>('condition_report').damages[0]?.photos).toEqual([{ id: photoId, url: `http://demo.test/api/__demo/files/${photoId}` }]);
    // A retry (a lost answer, the offline queue), even with another body, answers the first report.
    const again = await report(client, token, rental.id, { ...body, damages: [{ zone: 'roof', description: 'Autre', photo_ids: [] }] });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const list = await client.call('GET', `/user/rentals/${rental.id}/condition_reports`, { token });
    expect(list.conformance).toBe('');
    expect(list.get<Report[]>('condition_reports')).toEqual([first.get<Report>('condition_report')]);
  });

  it('D47: a client_id is a key per booking: the same on another booking is another report; the list is the booking’s, oldest first', async () => {
    const { client } = inProcess('demo');
    const { token, rental } = await driverInProgress(client);
    const other = await upcomingOf(client, token);
    const pickUp = await report(client, token, rental.id, { client_id: uuid(2), moment: 'pick_up', nothing_to_report: true, damages: [] });
    const returned = await report(client, token, rental.id, { client_id: uuid(3), moment: 'return', nothing_to_report: true, damages: [] });
    const elsewhere = await report(client, token, other.id, { client_id: uuid(2), moment: 'pick_up', nothing_to_report: true, damages: [] });
    expect([pickUp.status, returned.status, elsewhere.status]).toEqual([201, 201, 201]);
    const list = await client.call('GET', `/user/rentals/${rental.id}/condition_reports`, { token });
    expect(list.get<Report[]>('condition_reports').map((r) => [r.client_id, r.moment])).toEqual([
      [uuid(2), 'pick_up'],
      [uuid(3), 'return'],
    ]);
    expect((await client.call('GET', `/user/rentals/${other.id}/condition_reports`, { token })).get<Report[]>('condition_reports')).toHaveLength(1);
  });

  it('D47: a photo of another booking is refused (400 WRONG_PARAMETER), and so is an unknown photo', async () => {
    const { client } = inProcess('demo');
    const { token, rental } = await driverInProgress(client);
    const other = await upcomingOf(client, token);
    const otherPhoto = (await photo(client, token, other.id)).get<number>('condition_photo.id');
    for (const photoId of [otherPhoto, 987654]) {
      const answer = await report(client, token, rental.id, { client_id: uuid(4), moment: 'pick_up', nothing_to_report: false, damages: [{ zone: 'left', description: 'Bosse', photo_ids: [photoId] }] });
      expect(answer.status).toBe(400);
      expect(answer.get('errors.0.code')).toBe('WRONG_PARAMETER');
    }
    expect((await client.call('GET', `/user/rentals/${rental.id}/condition_reports`, { token })).get('condition_reports')).toEqual([]);
  });

  it.each([
    ['nothing to report with a damage', { nothing_to_report: true, damages: [{ zone: 'rear', description: 'Rayure', photo_ids: [] }] }],
    ['damages announced but none given', { nothing_to_report: false, damages: [] }],
    ['a damage with neither description nor photo', { nothing_to_report: false, damages: [{ zone: 'rear', description: '  ', photo_ids: [] }] }],
    ['an unknown zone', { nothing_to_report: false, damages: [{ zone: 'bonnet', description: 'Rayure', photo_ids: [] }] }],
    ['an unknown moment', { moment: 'midway', nothing_to_report: true, damages: [] }],
    ['a client_id that is no UUID', { client_id: 'retry-1', nothing_to_report: true, damages: [] }],
  ])('D47: %s is 400 WRONG_PARAMETER, and nothing is stored', async (_name, fields) => {
    const { client } = inProcess('demo');
    const { token, rental } = await driverInProgress(client);
    const answer = await report(client, token, rental.id, { client_id: uuid(5), moment: 'pick_up', ...fields });
    expect(answer.status).toBe(400);
    expect(answer.conformance).toBe('');
    expect(answer.get('errors.0.code')).toBe('WRONG_PARAMETER');
    expect((await client.call('GET', `/user/rentals/${rental.id}/condition_reports`, { token })).get('condition_reports')).toEqual([]);
  });

  it('member only (401 for a guest); a passenger is 403 (spec §6)', async () => {
    const { client } = inProcess('cityshare');
    const driver = await client.login('driver@example.com');
    const carpoolings = await client.call('GET', '/user/carpooling_rentals?statuses=pending,prepared', { token: driver });
    const own = carpoolings.get<Rental[]>('rentals').find((r) => r.driver_id === 1) as Rental;
    const body = { client_id: uuid(6), moment: 'pick_up', nothing_to_report: true, damages: [] };
    expect((await report(client, await client.guest(), own.id, body)).status).toBe(401);
    expect((await report(client, await client.login('passenger@example.com'), own.id, body)).status).toBe(403);
    expect((await report(client, driver, own.id, body)).status).toBe(201);
  });
});

describe('D46: faults play an operator without the extension', () => {
  it.each(['listVehicleDamages', 'uploadConditionPhoto', 'createConditionReport', 'listConditionReports'])(
    'D46: a fault on %s answers its status (the operationId is known to the fault mechanism)',
    async (operation) => {
      const { client } = inProcess('demo');
      const { token, rental } = await driverInProgress(client);
      await client.control('POST', '/faults', { operation, status: 404, code: 'NOT_FOUND' });
      const calls: Record<string, () => ReturnType<Client['call']>> = {
        listVehicleDamages: () => client.call('GET', `/vehicles/${rental.vehicle_id}/damages`, { token }),
        uploadConditionPhoto: () => photo(client, token, rental.id),
        createConditionReport: () => report(client, token, rental.id, { client_id: uuid(7), moment: 'pick_up', nothing_to_report: true, damages: [] }),
        listConditionReports: () => client.call('GET', `/user/rentals/${rental.id}/condition_reports`, { token }),
      };
      const answer = await (calls[operation] as () => ReturnType<Client['call']>)();
      expect(answer.status).toBe(404);
      expect(answer.operationId).toBe(operation);
    },
  );

  it('D46: {"extension": "condition-reports"} switches off every operation of the extension and nothing else', async () => {
    const { client, clock } = inProcess('demo');
    const { token, rental } = await driverInProgress(client);
    const created = await client.control('POST', '/faults', { extension: 'condition-reports', status: 404, code: 'NOT_FOUND', times: 100 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ fault: { operation: '*', extension: 'condition-reports', status: 404 } });
    expect((await client.call('GET', `/vehicles/${rental.vehicle_id}/damages`, { token })).status).toBe(404);
    expect((await photo(client, token, rental.id)).status).toBe(404);
    expect((await report(client, token, rental.id, { client_id: uuid(8), moment: 'pick_up', nothing_to_report: true, damages: [] })).status).toBe(404);
    expect((await client.call('GET', `/user/rentals/${rental.id}/condition_reports`, { token })).status).toBe(404);
    // The seed contract is untouched.
    expect((await client.call('GET', `/user/rentals/${rental.id}`, { token })).status).toBe(200);
    expect((await client.call('GET', `/vehicles/${rental.vehicle_id}`, { token })).status).toBe(200);
    expect((await client.call('POST', '/vehicles/search', { token, body: { search: { start_station_id: 3, start_time: inHours(clock, 30), end_time: inHours(clock, 34) } } })).status).toBe(200);
    // A 501 is the other answer of an operator that lacks it (D46).
    await client.control('DELETE', '/faults');
    await client.control('POST', '/faults', { extension: 'condition-reports', operation: 'listConditionReports', status: 501, code: 'NOT_IMPLEMENTED' });
    expect((await client.call('GET', `/vehicles/${rental.vehicle_id}/damages`, { token })).status).toBe(200);
    expect((await client.call('GET', `/user/rentals/${rental.id}/condition_reports`, { token })).status).toBe(501);
  });
});
