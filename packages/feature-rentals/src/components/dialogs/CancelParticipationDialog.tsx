import { cancelParticipationMutationOptions, type Passenger, useApiClient, useFormSubmit } from '@frontoffice/api-client';
import { AlertDialog } from '@frontoffice/ui/AlertDialog';
import { useNotifier } from '@frontoffice/ui/Notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { RentalDialogProps } from './CancelRentalDialog.tsx';

const m = {
  title: { id: 'rentals.CancelParticipationDialog.title' },
  body: { id: 'rentals.CancelParticipationDialog.body' },
  confirm: { id: 'rentals.CancelParticipationDialog.confirm' },
  keep: { id: 'rentals.CancelParticipationDialog.keep' },
  done: { id: 'success.carpooling-updated-confirmed' },
} satisfies Record<string, MessageDescriptor>;

/**
 * A passenger cancels their participation (spec §2 dialogs, §6, D8): `DELETE /rentals/{id}/passengers/{passengerId}`,
 * once; the carpooling leaves their lists and `carpooling-updated-confirmed` shows (decision D28), then `onLeft`.
 */
export function CancelParticipationDialog({
  rental,
  passenger,
  isOpen,
  onOpenChange,
  onLeft,
}: RentalDialogProps & { passenger: Passenger; onLeft: () => void }) {
  const intl = useIntl();
  const notifier = useNotifier();
  const leave = useFormSubmit({
    form: 'rental-action',
    mutation: cancelParticipationMutationOptions(useApiClient(), useQueryClient()),
    onSuccess: () => {
      notifier.notify({ title: intl.formatMessage(m.done), tone: 'success' });
      onOpenChange(false);
      onLeft();
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
      isPending={leave.isPending}
      onConfirm={() => leave.submit({ rentalId: rental.id, passengerId: passenger.id })}
    >
      {intl.formatMessage(m.body)}
    </AlertDialog>
  );
}
