import type { Rental, Tenant } from '@frontoffice/api-client';
import { formatDisplayDate, rentalRole } from '@frontoffice/domain';
import { Link } from '@frontoffice/ui/Link';
import { Price } from '@frontoffice/ui/Price';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { rentalDetailPath, type RentalListPage } from '../../rentals/links.ts';
import type { RentalListSearch } from '../../rentals/listSearch.ts';
import { useStation, useVehicle } from '../../rentals/useRentalData.ts';
import { RentalRoleBadge, RentalStatusBadge } from '../RentalStatusBadge/RentalStatusBadge.tsx';
import * as s from './RentalCard.css.ts';

const m = {
  vehicle: { id: 'rentals.RentalCard.vehicle' },
  unknownVehicle: { id: 'rentals.RentalCard.unknownVehicle' },
  dates: { id: 'rentals.RentalCard.dates' },
  station: { id: 'rentals.RentalCard.station' },
  destination: { id: 'rentals.RentalCard.destination' },
} satisfies Record<string, MessageDescriptor>;

/** Props of {@link RentalCard}. */
export interface RentalCardProps {
  rental: Rental;
  tenant: Tenant;
  /** The list it is shown in: its detail route (spec §2). */
  list: RentalListPage;
  /** The list's pages in the address, carried to the detail for its way back (spec §9, issue 31). */
  listSearch?: RentalListSearch;
  /** The viewer's account id, for the driver or passenger mark. */
  userId: number | undefined;
  /**
   * Marks the viewer's role (driver or passenger) on the card: always in the carpoolings list (issue 15), and on any
   * rental the viewer joined as a passenger.
   * @default false
   */
  showRole?: boolean;
  /**
   * The level of the vehicle's heading, to fit the page outline (4 under the history's month headings).
   * @default 3
   */
  headingLevel?: 3 | 4;
}

/**
 * One booking of a list (spec §2, issue 15): the vehicle's photo, make and model, the station, the dates
 * (`D MMMM HH[h]mm` in the tenant's zone, spec §9), the status label (spec §4) and the price. The vehicle's name is
 * the one link of the card, stretched over it, so a click anywhere opens the detail.
 */
export function RentalCard({ rental, tenant, list, listSearch, userId, showRole = false, headingLevel = 3 }: RentalCardProps) {
  const Heading = `h${headingLevel}` as const;
  const intl = useIntl();
  const vehicle = useVehicle(rental.vehicle_id);
  const { station, isPending: stationPending } = useStation(rental.start_station_id);
  const role = rentalRole(rental, userId);
  const name = vehicle.data
    ? intl.formatMessage(m.vehicle, { make: vehicle.data.make, model: vehicle.data.model })
    : intl.formatMessage(m.unknownVehicle, { id: rental.id });
  const photo = vehicle.data?.thumbnail_url ?? vehicle.data?.photos[0]?.medium_url;
  const date = (value: string) => formatDisplayDate(value, 'card', intl.locale, tenant);
  return (
    <article className={s.card}>
      {/* issue 32: the photo's place has the photo's size before it comes (the width's 4:3), so the card keeps its height. */}
      {photo ? <img className={s.thumb} src={photo} alt="" /> : <Skeleton className={s.thumb} height="auto" />}
      <div className={s.body}>
        <Heading className={s.title}>
          <Link className={s.stretched} href={rentalDetailPath(list, rental.id, listSearch)}>
            {name}
          </Link>
        </Heading>
        {station ? (
          <p className={s.line}>{intl.formatMessage(m.station, { name: station.name })}</p>
        ) : (
          // issue 32: the station's line keeps its place while the station is looked for, so the card does not grow.
          stationPending && (
            <p className={s.line} aria-hidden="true">
              {'\u00a0'}
            </p>
          )
        )}
        <p className={s.line}>
          {intl.formatMessage(m.dates, { start: date(rental.reservation_start_time), end: date(rental.reservation_end_time) })}
        </p>
        {rental.carpooling && rental.carpooling_destination && (
          <p className={s.line}>{intl.formatMessage(m.destination, { destination: rental.carpooling_destination })}</p>
        )}
        <div className={s.footer}>
          <RentalStatusBadge status={rental.status} />
          {(showRole || role === 'passenger') && <RentalRoleBadge role={role} />}
          {rental.price && (
            <Price className={s.price} amountCents={rental.price.value_cents} currency={rental.price.iso_code} size="sm" />
          )}
        </div>
      </div>
    </article>
  );
}
