import { useApiClient, useSession, useSessionKind, useTenant } from '@frontoffice/api-client';
import { damageReportModeOf } from '@frontoffice/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useShell } from '../shell/ShellContext.tsx';
import { firstPage } from '../startup/firstPage.ts';

const UpdateBanner = lazy(() => import('./UpdateBanner.tsx'));

/** How long after the first page is drawn the worker is registered: past the page's own downloads. */
const AFTER_FIRST_PAGE_MS = 3000;

/** The offer of a waiting new build, for whichever app frame is on screen (it outlives a sign-in page between). */
let offer: (() => void) | null = null;
const listeners = new Set<() => void>();
let started = false;

function start() {
  if (started || import.meta.env.DEV || __FRONTOFFICE_PREVIEW__ || !('serviceWorker' in navigator)) return;
  started = true;
  void firstPage.drawn.then(() => {
    setTimeout(() => {
      import('./registerWorker.ts')
        .then(({ registerWorker }) =>
          registerWorker(`${import.meta.env.BASE_URL}sw.js`, import.meta.env.BASE_URL, (activate) => {
            offer = activate;
            for (const listener of listeners) listener();
          }),
        )
        .catch((error: unknown) => console.error('The offline worker could not be registered', error));
    }, AFTER_FIRST_PAGE_MS);
  });
}

/**
 * Issue 33, in the app frame (the pages of a signed-in driver, and the public ones), never part of a first paint nor
 * of the sign-in pages' budget:
 * - item 2: the offline worker of the operator build, registered once the first page is drawn and its files have
 *   come; when a new build is waiting, a quiet offer to reload. The dev server and a tenant preview (decision D43)
 *   register none;
 * - item 3 (D42): while a member is signed in, what they read offline is kept (offline/keptData.ts), after the first
 *   page; never for a guest.
 */
export function OfflineSupport() {
  const [accept, setAccept] = useState(() => offer);
  const member = useSessionKind() === 'member';
  const queryClient = useQueryClient();
  const client = useApiClient();
  const { config } = useShell();
  useEffect(() => {
    const listener = () => setAccept(() => offer);
    listeners.add(listener);
    start();
    return () => void listeners.delete(listener);
  }, []);
  const userId = useSession().user?.id;
  // Only where the tenant has condition reports: elsewhere none can wait, and nothing is loaded for them.
  const reports = damageReportModeOf(useTenant()) !== 'none';
  useEffect(() => {
    if (userId === undefined || !reports) return;
    // Issue 35 (D47): condition reports waiting on this device are sent when the app opens and the network comes back.
    let stop: (() => void) | undefined;
    let current = true;
    void firstPage.drawn
      .then(() => import('@frontoffice/feature-rentals/conditionSending'))
      .then(({ startConditionSending }) => {
        if (current) stop = startConditionSending(client, queryClient, userId);
      })
      .catch((error: unknown) => console.error('The sending of condition reports could not be started', error));
    return () => {
      current = false;
      stop?.();
    };
  }, [userId, reports, client, queryClient]);
  useEffect(() => {
    if (!member || __FRONTOFFICE_PREVIEW__) return;
    // Keeps going once started, across pages; it stops by itself when the session ends.
    void firstPage.drawn
      .then(() => import('./keptData.ts'))
      .then(({ keepOffline }) => keepOffline(queryClient, client, config.apiBaseUrl))
      .catch((error: unknown) => console.error('The data kept for offline use could not be loaded', error));
  }, [member, queryClient, client, config.apiBaseUrl]);
  return accept ? (
    <Suspense fallback={null}>
      <UpdateBanner onAccept={accept} />
    </Suspense>
  ) : null;
}
