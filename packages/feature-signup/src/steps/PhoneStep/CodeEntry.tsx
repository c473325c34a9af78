import { requestSmsCode, useApiClient } from '@frontoffice/api-client';
import { SmsCodeField, useSmsCodeConfirmation } from '@frontoffice/part-profile';
import { Button } from '@frontoffice/ui/Button';
import { InlineMessage } from '@frontoffice/ui/PageFrame';
import { useNotifier } from '@frontoffice/ui/Notifications';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as s from '../StepFrame.css.ts';

const m = {
  sent: { id: 'success.sms-code-sent' },
  resent: { id: 'success.code-resend-success' },
  resend: { id: 'signup.CodeEntry.resend' },
  resendIn: { id: 'signup.CodeEntry.resendIn' },
  changeNumber: { id: 'signup.CodeEntry.changeNumber' },
} satisfies Record<string, MessageDescriptor>;

/** Seconds before a new code may be asked for: long enough for an SMS to arrive, short enough not to strand anyone. */
export const RESEND_DELAY_S = 30;

/** Props of `CodeEntry`. */
export interface CodeEntryProps {
  /** The number as shown (national format). */
  phoneNumber: string;
  /** The number as sent (E.164), for a resend. */
  e164: string;
  onChangeNumber(): void;
}

/**
 * The SMS code boxes (`PUT /user/sms_code`; once accepted the account is reloaded and its next step shows), the
 * resend (after {@link RESEND_DELAY_S} seconds, or at once when the code has expired; spec §8 code-resend-success)
 * and the way back. A refused code (INVALID_SMS_CODE, SMS_CODE_EXPIRED) empties the boxes in place.
 */
export function CodeEntry({ phoneNumber, e164, onChangeNumber }: CodeEntryProps) {
  const intl = useIntl();
  const client = useApiClient();
  const notifier = useNotifier();
  const confirm = useSmsCodeConfirmation();
  const [wait, setWait] = useState(RESEND_DELAY_S);
  const resend = useMutation({ mutationFn: () => requestSmsCode(client, e164) });
  // An expired code cannot be used any more: the wait (which leaves time for the SMS to arrive) is over.
  const waiting = wait > 0 && !confirm.isExpired;
  const isChecking = confirm.isChecking;

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  return (
    <div className={s.form}>
      <InlineMessage tone="success">{intl.formatMessage(resend.isSuccess ? m.resent : m.sent)}</InlineMessage>
      <SmsCodeField {...confirm.field} phoneNumber={phoneNumber} />
      <div className={s.actions}>
        <Button variant="ghost" onPress={onChangeNumber} isDisabled={isChecking}>
          {intl.formatMessage(m.changeNumber)}
        </Button>
        <Button
          variant="secondary"
          isDisabled={waiting || isChecking}
          isPending={resend.isPending}
          onPress={() =>
            resend.mutate(undefined, {
              onSuccess: () => {
                confirm.clearError();
                notifier.notify({ title: intl.formatMessage(m.resent), tone: 'success' });
                setWait(RESEND_DELAY_S);
              },
              onError: (error) => notifier.error(error),
            })
          }
        >
          {waiting ? intl.formatMessage(m.resendIn, { seconds: wait }) : intl.formatMessage(m.resend)}
        </Button>
      </div>
    </div>
  );
}
