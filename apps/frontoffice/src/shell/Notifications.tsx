import type { ToastContentValue } from '@frontoffice/ui/Toast';
import { NotificationsProvider } from '@frontoffice/ui/Notifications';
import { lazy, type ReactNode, Suspense, useMemo, useRef, useSyncExternalStore } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { createNotifier } from '../errors/createNotifier.ts';

// The region (react-aria's focus scopes and landmarks, ~8 kB gzip) loads with the first notification: the queue is
// all a page needs until something is said.
const ToastRegion = lazy(() => import('@frontoffice/ui/Toast').then((module) => ({ default: module.ToastRegion })));

/** At most three notifications show at once (spec §8). */
const MAX_VISIBLE = 3;

/** The toast region and the notifier features use (spec §8). */
export function Notifications({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const intlRef = useRef(intl);
  intlRef.current = intl;
  const queue = useMemo(() => new ToastQueue<ToastContentValue>({ maxVisibleToasts: MAX_VISIBLE }), []);
  const notifier = useMemo(() => createNotifier(queue, () => intlRef.current), [queue]);
  const used = useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => queue.visibleToasts.length > 0,
  );
  const mounted = useRef(false);
  mounted.current ||= used;
  return (
    <NotificationsProvider notifier={notifier}>
      {children}
      {mounted.current && (
        <Suspense fallback={null}>
          <ToastRegion
            queue={queue}
            closeLabel={intl.formatMessage({ id: 'common.close' })}
            label={intl.formatMessage({ id: 'common.notifications' })}
          />
        </Suspense>
      )}
    </NotificationsProvider>
  );
}
