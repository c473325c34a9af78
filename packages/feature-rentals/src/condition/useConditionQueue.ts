import { useEffect, useSyncExternalStore } from 'react';
import { loadQueue, photoProgress, queuedReports, subscribeQueue } from './queue.ts';

let loaded: Promise<unknown> | null = null;

/** The waiting and refused condition reports of this device, and the progress of the photos being sent (issue 35). */
export function useConditionQueue() {
  useEffect(() => {
    loaded ??= loadQueue().catch((error: unknown) => console.error('The condition reports waiting to be sent could not be read', error));
  }, []);
  const reports = useSyncExternalStore(subscribeQueue, queuedReports, queuedReports);
  const progress = useSyncExternalStore(subscribeQueue, photoProgress, photoProgress);
  return { reports, progress };
}
