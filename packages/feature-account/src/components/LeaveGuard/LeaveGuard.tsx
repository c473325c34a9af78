import { AlertDialog } from '@frontoffice/ui/AlertDialog';
import { useBlocker } from '@tanstack/react-router';
import { type MessageDescriptor, useIntl } from 'react-intl';

const m = {
  title: { id: 'account.LeaveGuard.title' },
  body: { id: 'account.LeaveGuard.body' },
  leave: { id: 'account.LeaveGuard.leave' },
  stay: { id: 'account.LeaveGuard.stay' },
} satisfies Record<string, MessageDescriptor>;

/** Props of `LeaveGuard`. */
export interface LeaveGuardProps {
  /** Whether there are unsaved changes: only then is leaving questioned. */
  when: boolean;
}

/**
 * Asks before leaving a page with unsaved changes (issue 16 item 2): a navigation inside the app opens a
 * confirmation (stay, the default, or leave and lose the changes); closing or reloading the tab gets the browser's
 * own question. Nothing is asked once the changes are saved.
 */
export function LeaveGuard({ when }: LeaveGuardProps) {
  const intl = useIntl();
  const blocker = useBlocker({ shouldBlockFn: () => when, enableBeforeUnload: () => when, withResolver: true });
  return (
    <AlertDialog
      isOpen={blocker.status === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      variant="danger"
      title={intl.formatMessage(m.title)}
      confirmLabel={intl.formatMessage(m.leave)}
      cancelLabel={intl.formatMessage(m.stay)}
      onConfirm={() => blocker.proceed?.()}
    >
      <p>{intl.formatMessage(m.body)}</p>
    </AlertDialog>
  );
}
