/**
 * Condition reports waiting to be sent (issue 35 item 4, decision D47): a report made in a car park, with no network or
 * when sending fails for the network, is kept in IndexedDB with its photos and sent, in order, when the network comes
 * back: each photo once (its id is written as soon as the server has it), the report once (its `client_id`, which the
 * operator answers with the first report when it comes twice). Nothing is dropped silently: a report the operator
 * refuses (a §8 code) stays, refused, until the driver corrects or discards it; logout asks first (`waitingCount`).
 *
 * Kept per API base and account (`owner`), never with a token (D42). One tab sends at a time (Web Locks, where the
 * browser has them; otherwise one sending per tab).
 */
import type { ConditionMoment, ConditionZone } from '@frontoffice/domain';
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';

/**
 * A photo of a waiting report: the prepared file's bytes and type (bytes rather than a Blob: some browsers have lost
 * Blobs kept in IndexedDB), and its id once the server has it.
 */
export interface QueuedPhoto {
  /** Unique within the report. */
  key: string;
  data: ArrayBuffer;
  type: string;
  name: string;
  uploaded?: { id: number; url: string };
}

/** A damage of a waiting report. */
export interface QueuedDamage {
  zone: ConditionZone;
  description: string;
  photos: QueuedPhoto[];
}

/** A report waiting to be sent, or refused by the operator. */
export interface QueuedReport {
  /** The report's `client_id`: the same on every try. */
  clientId: string;
  /** `${apiBase}|${accountId}`: whose report it is. */
  owner: string;
  rentalId: number;
  moment: ConditionMoment;
  nothingToReport: boolean;
  damages: QueuedDamage[];
  /** When it was made (ms): reports are sent in this order. */
  createdAt: number;
  state: 'waiting' | 'refused';
  /** The operator's codes (§8) when refused. */
  refusal?: string[];
}

/** What sending needs from the API (the feature's calls, given by the caller). */
export interface ReportSender {
  uploadPhoto(rentalId: number, file: Blob, name: string, onProgress: (fraction: number | undefined) => void): Promise<{ id: number; url: string }>;
  createReport(
    rentalId: number,
    report: { client_id: string; moment: ConditionMoment; nothing_to_report: boolean; damages: { zone: ConditionZone; description: string; photo_ids: number[] }[] },
  ): Promise<unknown>;
  /**
   * What a failure means: `retry` (the network, a timeout, a server fault: it waits for the next try), `refused` with
   * the operator's codes (the driver corrects it), or `stop` (the operator has no such feature, D46: nothing more is
   * tried this session).
   */
  classify(error: unknown): { kind: 'retry' } | { kind: 'refused'; codes: string[] } | { kind: 'stop' };
}

let store: UseStore | undefined;
const db = () => (store ??= createStore('frontoffice-condition', 'reports'));

/** The waiting reports, by client id, as last read (the screens read this snapshot). */
let reports: readonly QueuedReport[] = [];
/** Upload progress of the photos being sent, by `${clientId}/${photoKey}`. */
let progress: Readonly<Record<string, number | undefined>> = {};
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Tells `listener` of every change of the waiting reports or of a photo's progress; returns the unsubscribe. */
export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The waiting and refused reports, oldest first. */
export function queuedReports(): readonly QueuedReport[] {
  return reports;
}

/** The progress of a photo being sent (0 to 1), or undefined. */
export function photoProgress(): Readonly<Record<string, number | undefined>> {
  return progress;
}

/** Reads the stored reports again (on start, or after another tab changed them). */
export async function loadQueue(): Promise<readonly QueuedReport[]> {
  const all = (await entries<string, QueuedReport>(db())).map(([, report]) => report);
  reports = all.sort((a, b) => a.createdAt - b.createdAt);
  notify();
  return reports;
}

async function write(report: QueuedReport): Promise<void> {
  await set(report.clientId, report, db());
  reports = [...reports.filter((r) => r.clientId !== report.clientId), report].sort((a, b) => a.createdAt - b.createdAt);
  notify();
}

async function remove(clientId: string): Promise<void> {
  await del(clientId, db());
  reports = reports.filter((r) => r.clientId !== clientId);
  notify();
}

/** Keeps a new report (or a corrected one, same client id) as waiting. */
export function enqueueReport(report: Omit<QueuedReport, 'state' | 'refusal'>): Promise<void> {
  return write({ ...report, state: 'waiting' });
}

/** Discards a report the driver gave up (a refused one, or all of them at a confirmed logout). */
export function discardReport(clientId: string): Promise<void> {
  return remove(clientId);
}

/** How many reports of `owner` wait or were refused: logout asks first when there are any. */
export function waitingCount(owner: string): number {
  return reports.filter((r) => r.owner === owner).length;
}

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

let sending: Promise<void> | null = null;

/**
 * Sends `owner`'s waiting reports, oldest first: each report's photos not yet on the server, then the report. Stops at
 * the first failure of the network (the rest waits for the next try, in the same order); a refused report is marked
 * and the next one is sent. One sending at a time, across tabs where the browser has Web Locks.
 * @returns the client ids of the reports sent
 */
export function sendQueued(owner: string, sender: ReportSender): Promise<string[]> {
  const sent: string[] = [];
  const run = async () => {
    for (const report of [...(await loadQueue())]) {
      if (report.owner !== owner || report.state !== 'waiting') continue;
      const outcome = await sendOne(report, sender);
      if (outcome === 'sent') sent.push(report.clientId);
      if (outcome === 'retry' || outcome === 'stop') return;
    }
  };
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  const previous = sending ?? Promise.resolve();
  const next = previous.then(() => (locks ? locks.request('frontoffice-condition-reports', run) : run()));
  sending = next.catch(() => undefined);
  return next.then(() => sent);
}

async function sendOne(report: QueuedReport, sender: ReportSender): Promise<'sent' | 'refused' | 'retry' | 'stop'> {
  const fail = async (error: unknown) => {
    const verdict = sender.classify(error);
    if (verdict.kind === 'refused') {
      await write({ ...report, state: 'refused', refusal: verdict.codes });
      return 'refused' as const;
    }
    return verdict.kind;
  };
  for (const damage of report.damages) {
    for (const photo of damage.photos) {
      if (photo.uploaded) continue;
      const key = `${report.clientId}/${photo.key}`;
      try {
        photo.uploaded = await sender.uploadPhoto(report.rentalId, new Blob([photo.data], { type: photo.type }), photo.name, (fraction) => {
          progress = { ...progress, [key]: fraction };
          notify();
        });
      } catch (error) {
        return fail(error);
      } finally {
        const { [key]: _done, ...rest } = progress;
        progress = rest;
      }
      // Written at once: a photo the server has is never sent again, whatever happens next.
      await write(report);
    }
  }
  try {
    await sender.createReport(report.rentalId, {
      client_id: report.clientId,
      moment: report.moment,
      nothing_to_report: report.nothingToReport,
      damages: report.damages.map((damage) => ({
        zone: damage.zone,
        description: damage.description,
        photo_ids: damage.photos.map((photo) => photo.uploaded?.id ?? 0),
      })),
    });
  } catch (error) {
    return fail(error);
  }
  await remove(report.clientId);
  return 'sent';
}

/** A new client id for a report: an RFC 4122 version 4 UUID (`randomUUID` exists in secure contexts only). */
export function newClientId(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
