import {
  requestSmsCodeMutationOptions,
  updateUserMutationOptions,
  useApiClient,
  useFormSubmit,
  useTenant,
} from '@frontoffice/api-client';
import { formatPhone, phoneRegion } from '@frontoffice/domain';
import { SmsCodeField, useSmsCodeConfirmation } from '@frontoffice/part-profile';
import { Button } from '@frontoffice/ui/Button';
import { Modal } from '@frontoffice/ui/Modal';
import { useNotifier } from '@frontoffice/ui/Notifications';
import { InlineMessage } from '@frontoffice/ui/PageFrame';
import { pageStyles as s } from '@frontoffice/ui/PageFrame';
import { useQueryClient } from '@tanstack/react-query';
import { type MessageDescriptor, useIntl } from 'react-intl';

const m = {
  title: { id: 'account.PhoneChangeDialog.title' },
  warning: { id: 'account.PhoneChangeDialog.warning' },
  resend: { id: 'account.PhoneChangeDialog.resend' },
  discard: { id: 'account.PhoneChangeDialog.discard' },
  changed: { id: 'success.phone-number-changed' },
  resent: { id: 'success.code-resend-success' },
} satisfies Record<string, MessageDescriptor>;

/** Props of `PhoneChangeDialog`. */
export interface PhoneChangeDialogProps {
  /** The new number waiting for its code, E.164 (the account's `new_cell_phone`, or the one just asked for). */
  newPhoneNumber: string;
  /** The confirmed number, E.164, sent back to discard the change; null (or '') when the account has none. */
  currentPhoneNumber: string | null;
  /** Called once the dialog closes: confirmed, discarded, or put off until later (the change stays pending). */
  onClose(outcome: 'confirmed' | 'discarded' | 'later'): void;
}

/**
 * The phone-change code validation (spec §2 dialogs, §4 phone change, §5 SMS code, §7 `PUT /user/sms_code`, §8): the
 * warning that the number changes only once confirmed, the six boxes that submit by themselves (as in signup), a new
 * code on demand, and discarding the change (the confirmed number is sent back, `PUT /user`, which clears the pending
 * one; '' when the account has none). INVALID_SMS_CODE and SMS_CODE_EXPIRED show under the boxes, which empty in
 * place for another try (part-profile's `useSmsCodeConfirmation`).
 */
export function PhoneChangeDialog({ newPhoneNumber, currentPhoneNumber, onClose }: PhoneChangeDialogProps) {
  const intl = useIntl();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const notifier = useNotifier();
  const tenant = useTenant();
  // The account is read again on success (its phone changed, the pending one is gone).
  const confirm = useSmsCodeConfirmation({
    onConfirmed: () => {
      notifier.notify({ title: intl.formatMessage(m.changed), tone: 'success' });
      onClose('confirmed');
    },
  });
  const resend = useFormSubmit({
    form: 'phone-number',
    mutation: requestSmsCodeMutationOptions(client),
    onSuccess: () => {
      confirm.clearError();
      notifier.notify({ title: intl.formatMessage(m.resent), tone: 'success' });
    },
  });
  const discard = useFormSubmit({
    form: 'driver-fields',
    mutation: updateUserMutationOptions(client, queryClient),
    onSuccess: () => onClose('discarded'),
  });
  const busy = confirm.isChecking || resend.isPending || discard.isPending;
  const shown = formatPhone(newPhoneNumber, phoneRegion(tenant));

  return (
    <Modal
      isOpen
      isDismissable={false}
      // Escape puts the change off: it stays pending and the dialog opens again with the page (spec §4).
      onOpenChange={(open) => {
        if (!open) onClose('later');
      }}
      title={intl.formatMessage(m.title)}
      size="sm"
    >
      <div className={s.form}>
        <InlineMessage tone="info">{intl.formatMessage(m.warning, { phoneNumber: shown })}</InlineMessage>
        <SmsCodeField {...confirm.field} phoneNumber={shown} isDisabled={busy} />
        <div className={s.actions}>
          <Button variant="outline" isPending={resend.isPending} isDisabled={busy && !resend.isPending} onPress={() => resend.submit(newPhoneNumber)}>
            {intl.formatMessage(m.resend)}
          </Button>
          <Button
            variant="ghost"
            isPending={discard.isPending}
            isDisabled={busy && !discard.isPending}
            // spec §4: the discard clears the pending value on the server too, or the account brings the dialog back at
            // once and on every reload. §7 has no call of its own for it: PUT /user gets the confirmed value back,
            // which is '' for an account without a confirmed number (issue 31).
            onPress={() => discard.submit({ cell_phone: currentPhoneNumber ?? '' })}
          >
            {intl.formatMessage(m.discard)}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
