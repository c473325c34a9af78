import type { Tenant, Rental, User } from '@frontoffice/api-client';
import { damageReportModeOf, extendOffer } from '@frontoffice/domain';
import { useNavigate } from '@tanstack/react-router';
import { RentalCalendarLinks } from '../../calendar/RentalCalendarLinks.tsx';
import { ConditionCard } from '../../condition/ConditionCard.tsx';
import { ExtendCard } from '../../extend/ExtendCard.tsx';
import { rentalListPath } from '../../rentals/links.ts';
import { useDateTime } from '../../rentals/useNowDateTime.ts';
import { useCategories, useStation } from '../../rentals/useRentalData.ts';
import { PeopleCard } from '../Passengers/PeopleCard.tsx';
import { RentalActions } from '../RentalActions/RentalActions.tsx';
import type { Body } from './RentalDetail.tsx';
import * as s from './RentalDetail.css.ts';
import { StationFacts } from './StationFacts.tsx';
import { TripFacts } from './TripFacts.tsx';
import { VehicleFacts } from './VehicleFacts.tsx';

/*
 * The booking detail's body, below its head (issue 32): a chunk of its own (bodyChunk.ts), which the page asks for
 * once the head is on screen, so that the head (the title, the badges, the photo: the page's largest paint) is drawn
 * by a small chunk and its photo is not kept waiting by the body's files. Its actions' dialogs, the condition card, extend, the station's map and the people come with it.
 */

/** What the parts of the detail below its head read. */
interface BodyProps {
  rental: Rental;
  user: User;
  tenant: Tenant;
  /** What both columns read, computed once for the page ({@link useBody}): one clock, one set of actions. */
  body: Body;
}

/** The first column below the photo: the condition card, extend, the actions, the trip and the vehicle's facts. */
export function MainColumn({ rental, user, tenant, body }: BodyProps) {
  const navigate = useNavigate();
  const categories = useCategories();
  const { vehicle, station, actions, self, open } = body;
  const now = useDateTime(body.now);
  // Issue 34 (D44): the owner's booking, upcoming or in progress, offers to extend it.
  const extend = extendOffer(rental, user.id, tenant, now);
  return (
    <>
      {/* Issue 35 (D47): the vehicle's condition, the owner's, where the tenant has condition reports; first when asked for. */}
      {actions.isOwner && damageReportModeOf(tenant) !== 'none' && <ConditionCard rental={rental} tenant={tenant} userId={user.id} now={now} />}
      {extend.kind !== 'none' && (
        <ExtendCard
          rental={rental}
          tenant={tenant}
          offer={extend}
          now={now}
          calendar={<RentalCalendarLinks rental={rental} vehicle={vehicle} station={station} tenant={tenant} />}
        />
      )}
      <RentalActions rental={rental} actions={actions} self={self} onLeft={() => void navigate({ to: rentalListPath('carpoolings') })} />
      <TripFacts
        rental={rental}
        tenant={tenant}
        footer={open ? <RentalCalendarLinks rental={rental} vehicle={vehicle} station={station} tenant={tenant} /> : undefined}
      />
      {vehicle && <VehicleFacts vehicle={vehicle} categories={categories} tenant={tenant} />}
    </>
  );
}

/** The second column (beside the first on a desktop): the station with its map, the driver and the passengers. */
export function SideColumn({ rental, user, body, mapStyleUrl }: BodyProps & { mapStyleUrl?: string }) {
  const { station, passengers, actions, open } = body;
  const { station: endStation } = useStation(rental.end_station_id);
  return (
    <div className={s.column}>
      {station && <StationFacts station={station} endStation={endStation} showsAccess={open} mapStyleUrl={mapStyleUrl} />}
      <PeopleCard rental={rental} user={user} actions={actions} passengers={passengers} />
    </div>
  );
}

