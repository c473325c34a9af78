import type { ToastContentValue, ToastQueueInstance, ToastRegionProps } from '@frontoffice/ui/Toast';
import { NotificationsProvider } from '@frontoffice/ui/Notifications';
import { type ComponentType, type ReactNode, useMemo, useRef, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { createNotifier } from '../errors/createNotifier.ts';

interface ToastModule {
  ToastRegion: ComponentType<ToastRegionProps>;
  AriaLocale: ComponentType<{ children: ReactNode }>;
}
type AddOptions = Parameters<ToastQueueInstance['add']>[1];

/** At most three notifications show at once (spec §8). */
const MAX_VISIBLE = 3;

/**
 * The toast queue and its region (react-aria's queue, focus scopes and landmarks) load with the first notification:
 * until something is said a page needs neither, which keeps them off /login (issue 2). What is said meanwhile waits
 * here and shows as soon as they have loaded.
 */
class DeferredToasts {
  module: ToastModule | null = null;
  queue: ToastQueueInstance | null = null;
  private pending: [ToastContentValue, AddOptions][] = [];
  private loading = false;
  private readonly listeners = new Set<() => void>();

  add = (content: ToastContentValue, options?: AddOptions): string => {
    if (this.queue) return this.queue.add(content, options);
    this.pending.push([content, options]);
    // No key until the queue exists; the notifier never removes toasts by key.
    if (this.loading) return '';
    this.loading = true;
    void Promise.all([import('@frontoffice/ui/Toast'), import('../intl/AriaLocale.tsx')]).then(
      ([module, { AriaLocale }]) => {
        const queue = module.createToastQueue(MAX_VISIBLE);
        for (const [waiting, waitingOptions] of this.pending) queue.add(waiting, waitingOptions);
        this.pending = [];
        this.module = { ToastRegion: module.ToastRegion, AriaLocale };
        this.queue = queue;
        for (const listener of this.listeners) listener();
      },
      (error: unknown) => {
        // The chunk could not be fetched (offline): the next notification tries again.
        this.loading = false;
        console.error('The notifications could not be loaded', error);
      },
    );
    return '';
  };

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.module;
}

/** Props of {@link Notifications}. */
export interface NotificationsProps {
  /**
   * The app path the driver is on (the router's location), for a notification's link that brings them back
   * (spec §8: SEARCH_NO_ACTIVE_CARD to the payment methods). The link follows the app's router through react-aria's
   * `RouterProvider` above (main.tsx).
   */
  here?: () => string;
  children: ReactNode;
}

/** The toast region and the notifier features use (spec §8). */
export function Notifications({ here, children }: NotificationsProps) {
  const intl = useIntl();
  const intlRef = useRef(intl);
  intlRef.current = intl;
  const toasts = useMemo(() => new DeferredToasts(), []);
  const notifier = useMemo(() => createNotifier(toasts, () => intlRef.current, { here }), [toasts, here]);
  const module = useSyncExternalStore(toasts.subscribe, toasts.getSnapshot);
  return (
    <NotificationsProvider notifier={notifier}>
      {children}
      {module && toasts.queue && (
        <module.AriaLocale>
          <module.ToastRegion
            queue={toasts.queue}
            closeLabel={intl.formatMessage({ id: 'common.close' })}
            label={intl.formatMessage({ id: 'common.notifications' })}
          />
        </module.AriaLocale>
      )}
    </NotificationsProvider>
  );
}
