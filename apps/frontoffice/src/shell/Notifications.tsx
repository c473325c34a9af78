import { NotificationsProvider } from '@frontoffice/ui/Notifications';
import { createToastQueue, ToastRegion } from '@frontoffice/ui/Toast';
import { type ReactNode, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { createNotifier } from '../errors/createNotifier.ts';

/** The toast region (at most three notifications at once, spec §8) and the notifier features use. */
export function Notifications({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const intlRef = useRef(intl);
  intlRef.current = intl;
  const queue = useMemo(() => createToastQueue(), []);
  const notifier = useMemo(() => createNotifier(queue, () => intlRef.current), [queue]);
  return (
    <NotificationsProvider notifier={notifier}>
      {children}
      <ToastRegion
        queue={queue}
        closeLabel={intl.formatMessage({ id: 'common.close' })}
        label={intl.formatMessage({ id: 'common.notifications' })}
      />
    </NotificationsProvider>
  );
}
