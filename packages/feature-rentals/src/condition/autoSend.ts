/**
 * Sends the condition reports waiting on this device without the driver asking (issue 35 item 4, decision D47): when
 * the app opens for a signed-in driver, when the network comes back (`online`), and when the browser's Background
 * Sync wakes the offline worker (where the browser has it: the worker, which holds no token, asks the open pages to
 * send). The app frame starts it once per session (apps/frontoffice, OfflineSupport.tsx).
 */
import type { ApiClient } from '@frontoffice/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { loadQueue, subscribeQueue, waitingCount } from './queue.ts';
import { queueOwner, sendWaitingReports } from './sender.ts';

/** The Background Sync tag of the waiting reports, and the message the worker posts when it fires. */
export const CONDITION_SYNC_TAG = 'condition-reports';

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the browser to wake the worker when the network is back, if it can (Chromium's Background Sync). */
async function registerSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration()) as (ServiceWorkerRegistration & SyncRegistration) | undefined;
  await registration?.sync?.register(CONDITION_SYNC_TAG);
}

/**
 * Starts sending `userId`'s waiting reports now and at each chance; returns the function that stops it (the session
 * ended).
 */
export function startConditionSending(client: ApiClient, queryClient: QueryClient, userId: string | number): () => void {
  const owner = queueOwner(client, userId);
  const send = () => {
    if (waitingCount(owner) === 0) return;
    if (!navigator.onLine) {
      void registerSync().catch(() => undefined);
      return;
    }
    void sendWaitingReports(client, queryClient, userId).catch((error: unknown) => console.error('Condition reports could not be sent', error));
  };
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === CONDITION_SYNC_TAG) send();
  };
  window.addEventListener('online', send);
  navigator.serviceWorker?.addEventListener('message', onMessage);
  // A report kept while offline asks for a Background Sync, so that the worker wakes a page when the network is back.
  const stopWatching = subscribeQueue(() => {
    if (!navigator.onLine && waitingCount(owner) > 0) void registerSync().catch(() => undefined);
  });
  void loadQueue()
    .then(send)
    .catch((error: unknown) => console.error('The condition reports waiting to be sent could not be read', error));
  return () => {
    window.removeEventListener('online', send);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
    stopWatching();
  };
}

/**
 * How many reports wait on this device (or were refused) for the operator behind `client`: `userId`'s when known, else
 * every account's of that operator. Logout asks first when there are any.
 */
export async function waitingReports(client: ApiClient, userId: string | number | null): Promise<number> {
  const reports = await loadQueue();
  if (userId !== null) return waitingCount(queueOwner(client, userId));
  const prefix = `${client.config.apiBaseUrl}|`;
  return reports.filter((report) => report.owner.startsWith(prefix)).length;
}
