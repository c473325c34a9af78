import { Button } from '@frontoffice/ui/Button';
import { Modal } from '@frontoffice/ui/Modal';
import { type ReactNode, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';

const m = {
  title: { id: 'payments.AuthenticationDialog.title' },
  body: { id: 'payments.AuthenticationDialog.body' },
  approve: { id: 'payments.AuthenticationDialog.approve' },
  refuse: { id: 'payments.AuthenticationDialog.refuse' },
} satisfies Record<string, MessageDescriptor>;

/** What {@link useAuthentication} gives: a question to ask, and the dialog to draw. */
export interface Authentication {
  /** Opens the dialog; resolves true when the driver approves, false when they refuse or close it. */
  ask(last4: string): Promise<boolean>;
  dialog: ReactNode;
}

/**
 * The demo provider's authentication (decision D34, 4000 0025 0000 3155), standing for the bank's 3-D Secure page
 * that Stripe shows in its own dialog: the driver approves or refuses. Escape refuses.
 */
export function useAuthentication(): Authentication {
  const intl = useIntl();
  const [last4, setLast4] = useState<string | null>(null);
  const answer = useRef<((approved: boolean) => void) | null>(null);
  const close = (approved: boolean) => {
    answer.current?.(approved);
    answer.current = null;
    setLast4(null);
  };
  return {
    ask(digits) {
      answer.current?.(false);
      setLast4(digits);
      return new Promise((resolve) => {
        answer.current = resolve;
      });
    },
    dialog: (
      <Modal
        isOpen={last4 !== null}
        onOpenChange={(open) => !open && close(false)}
        isDismissable={false}
        size="sm"
        title={intl.formatMessage(m.title)}
        footer={
          <>
            <Button variant="secondary" onPress={() => close(false)}>
              {intl.formatMessage(m.refuse)}
            </Button>
            <Button onPress={() => close(true)} autoFocus>
              {intl.formatMessage(m.approve)}
            </Button>
          </>
        }
      >
        <p>{intl.formatMessage(m.body, { last4: last4 ?? '' })}</p>
      </Modal>
    ),
  };
}
