// Issue 35 (decisions D46, D47): the calls of the contract extension condition-reports: the wire body of a report,
// the photo upload with progress, and a report sent twice (its client_id) that stays one report.
import { CONDITION_MOMENTS, CONDITION_ZONES } from '@frontoffice/domain';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { vConditionMoment, vConditionZone } from '../src/generated/valibot.ts';
import {
  type ConditionReport,
  type UploadProgress,
  conditionKeys,
  conditionReportBody,
  conditionReportsQueryOptions,
  createConditionReportMutationOptions,
  createQueryClient,
  uploadConditionPhoto,
} from '../src/index.ts';
import { FakeXhr } from './fakeXhr.ts';
import * as fx from './fixtures.ts';
import { makeClient, server, storeSession } from './setup.ts';

const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('issue 35: the contract speaks the domain zones and moments', () => {
  it('D47: the contract enums are the domain CONDITION_ZONES and CONDITION_MOMENTS, in the same order', () => {
    expect(vConditionZone.options).toEqual([...CONDITION_ZONES]);
    expect(vConditionMoment.options).toEqual([...CONDITION_MOMENTS]);
  });

  it('D47: a report goes on the wire wrapped in condition_report, snake_case', () => {
    expect(
      conditionReportBody({ clientId: 'c1', moment: 'return', nothingToReport: true, damages: [] }),
    ).toEqual({ condition_report: { client_id: 'c1', moment: 'return', nothing_to_report: true, damages: [] } });
    expect(
      conditionReportBody({ clientId: 'c2', moment: 'pick_up', nothingToReport: false, damages: [{ zone: 'roof', description: 'Bosse', photoIds: [4, 5] }] })
        .condition_report.damages,
    ).toEqual([{ zone: 'roof', description: 'Bosse', photo_ids: [4, 5] }]);
  });
});

describe('issue 35: uploadConditionPhoto (multipart photo[image], with progress)', () => {
  function fakeXhrClient() {
    FakeXhr.instances = [];
    storeSession('member', 'member-0', 'refresh-0');
    return makeClient({ getLanguage: () => 'en' }, { createXhr: () => new FakeXhr() });
  }

  it('reports progress and returns the stored photo (id and URL)', async () => {
    const client = fakeXhrClient();
    const progress: UploadProgress[] = [];
    const pending = uploadConditionPhoto(client, { rentalId: 21, image: new File(['jpeg'], 'rear.jpg', { type: 'image/jpeg' }) }, { onProgress: (event) => progress.push(event) });
    await nextTick();
    const xhr = FakeXhr.instances[0]!;
    expect(xhr.url).toBe('/api/user/rentals/21/condition_photos');
    expect(xhr.headers).toEqual({ Accept: 'application/json', 'Accept-Language': 'en', Authorization: 'Bearer member-0' });
    expect((xhr.body?.get('photo[image]') as File).name).toBe('rear.jpg');
    xhr.progress(500, 1000);
    xhr.respond(201, { condition_photo: fx.conditionPhoto });
    await expect(pending).resolves.toEqual(fx.conditionPhoto);
    expect(progress).toEqual([{ loaded: 500, total: 1000, fraction: 0.5 }]);
  });

  it('D17: a photo kept as a Blob (a report waiting offline) is named after its type, as an operator checking names needs', async () => {
    const client = fakeXhrClient();
    void uploadConditionPhoto(client, { rentalId: 21, image: new Blob(['png'], { type: 'image/png' }) }).catch(() => undefined);
    void uploadConditionPhoto(client, { rentalId: 21, image: new Blob(['jpeg'], { type: 'image/jpeg' }) }).catch(() => undefined);
    await nextTick();
    expect(FakeXhr.instances.map((xhr) => (xhr.body?.get('photo[image]') as File).name)).toEqual(['photo.png', 'photo.jpg']);
  });

  it('D17: a refused file keeps the server code (FILE_TOO_BIG) and the extension stays available', async () => {
    const client = fakeXhrClient();
    const pending = uploadConditionPhoto(client, { rentalId: 21, image: new File(['x'], 'big.jpg', { type: 'image/jpeg' }) });
    await nextTick();
    FakeXhr.instances[0]!.respond(400, { code: 'bad_request', errors: [{ code: 'FILE_TOO_BIG', detail: 'max 10 MB' }] });
    await expect(pending).rejects.toMatchObject({ name: 'ApiError', code: 'bad_request', errors: [{ code: 'FILE_TOO_BIG', detail: 'max 10 MB' }] });
  });
});

describe('issue 35: a report sent again (its client_id) stays one report', () => {
  it('D47: the second send answers the first report; the booking lists it once', async () => {
    storeSession('member', 'member-1');
    const stored: ConditionReport[] = [];
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/user/rentals/21/condition_reports', () => HttpResponse.json({ condition_reports: stored })),
      http.post('/api/user/rentals/21/condition_reports', async ({ request }) => {
        const body = (await request.json()) as { condition_report: { client_id: string } };
        bodies.push(body);
        const known = stored.find((report) => report.client_id === body.condition_report.client_id);
        if (known) return HttpResponse.json({ condition_report: known }, { status: 200 });
        stored.push(fx.conditionReport);
        return HttpResponse.json({ condition_report: fx.conditionReport }, { status: 201 });
      }),
    );
    const client = makeClient();
    const queryClient = createQueryClient({ retryBaseDelayMs: 1 });
    await queryClient.fetchQuery(conditionReportsQueryOptions(client, 21));
    const mutation = createConditionReportMutationOptions(client, queryClient);
    const input = {
      rentalId: 21,
      report: { clientId: fx.conditionReport.client_id, moment: 'pick_up' as const, nothingToReport: false, damages: [{ zone: 'wheel_front_left' as const, description: 'Jante rayée', photoIds: [702] }] },
    };
    for (let send = 0; send < 2; send += 1) {
      const report = await mutation.mutationFn!(input, undefined as never);
      await mutation.onSuccess!(report, input, undefined, undefined as never);
    }
    expect(bodies).toHaveLength(2);
    expect(stored).toHaveLength(1);
    expect(queryClient.getQueryData(conditionKeys.reports(21))).toEqual([fx.conditionReport]);
  });
});
