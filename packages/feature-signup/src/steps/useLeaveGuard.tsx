import { AlertDialog } from '@frontoffice/ui/AlertDialog';
import { useBlocker } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';

const m = {
  title: { id: 'signup.LeaveGuard.title' },
  body: { id: 'signup.LeaveGuard.body' },
  leave: { id: 'signup.LeaveGuard.leave' },
  stay: { id: 'signup.LeaveGuard.stay' },
} satisfies Record<string, MessageDescriptor>;

/**
 * Asks before a half-filled step is left (issue 14 item 8, "nothing lost"): a link or the back button opens a
 * confirmation; closing or reloading the tab gets the browser's own question. Returns the dialog to render.
 * @param active whether the step holds something not saved yet; a function is asked at the moment of leaving (a
 *   step that navigates from its own success callback has not re-rendered yet)
 */
export function useLeaveGuard(active: boolean | (() => boolean)): ReactNode {
  const intl = useIntl();
  const isActive = typeof active === 'function' ? active : () => active;
  const blocker = useBlocker({ shouldBlockFn: isActive, enableBeforeUnload: isActive, withResolver: true });
  return (
    <AlertDialog
      isOpen={blocker.status === 'blocked'}
      onOpenChange={(isOpen) => !isOpen && blocker.reset?.()}
      title={intl.formatMessage(m.title)}
      confirmLabel={intl.formatMessage(m.leave)}
      cancelLabel={intl.formatMessage(m.stay)}
      onConfirm={() => blocker.proceed?.()}
      variant="danger"
    >
      {intl.formatMessage(m.body)}
    </AlertDialog>
  );
}
