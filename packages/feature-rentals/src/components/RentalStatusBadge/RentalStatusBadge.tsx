import { type RentalStatusLabel, rentalStatusLabel, type RentalRole } from '@frontoffice/domain';
import { Badge, type BadgeProps } from '@frontoffice/ui/Badge';
import { type MessageDescriptor, useIntl } from 'react-intl';

const m = {
  upcoming: { id: 'rentals.RentalStatusBadge.upcoming' },
  planned: { id: 'rentals.RentalStatusBadge.planned' },
  in_progress: { id: 'rentals.RentalStatusBadge.in_progress' },
  closed: { id: 'rentals.RentalStatusBadge.closed' },
  expired: { id: 'rentals.RentalStatusBadge.expired' },
  cancelled: { id: 'rentals.RentalStatusBadge.cancelled' },
  refused: { id: 'rentals.RentalStatusBadge.refused' },
} satisfies Record<RentalStatusLabel, MessageDescriptor>;

const roles = {
  driver: { id: 'rentals.RentalStatusBadge.driver' },
  passenger: { id: 'rentals.RentalStatusBadge.passenger' },
} satisfies Record<RentalRole, MessageDescriptor>;

const TONES: Record<RentalStatusLabel, NonNullable<BadgeProps['tone']>> = {
  in_progress: 'info',
  upcoming: 'brand',
  planned: 'success',
  closed: 'neutral',
  expired: 'warning',
  cancelled: 'danger',
  refused: 'danger',
};

/**
 * The status label of a rental (spec §4: 'in progress' for check_in, check_out, in_progress and locking, 'upcoming'
 * for pending, 'planned' for prepared; each closed status its own, see the domain's RENTAL_STATUS_LABELS). Nothing for
 * an unknown status.
 */
export function RentalStatusBadge({ status }: { status: string }) {
  const intl = useIntl();
  const label = rentalStatusLabel(status);
  if (!label) return null;
  return <Badge tone={TONES[label]}>{intl.formatMessage(m[label])}</Badge>;
}

/** Whether the viewer drives this rental or rides in it as a passenger (spec §6; carpoolings are marked so, issue 15). */
export function RentalRoleBadge({ role }: { role: RentalRole }) {
  const intl = useIntl();
  return <Badge tone={role === 'driver' ? 'neutral' : 'info'}>{intl.formatMessage(roles[role])}</Badge>;
}
