import { confirmPassengerMutationOptions, type Passenger, type Rental, useApiClient, useFormSubmit } from '@frontoffice/api-client';
import { type RentalActions as Actions, rentalStatusGroup } from '@frontoffice/domain';
import { Button, OfflineReason } from '@frontoffice/ui/Button';
import { Card } from '@frontoffice/ui/Card';
import { useNotifier } from '@frontoffice/ui/Notifications';
import { Switch } from '@frontoffice/ui/Switch';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, use, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { CancelParticipationDialog } from '../dialogs/CancelParticipationDialog.tsx';
import { CancelRentalDialog } from '../dialogs/CancelRentalDialog.tsx';
import { GeotrackingDialog } from '../dialogs/GeotrackingDialog.tsx';
import * as s from '../RentalDetail/RentalDetail.css.ts';

// The modify dialog brings the date-time pickers (react-aria's calendar): its own chunk, loaded when it opens.
const ModifyRentalDialog = lazy(() => import('../dialogs/ModifyRentalDialog.tsx'));

const m = {
  title: { id: 'rentals.RentalActions.title' },
  modify: { id: 'rentals.RentalActions.modify' },
  cancel: { id: 'rentals.RentalActions.cancel' },
  leave: { id: 'rentals.RentalActions.leave' },
  confirmParticipation: { id: 'rentals.RentalActions.confirmParticipation' },
  invited: { id: 'rentals.RentalActions.invited' },
  geotracking: { id: 'rentals.RentalActions.geotracking' },
  geotrackingHelp: { id: 'rentals.RentalActions.geotrackingHelp' },
  done: { id: 'success.carpooling-updated-confirmed' },
} satisfies Record<string, MessageDescriptor>;

type Dialog = 'modify' | 'cancel' | 'leave' | 'geotracking';

/** Props of {@link RentalActions}. */
export interface RentalActionsProps {
  rental: Rental;
  actions: Actions;
  /** The viewer's own passenger entry, when they ride as a passenger. */
  self: Passenger | undefined;
  /** After the viewer left the carpooling: they no longer see it. */
  onLeft: () => void;
}

/**
 * What the viewer may do with the booking (spec §4-§6, D8-D11): the owner modifies (while it is upcoming or in
 * progress), cancels (only when allowed) and switches geotracking during the trip; a passenger confirms their
 * participation (D11) or cancels it. Each action has its dialog.
 */
export function RentalActions({ rental, actions, self, onLeft }: RentalActionsProps) {
  const intl = useIntl();
  const notifier = useNotifier();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [geotrackingTarget, setGeotrackingTarget] = useState(!rental.geotracking);
  // Kept from the press on: once the passenger has left, they are no longer among the passengers.
  const [leaving, setLeaving] = useState<Passenger | null>(null);
  const confirm = useFormSubmit({
    form: 'rental-action',
    mutation: confirmPassengerMutationOptions(useApiClient(), useQueryClient()),
    onSuccess: () => notifier.notify({ title: intl.formatMessage(m.done), tone: 'success' }),
  });
  const open = rentalStatusGroup(rental.status) !== 'closed';
  const canModify = actions.isOwner && open;
  const canConfirm = !actions.isOwner && self?.status === 'invited' && actions.cancelParticipation;
  const canLeave = !actions.isOwner && self !== undefined && actions.cancelParticipation;
  const close = (isOpen: boolean) => !isOpen && setDialog(null);
  const offline = use(OfflineReason);
  const anything = canModify || actions.cancel || actions.toggleGeotracking || canConfirm || canLeave;
  // The dialogs stay mounted, at the same place, when the action that opened them disappears (a cancelled booking has
  // no action left): their call's success must still be told (cancellation-confirmed).
  const dialogs = (
    <>
      {dialog === 'modify' && (
        <Suspense fallback={null}>
          <ModifyRentalDialog rental={rental} rights={actions.modify} isOpen onOpenChange={close} />
        </Suspense>
      )}
      <CancelRentalDialog rental={rental} isOpen={dialog === 'cancel'} onOpenChange={close} />
      {leaving && <CancelParticipationDialog rental={rental} passenger={leaving} isOpen={dialog === 'leave'} onOpenChange={close} onLeft={onLeft} />}
      <GeotrackingDialog rental={rental} target={geotrackingTarget} isOpen={dialog === 'geotracking'} onOpenChange={close} />
    </>
  );
  return (
    <>
      {anything && (
        <Card title={intl.formatMessage(m.title)} headingLevel={2}>
          <div className={s.stack}>
            {canConfirm && <p className={s.text}>{intl.formatMessage(m.invited)}</p>}
            {actions.toggleGeotracking && (
              <div className={s.stack}>
                <Switch
                  isSelected={rental.geotracking}
                  // issue 33: a change needs the network; offline the switch says why, as the buttons do.
                  isDisabled={offline !== null}
                  aria-describedby={offline ?? undefined}
                  onChange={(value) => {
                    setGeotrackingTarget(value);
                    setDialog('geotracking');
                  }}
                >
                  {intl.formatMessage(m.geotracking)}
                </Switch>
                <p className={s.muted}>{intl.formatMessage(m.geotrackingHelp)}</p>
              </div>
            )}
            <div className={s.actions}>
              {canModify && <Button needsNetwork onPress={() => setDialog('modify')}>{intl.formatMessage(m.modify)}</Button>}
              {actions.cancel && (
                <Button variant="outline" needsNetwork onPress={() => setDialog('cancel')}>
                  {intl.formatMessage(m.cancel)}
                </Button>
              )}
              {canConfirm && self && (
                <Button needsNetwork isPending={confirm.isPending} onPress={() => confirm.submit({ rentalId: rental.id, passengerId: self.id })}>
                  {intl.formatMessage(m.confirmParticipation)}
                </Button>
              )}
              {canLeave && (
                <Button
                  variant="outline"
                  needsNetwork
                  onPress={() => {
                    setLeaving(self ?? null);
                    setDialog('leave');
                  }}
                >
                  {intl.formatMessage(m.leave)}
                </Button>
              )}
            </div>
          </div>
        </Card>
      )}
      {dialogs}
    </>
  );
}
