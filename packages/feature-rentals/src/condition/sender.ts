import {
  ApiError,
  type ApiClient,
  conditionReportsQueryOptions,
  createConditionReport,
  isExtensionUnavailableError,
  uploadConditionPhoto,
} from '@frontoffice/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { loadQueue, type ReportSender, sendQueued } from './queue.ts';

/** Whose reports these are: the API base and the account (decision D42: per tenant and account). */
export function queueOwner(client: ApiClient, userId: string | number): string {
  return `${client.config.apiBaseUrl}|${userId}`;
}

/**
 * The operator's calls for the queue (issue 35): a photo, then the report. A failure is `stop` when the operator has no
 * such extension (D46), `retry` when the network, a timeout or the server failed (5xx, 408, 429), `refused` with the
 * §8 codes otherwise (the driver corrects the report).
 */
export function reportSender(client: ApiClient): ReportSender {
  return {
    uploadPhoto: async (rentalId, image, fileName, onProgress) => {
      const photo = await uploadConditionPhoto(client, { rentalId, image, fileName }, { onProgress: (progress) => onProgress(progress.fraction) });
      return { id: photo.id, url: photo.url };
    },
    createReport: (rentalId, report) =>
      createConditionReport(client, rentalId, {
        clientId: report.client_id,
        moment: report.moment,
        nothingToReport: report.nothing_to_report,
        damages: report.damages.map((damage) => ({ zone: damage.zone, description: damage.description, photoIds: damage.photo_ids })),
      }),
    classify: (error) => {
      if (isExtensionUnavailableError(error)) return { kind: 'stop' };
      if (!(error instanceof ApiError) || error.status === undefined || error.status >= 500 || error.status === 408 || error.status === 429) {
        return { kind: 'retry' };
      }
      const codes = error.errors.map((entry) => String(entry.code ?? '').toUpperCase()).filter(Boolean);
      return { kind: 'refused', codes: codes.length > 0 ? codes : ['internal'] };
    },
  };
}

/**
 * Sends the account's waiting reports (on a new report, when the network comes back, when the app opens), then asks
 * the operator again for the reports of the bookings sent, so that the detail shows them as sent.
 */
export async function sendWaitingReports(client: ApiClient, queryClient: QueryClient, userId: string | number): Promise<void> {
  // Offline, nothing is tried: the reports wait for the network (`online`, autoSend.ts).
  if (globalThis.navigator?.onLine === false) return;
  const owner = queueOwner(client, userId);
  const before = new Map((await loadQueue()).map((report) => [report.clientId, report.rentalId]));
  const sent = await sendQueued(owner, reportSender(client));
  const rentals = new Set(sent.map((clientId) => before.get(clientId)).filter((id): id is number => id !== undefined));
  await Promise.all([...rentals].map((rentalId) => queryClient.invalidateQueries({ queryKey: conditionReportsQueryOptions(client, rentalId).queryKey })));
}
