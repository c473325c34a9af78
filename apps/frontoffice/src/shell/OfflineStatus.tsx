import { OfflineReason } from '@frontoffice/ui/Button';
import { onlineManager } from '@tanstack/react-query';
import { type ReactNode, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { offline } from './OfflineStatus.css.ts';

const BANNER_ID = 'offline-banner';
const isOnline = () => onlineManager.isOnline();

/**
 * Issue 19 item 4: while the browser is offline (TanStack Query's online manager, which also holds queries and
 * mutations until the network is back), a banner says so at the top of every page, and every button whose action
 * needs the network is disabled and described by it (`OfflineReason`). Nothing typed is touched; back online, the
 * banner goes and the buttons come back, without a reload.
 */
export function OfflineStatus({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const online = useSyncExternalStore(onlineManager.subscribe, isOnline);
  return (
    <OfflineReason value={online ? null : BANNER_ID}>
      {/* Always there, so that screen readers announce the text when it appears (a live region). */}
      <p id={BANNER_ID} role="status" className={offline}>
        {online ? null : intl.formatMessage({ id: 'app.Offline.banner' })}
      </p>
      {children}
    </OfflineReason>
  );
}
