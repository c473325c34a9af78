import type { Rental, Station, Tenant, Vehicle } from '@frontoffice/api-client';
import { formatDisplayDate, pagePath, usesFeature } from '@frontoffice/domain';
import { DateTime } from 'luxon';
import { Button } from '@frontoffice/ui/Button';
import { Card } from '@frontoffice/ui/Card';
import { Link } from '@frontoffice/ui/Link';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { SearchParams } from '../../search/searchParams.ts';
import { SearchErrorNotice } from '../SearchErrors/SearchErrorNotice.tsx';
import { StationBlock } from '../StationBlock/StationBlock.tsx';
import { actions, header, heading, muted, panel, text, warning } from '../VehicleDetails/VehicleDetails.css.ts';
import { LicenceExpiryNotice } from './LicenceExpiryNotice.tsx';
import { PrivacyConsentDialog } from './PrivacyConsentDialog.tsx';
import { useBooking } from './useBooking.ts';

/** Where the rental terms are (spec §2 booking review: a link to the rental terms, account/help/cgu). */
const RENTAL_TERMS_PATH = pagePath('help-cgu');

const m = {
  title: { id: 'search.BookingReview.title', defaultMessage: 'Vérifiez votre réservation' },
  titleCarpooling: { id: 'search.BookingReview.titleCarpooling', defaultMessage: 'Vérifiez votre covoiturage' },
  name: { id: 'search.VehicleCard.name', defaultMessage: '{make} {model}{hasYear, select, yes { ({year})} other {}}' },
  plate: { id: 'search.VehicleCard.plate', defaultMessage: 'Immatriculation {plate}' },
  dates: { id: 'search.VehicleDetails.dates', defaultMessage: 'Du {start} au {end}' },
  carpooling: { id: 'search.BookingReview.carpooling', defaultMessage: 'Trajet proposé en covoiturage' },
  carpoolingTo: { id: 'search.BookingReview.carpoolingTo', defaultMessage: 'Trajet proposé en covoiturage vers {destination}' },
  terms: { id: 'search.BookingReview.terms', defaultMessage: 'Lire les conditions de location' },
  taken: { id: 'search.BookingReview.taken', defaultMessage: "Ce véhicule a été réservé depuis votre recherche : il n'est plus disponible pour ces dates. Rien n'a été réservé ni facturé." },
  backToResults: { id: 'search.BookingReview.backToResults', defaultMessage: 'Voir les résultats à jour' },
  discard: { id: 'search.BookingReview.discard', defaultMessage: 'Modifier' },
  confirm: { id: 'search.BookingReview.confirm', defaultMessage: 'Confirmer la réservation' },
} satisfies Record<string, MessageDescriptor>;

/** Props of {@link BookingReview}. */
export interface BookingReviewProps {
  tenant: Tenant;
  /** The vehicle; undefined while it loads. */
  vehicle: Vehicle | undefined;
  /** Where the rental starts. */
  station: Station | undefined;
  /** Where it ends, on a one-way search with another end station. */
  endStation?: Station;
  /** The search, with the vehicle view's carpooling choices (`carpool`, `carpoolDest`). */
  params: SearchParams;
  /** The carpooling rental being joined, if any. */
  carpoolingId?: number;
  /** The search result's destination id, sent with the booking (spec §7 destination_id). */
  destinationId?: number | null;
  /** The map style of the station's small map (config.json's `mapStyleUrl`). */
  mapStyleUrl?: string;
  /** Discard: back to the vehicle view (spec §4). */
  onDiscard: () => void;
  /** The vehicle was taken since the search (issue 17): the driver asks for the results again. */
  onBackToResults: () => void;
  /** The booking (or the joined carpooling) exists: go to the confirmation. */
  onBooked: (rental: Rental) => void;
  /** A guest confirms: open the sign-in menu (spec §4, decision D6). */
  onSignInRequired: () => void;
  /** A member who may not book yet confirms: go to signup (spec §4). */
  onSignupRequired: () => void;
  /**
   * The current instant (the page's clock): whether the licence has already expired (issue 34).
   * @default () => DateTime.now()
   */
  now?: () => DateTime;
}

const systemClock = () => DateTime.now();

/**
 * The booking review (spec §2): vehicle, plate, dates, stations and map, a licence that ends before the booking
 * (issue 34, warned about, never blocking), the rental terms link and the confirm button, which runs the booking start
 * of spec §4 (`useBooking`). The vehicle's availability is checked once, at
 * confirm: a vehicle taken since the search is said in place, with the way back to the updated results.
 */
export function BookingReview({
  tenant,
  vehicle,
  station,
  endStation,
  params,
  mapStyleUrl,
  onDiscard,
  onBackToResults,
  now = systemClock,
  ...booking
}: BookingReviewProps) {
  const intl = useIntl();
  const { confirm, account, pending, inlineErrors, taken, consent } = useBooking({ tenant, vehicle, station, params, ...booking });
  const joining = booking.carpoolingId !== undefined;
  const date = (value: string | undefined) => formatDisplayDate(value, 'detail', intl.locale, tenant);
  const name = vehicle
    ? intl.formatMessage(m.name, { make: vehicle.make, model: vehicle.model, year: vehicle.year ?? '', hasYear: vehicle.year ? 'yes' : 'no' })
    : '';

  return (
    <article className={panel} aria-labelledby="search-review-title">
      <div className={header}>
        {/* issue 19: the view replaces the whole search page, so its title is the page's heading (one h1 per screen). */}
        <h1 id="search-review-title" className={heading}>
          {intl.formatMessage(joining ? m.titleCarpooling : m.title)}
        </h1>
      </div>
      <Card headingLevel={2} title={vehicle ? name : undefined}>
        {vehicle ? <p className={text}>{intl.formatMessage(m.plate, { plate: vehicle.license_plate })}</p> : <Skeleton lines={2} />}
        <p className={text}>{intl.formatMessage(m.dates, { start: date(params.start), end: date(params.end) })}</p>
        {!joining && params.carpool && (
          <p className={muted}>
            {params.carpoolDest ? intl.formatMessage(m.carpoolingTo, { destination: params.carpoolDest }) : intl.formatMessage(m.carpooling)}
          </p>
        )}
        <StationBlock station={station} endStation={endStation} mapStyleUrl={mapStyleUrl} />
      </Card>
      {/* issue 34, D44: the driver's licence ends before the booking does (not said to a passenger joining a carpooling, who does not drive). */}
      {!joining && <LicenceExpiryNotice tenant={tenant} user={account} end={params.end} now={now} />}
      {/* Decision D40: the rental terms are the terms version in force; a tenant without terms has none to link. */}
      {usesFeature(tenant, 'terms') && (
        <p className={text}>
          <Link href={RENTAL_TERMS_PATH}>{intl.formatMessage(m.terms)}</Link>
        </p>
      )}
      <SearchErrorNotice messages={inlineErrors} />
      {taken && (
        <p className={warning} role="alert">
          {intl.formatMessage(m.taken)}
        </p>
      )}
      <div className={actions}>
        {taken ? (
          <Button size="lg" onPress={onBackToResults}>
            {intl.formatMessage(m.backToResults)}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onPress={onDiscard} isDisabled={pending}>
              {intl.formatMessage(m.discard)}
            </Button>
            <Button size="lg" needsNetwork onPress={confirm} isPending={pending} isDisabled={!vehicle || !station}>
              {intl.formatMessage(m.confirm)}
            </Button>
          </>
        )}
      </div>
      <PrivacyConsentDialog {...consent} />
    </article>
  );
}
