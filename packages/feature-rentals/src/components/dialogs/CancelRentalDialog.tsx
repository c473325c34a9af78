import { cancelRentalMutationOptions, type Rental, useApiClient, useFormSubmit } from '@frontoffice/api-client';
import { AlertDialog } from '@frontoffice/ui/AlertDialog';
import { useNotifier } from '@frontoffice/ui/Notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type MessageDescriptor, useIntl } from 'react-intl';

const m = {
  title: { id: 'rentals.CancelRentalDialog.title' },
  body: { id: 'rentals.CancelRentalDialog.body' },
  confirm: { id: 'rentals.CancelRentalDialog.confirm' },
  keep: { id: 'rentals.CancelRentalDialog.keep' },
  done: { id: 'success.cancellation-confirmed' },
} satisfies Record<string, MessageDescriptor>;

/** Props of the booking dialogs. */
export interface RentalDialogProps {
  rental: Rental;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Cancel booking (spec §2 dialogs, §5, D8): `DELETE /user/rentals/{id}`, once whatever the clicks; the booking becomes
 * cancelled at once and moves to the history (spec §4), `cancellation-confirmed` shows. A refusal shows its §8 message
 * (the cancellation delay's own, RENTAL_ALREADY_CANCELLED's through the shared handler) and the dialog stays open.
 */
export function CancelRentalDialog({ rental, isOpen, onOpenChange }: RentalDialogProps) {
  const intl = useIntl();
  const notifier = useNotifier();
  const cancel = useFormSubmit({
    form: 'cancel-booking',
    mutation: cancelRentalMutationOptions(useApiClient(), useQueryClient()),
    onSuccess: () => {
      notifier.notify({ title: intl.formatMessage(m.done), tone: 'success' });
      onOpenChange(false);
    },
  });
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.title)}
      confirmLabel={intl.formatMessage(m.confirm)}
      cancelLabel={intl.formatMessage(m.keep)}
      variant="danger"
      isPending={cancel.isPending}
      onConfirm={() => cancel.submit(rental.id)}
    >
      {intl.formatMessage(m.body)}
    </AlertDialog>
  );
}
