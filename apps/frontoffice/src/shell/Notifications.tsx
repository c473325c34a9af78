import { type Notifier, NotificationsProvider } from '@frontoffice/ui/Notifications';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

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

/**
 * The toast region and the notifier features use (spec §8). The toast queue and its region (react-aria's queue, focus
 * scopes and landmarks) and the notifier's handling of errors (createNotifier.ts) load with the first notification
 * (toasts.tsx): until something is said a page needs none of them, which keeps them off /login (issue 2; issue 32, a
 * first visit's budget). What is said meanwhile waits here, in order, and is said as soon as they have loaded; if
 * they cannot be loaded (offline), the next notification tries again.
 */
export function Notifications({ here, children }: NotificationsProps) {
  const intl = useIntl();
  const intlRef = useRef(intl);
  intlRef.current = intl;
  const hereRef = useRef(here);
  hereRef.current = here;
  const [Region, setRegion] = useState<(() => ReactNode) | null>(null);
  const notifier = useMemo<Notifier>(() => {
    let loaded: Notifier | undefined;
    let loading = false;
    let pending: ((notifier: Notifier) => void)[] = [];
    const say = (saying: (notifier: Notifier) => void) => {
      if (loaded) return saying(loaded);
      pending.push(saying);
      if (loading) return;
      loading = true;
      import('./toasts.tsx').then(
        ({ startToasts }) => {
          // Read at the time of saying, as createNotifier reads them.
          const toasts = startToasts(() => intlRef.current, { here: () => hereRef.current?.() });
          loaded = toasts.notifier;
          for (const waiting of pending) waiting(loaded);
          pending = [];
          setRegion(() => toasts.Region);
        },
        (error: unknown) => {
          loading = false;
          console.error('The notifications could not be loaded', error);
        },
      );
    };
    return { notify: (content) => say((to) => to.notify(content)), error: (error) => say((to) => to.error(error)) };
  }, []);
  return (
    <NotificationsProvider notifier={notifier}>
      {children}
      {Region && <Region />}
    </NotificationsProvider>
  );
}
