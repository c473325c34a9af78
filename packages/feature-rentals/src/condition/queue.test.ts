import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { discardReport, enqueueReport, loadQueue, queuedReports, type ReportSender, sendQueued, waitingCount } from './queue.ts';

const OWNER = '/api|1';
const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

function report(clientId: string, createdAt: number, photos = 2) {
  return {
    clientId,
    owner: OWNER,
    rentalId: 7,
    moment: 'pick_up' as const,
    nothingToReport: false,
    createdAt,
    damages: [
      {
        zone: 'front' as const,
        description: 'Rayure',
        photos: Array.from({ length: photos }, (_, i) => ({ key: `p${i}`, data: bytes(`photo ${i}`), type: 'image/jpeg', name: `p${i}.jpg` })),
      },
    ],
  };
}

class Offline extends Error {}
class Refused extends Error {
  constructor(readonly codes: string[]) {
    super('refused');
  }
}

function sender(overrides: Partial<ReportSender> = {}) {
  let next = 100;
  const uploads: string[] = [];
  const reports: unknown[] = [];
  const api: ReportSender = {
    uploadPhoto: vi.fn(async (_rental, file: Blob, name: string, onProgress) => {
      onProgress(1);
      uploads.push(`${name}:${await file.text()}`);
      next += 1;
      return { id: next, url: `/files/${next}` };
    }),
    createReport: vi.fn(async (_rental, body) => {
      reports.push(body);
      return {};
    }),
    classify: (error) => (error instanceof Refused ? { kind: 'refused', codes: error.codes } : error instanceof Offline ? { kind: 'retry' } : { kind: 'stop' }),
    ...overrides,
  };
  return { api, uploads, reports };
}

beforeEach(async () => {
  for (const waiting of await loadQueue()) await discardReport(waiting.clientId);
});

describe('condition reports waiting to be sent (issue 35 item 4, D47)', () => {
  it('D47 kept in IndexedDB, sent oldest first: each photo, then the report with its client_id and the photos’ ids; then gone', async () => {
    await enqueueReport(report('b', 2, 1));
    await enqueueReport(report('a', 1, 2));
    expect(waitingCount(OWNER)).toBe(2);
    const { api, uploads, reports } = sender();
    expect(await sendQueued(OWNER, api)).toEqual(['a', 'b']);
    expect(uploads).toEqual(['p0.jpg:photo 0', 'p1.jpg:photo 1', 'p0.jpg:photo 0']);
    expect(reports).toEqual([
      { client_id: 'a', moment: 'pick_up', nothing_to_report: false, damages: [{ zone: 'front', description: 'Rayure', photo_ids: [101, 102] }] },
      { client_id: 'b', moment: 'pick_up', nothing_to_report: false, damages: [{ zone: 'front', description: 'Rayure', photo_ids: [103] }] },
    ]);
    expect(await loadQueue()).toEqual([]);
    expect(waitingCount(OWNER)).toBe(0);
  });

  it('D47 the network fails at the second photo: the first is kept as sent and never sent again; the next try sends the second, then the report once', async () => {
    await enqueueReport(report('a', 1, 2));
    let cut = true;
    const first = sender();
    const upload = first.api.uploadPhoto;
    first.api.uploadPhoto = vi.fn(async (...args: Parameters<ReportSender['uploadPhoto']>) => {
      if (args[2] === 'p1.jpg' && cut) throw new Offline();
      return upload(...args);
    });
    expect(await sendQueued(OWNER, first.api)).toEqual([]);
    expect(first.reports).toEqual([]);
    // Read back from IndexedDB, as a new page would: the first photo's id is kept.
    const [kept] = await loadQueue();
    expect(kept?.damages[0]?.photos.map((p) => p.uploaded?.id)).toEqual([101, undefined]);
    expect(kept?.state).toBe('waiting');
    cut = false;
    expect(await sendQueued(OWNER, first.api)).toEqual(['a']);
    expect(first.uploads).toEqual(['p0.jpg:photo 0', 'p1.jpg:photo 1']);
    expect(first.reports).toEqual([{ client_id: 'a', moment: 'pick_up', nothing_to_report: false, damages: [{ zone: 'front', description: 'Rayure', photo_ids: [101, 102] }] }]);
  });

  it('D47 the report itself lost on the way: the next try sends the same client_id (the operator answers the first report)', async () => {
    await enqueueReport(report('a', 1, 0));
    let lost = true;
    const { api, reports } = sender({
      createReport: vi.fn(async (_rental, body) => {
        reports.push(body);
        if (lost) throw new Offline();
        return {};
      }),
    });
    await sendQueued(OWNER, api);
    lost = false;
    await sendQueued(OWNER, api);
    expect(reports.map((body) => (body as { client_id: string }).client_id)).toEqual(['a', 'a']);
    expect(queuedReports()).toEqual([]);
  });

  it('§8 a report the operator refuses stays, refused with its codes, until corrected or discarded; the next report is sent', async () => {
    await enqueueReport(report('a', 1, 0));
    await enqueueReport(report('b', 2, 0));
    const { api } = sender({
      createReport: vi.fn(async (_rental, body) => {
        if ((body as { client_id: string }).client_id === 'a') throw new Refused(['WRONG_PARAMETER']);
        return {};
      }),
    });
    expect(await sendQueued(OWNER, api)).toEqual(['b']);
    expect(queuedReports()).toMatchObject([{ clientId: 'a', state: 'refused', refusal: ['WRONG_PARAMETER'] }]);
    // A refused report is not sent again by itself.
    expect(await sendQueued(OWNER, api)).toEqual([]);
    expect(waitingCount(OWNER)).toBe(1);
    // Corrected: waiting again, sent.
    await enqueueReport({ ...report('a', 1, 0), nothingToReport: true, damages: [] });
    const fixed = sender();
    expect(await sendQueued(OWNER, fixed.api)).toEqual(['a']);
  });

  it('D46 an operator without the feature: nothing more is tried, nothing is lost', async () => {
    await enqueueReport(report('a', 1, 1));
    const { api } = sender({ uploadPhoto: vi.fn(async () => Promise.reject(new Error('404'))) });
    expect(await sendQueued(OWNER, api)).toEqual([]);
    expect(queuedReports()).toHaveLength(1);
    expect(queuedReports()[0]?.state).toBe('waiting');
  });

  it('D42 another account’s reports are not sent nor counted', async () => {
    await enqueueReport({ ...report('x', 1, 0), owner: '/api|2' });
    const { api, reports } = sender();
    expect(await sendQueued(OWNER, api)).toEqual([]);
    expect(reports).toEqual([]);
    expect(waitingCount(OWNER)).toBe(0);
    expect(waitingCount('/api|2')).toBe(1);
  });

  it('two sendings at once send each photo and the report once', async () => {
    await enqueueReport(report('a', 1, 2));
    const { api, uploads, reports } = sender();
    const [one, two] = await Promise.all([sendQueued(OWNER, api), sendQueued(OWNER, api)]);
    expect([...one, ...two]).toEqual(['a']);
    expect(uploads).toHaveLength(2);
    expect(reports).toHaveLength(1);
  });
});
