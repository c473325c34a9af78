import { type Rental, rentalPassengersQueryOptions, type Tenant, type User, useApiClient, type Vehicle } from '@frontoffice/api-client';
import { rentalActions, rentalRole, rentalStatusGroup } from '@frontoffice/domain';
import { PageFrame } from '@frontoffice/ui/PageFrame';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { AsOf } from '../AsOf/AsOf.tsx';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { detailPhotoOf } from '../../rentals/prefetch.ts';
import { useNow } from '../../rentals/useNow.ts';
import { useStation, useVehicle } from '../../rentals/useRentalData.ts';
import { RentalRoleBadge, RentalStatusBadge } from '../RentalStatusBadge/RentalStatusBadge.tsx';
import { LazyMainColumn, LazySideColumn, loadedRentalDetailBody } from './bodyChunk.ts';
import * as s from './RentalDetail.css.ts';

const m = {
  title: { id: 'rentals.RentalDetail.title' },
  carpoolingTitle: { id: 'rentals.RentalDetail.carpoolingTitle' },
  photo: { id: 'rentals.RentalDetail.photo' },
} satisfies Record<string, MessageDescriptor>;

/** Props of {@link RentalDetail}. */
export interface RentalDetailProps {
  rental: Rental;
  user: User;
  tenant: Tenant;
  /** The link back to the list it was opened from. */
  back: ReactNode;
  mapStyleUrl?: string;
  /** When the rental was last answered by the server: said while offline (issue 33, D42). */
  updatedAt?: number;
  /**
   * false: only the head (the title, the badges and the photo) and a placeholder below it, the page busy, while the
   * rest's answers come (issue 32: the photo, the page's largest paint, first); the head stays where it is drawn.
   * @default true
   */
  showsBody?: boolean;
}


/** What both columns of the body read ({@link useBody}): one clock, one set of actions. */
export type Body = ReturnType<typeof useBody>;

/**
 * What both columns of the body read: the clock, the start station, the passengers and the actions spec §6 gives.
 * `ask` false (the head alone): nothing is asked for yet (issue 32).
 */
function useBody(rental: Rental, user: User, tenant: Tenant, vehicle: Vehicle | undefined, ask: boolean) {
  const client = useApiClient();
  const now = useNow();
  const { station } = useStation(rental.start_station_id, ask);
  const passengers = useQuery({ ...rentalPassengersQueryOptions(client, rental.id), enabled: rental.carpooling && ask }).data ?? [];
  const actions = rentalActions(rental, user.id, tenant, vehicle, now);
  const self = passengers.find((p) => p.user_id === user.id || p.email.toLowerCase() === user.email.toLowerCase());
  const open = rentalStatusGroup(rental.status) !== 'closed';
  return { now, vehicle, station, passengers, actions, self, open };
}

/**
 * The booking detail (spec §2): the vehicle's image and specs, the trip (dates, duration, destination, distances,
 * price), the driver and passengers, the station with its map and access instructions, the calendar links (D37) and
 * the actions spec §6 gives the viewer's role, and for its owner while it is upcoming or in progress, extend (issue 34). A passenger sees the carpooling title (spec §6).
 */
export function RentalDetail({ rental, user, tenant, back, mapStyleUrl, updatedAt = 0, showsBody = true }: RentalDetailProps) {
  const intl = useIntl();
  const vehicle = useVehicle(rental.vehicle_id);
  const body = useBody(rental, user, tenant, vehicle.data, showsBody);
  const role = rentalRole(rental, user.id);
  const name = vehicle.data ? `${vehicle.data.make} ${vehicle.data.model}` : '';
  const title = intl.formatMessage(role === 'passenger' ? m.carpoolingTitle : m.title, { vehicle: name, hasVehicle: name ? 'yes' : 'no', id: rental.id });
  const photo = detailPhotoOf(vehicle.data);
  // Issue 33: a photo that cannot load (offline, never seen on this device) leaves no broken image behind.
  const [failedPhoto, setFailedPhoto] = useState<string>();
  // The body's chunk, loaded by the page before it shows the body (useRentalDetailBodyReady); else drawn once it comes.
  const bodyModule = loadedRentalDetailBody();
  return (
    <PageFrame title={title} headerEnd={back} width="content" busy={!showsBody}>
      <AsOf updatedAt={updatedAt} />
      <div className={s.badges}>
        <RentalStatusBadge status={rental.status} />
        {(rental.carpooling || role === 'passenger') && <RentalRoleBadge role={role} />}
      </div>
      <div className={s.layout}>
        <div className={s.column}>
          {photo && photo !== failedPhoto && (
            <img className={s.photo} src={photo} alt={intl.formatMessage(m.photo, { name })} fetchPriority="high" onError={() => setFailedPhoto(photo)} />
          )}
          {showsBody ? (
            bodyModule ? (
              <bodyModule.MainColumn rental={rental} user={user} tenant={tenant} body={body} />
            ) : (
              <Suspense fallback={<Skeleton lines={4} />}>
                <LazyMainColumn rental={rental} user={user} tenant={tenant} body={body} />
              </Suspense>
            )
          ) : (
            <Skeleton lines={4} />
          )}
        </div>
        {showsBody &&
          (bodyModule ? (
            <bodyModule.SideColumn rental={rental} user={user} tenant={tenant} body={body} mapStyleUrl={mapStyleUrl} />
          ) : (
            <Suspense fallback={null}>
              <LazySideColumn rental={rental} user={user} tenant={tenant} body={body} mapStyleUrl={mapStyleUrl} />
            </Suspense>
          ))}
      </div>
    </PageFrame>
  );
}
