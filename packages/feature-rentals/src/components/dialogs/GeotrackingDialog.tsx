import { setRentalGeotrackingMutationOptions, useApiClient, useFormSubmit } from '@frontoffice/api-client';
import { AlertDialog } from '@frontoffice/ui/AlertDialog';
import { useNotifier } from '@frontoffice/ui/Notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { RentalDialogProps } from './CancelRentalDialog.tsx';

const m = {
  offTitle: { id: 'rentals.GeotrackingDialog.offTitle' },
  offBody: { id: 'rentals.GeotrackingDialog.offBody' },
  offConfirm: { id: 'rentals.GeotrackingDialog.offConfirm' },
  onTitle: { id: 'rentals.GeotrackingDialog.onTitle' },
  onBody: { id: 'rentals.GeotrackingDialog.onBody' },
  onConfirm: { id: 'rentals.GeotrackingDialog.onConfirm' },
  keep: { id: 'common.cancel' },
  deleted: { id: 'success.geotracking-deleted-confirmed' },
  enabled: { id: 'rentals.GeotrackingDialog.enabled' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The geotracking privacy dialog (spec §2 dialogs, §4, D10): what switching the trip's geotracking on or off means
 * for the driver's privacy, then `PUT /user/rentals/{id} {rental:{geotracking}}` once. Switching it off shows
 * `geotracking-deleted-confirmed`.
 */
export function GeotrackingDialog({ rental, isOpen, onOpenChange, target }: RentalDialogProps & { target: boolean }) {
  const intl = useIntl();
  const notifier = useNotifier();
  const change = useFormSubmit({
    form: 'rental-action',
    mutation: setRentalGeotrackingMutationOptions(useApiClient(), useQueryClient()),
    onSuccess: (_rental, input) => {
      notifier.notify({ title: intl.formatMessage(input.geotracking ? m.enabled : m.deleted), tone: 'success' });
      onOpenChange(false);
    },
  });
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(target ? m.onTitle : m.offTitle)}
      confirmLabel={intl.formatMessage(target ? m.onConfirm : m.offConfirm)}
      cancelLabel={intl.formatMessage(m.keep)}
      isPending={change.isPending}
      onConfirm={() => change.submit({ id: rental.id, geotracking: target })}
    >
      {intl.formatMessage(target ? m.onBody : m.offBody)}
    </AlertDialog>
  );
}
