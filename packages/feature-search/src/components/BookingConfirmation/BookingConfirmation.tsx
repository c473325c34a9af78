import {
  type Rental,
  type Station,
  stationsQueryOptions,
  type Tenant,
  useApiClient,
  userRentalQueryOptions,
  vehicleQueryOptions,
} from '@frontoffice/api-client';
import {
  CALENDAR_REMINDER_MINUTES,
  calendarSequenceAt,
  formatDisplayDate,
  googleCalendarUrl,
  icsCalendar,
  pagePath,
  rentalCalendarEvent,
  rentalCalendarFileName,
  rentalReturnStationId,
} from '@frontoffice/domain';
import { AddToCalendar } from '@frontoffice/ui/AddToCalendar';
import { Button } from '@frontoffice/ui/Button';
import { Card } from '@frontoffice/ui/Card';
import { Checkmark } from '@frontoffice/ui/Checkmark';
import { Link } from '@frontoffice/ui/Link';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useIntl } from 'react-intl';
import { actions, heading, muted, panel, text } from '../VehicleDetails/VehicleDetails.css.ts';

/** Where the confirmation's FAQ link leads (spec §2 account/help/faq). */
const FAQ_PATH = pagePath('help-faq');
/** The booking's detail, where the driver finds it again (spec §2 account/bookings/{id}?page=bookings). */
const bookingPath = (id: number) => `${pagePath('bookings')}/${id}?page=bookings`;

/** Props of {@link BookingConfirmation}. */
export interface BookingConfirmationProps {
  tenant: Tenant;
  /** The booking made (or the carpooling joined). */
  rentalId: number;
  /**
   * The driver joined a carpooling: the title says "carpooling confirmed" (spec §2).
   * @default false
   */
  joinedCarpooling?: boolean;
  /** Leaves the confirmation: the search starts again (spec §4). */
  onNewSearch: () => void;
}

/** The confirmation (spec §2): its title, access instructions and a link to the FAQ. */
export function BookingConfirmation({ tenant, rentalId, joinedCarpooling = false, onNewSearch }: BookingConfirmationProps) {
  const intl = useIntl();
  const client = useApiClient();
  const rental = useQuery(userRentalQueryOptions(client, rentalId));
  const vehicleId = rental.data?.vehicle_id;
  const vehicle = useQuery({ ...vehicleQueryOptions(client, vehicleId ?? 0), enabled: vehicleId !== undefined });
  const stations = useQuery(stationsQueryOptions(client));
  const station = stations.data?.find((s) => s.id === rental.data?.start_station_id);
  const returnStation = rental.data ? stations.data?.find((s) => s.id === rentalReturnStationId(rental.data)) : undefined;
  const title = intl.formatMessage({ id: joinedCarpooling ? 'search.BookingConfirmation.carpoolingTitle' : 'search.BookingConfirmation.title' });
  return (
    <article className={panel} aria-labelledby="search-confirmation-title">
      <Checkmark />
      {/* issue 19: the view replaces the whole search page, so its title is the page's heading (one h1 per screen). */}
      <h1 id="search-confirmation-title" className={heading}>
        {title}
      </h1>
      <Card headingLevel={2} title={intl.formatMessage({ id: 'search.BookingConfirmation.access' })}>
        {rental.data ? (
          <>
            {vehicle.data && (
              <p className={text}>
                {intl.formatMessage(
                  { id: 'search.VehicleCard.name' },
                  { make: vehicle.data.make, model: vehicle.data.model, year: vehicle.data.year ?? '', hasYear: vehicle.data.year ? 'yes' : 'no' },
                )}{' '}
                · {intl.formatMessage({ id: 'search.VehicleCard.plate' }, { plate: vehicle.data.license_plate })}
              </p>
            )}
            <p className={text}>
              {intl.formatMessage(
                { id: 'search.BookingConfirmation.instructions' },
                {
                  start: formatDisplayDate(rental.data.reservation_start_time, 'detail', intl.locale, tenant),
                  station: station?.name ?? '',
                  address: station?.address ?? '',
                  hasStation: station ? 'yes' : 'no',
                },
              )}
            </p>
            <p className={muted}>{intl.formatMessage({ id: 'search.BookingConfirmation.unlock' })}</p>
            <BookingCalendarLinks
              rental={rental.data}
              tenant={tenant}
              vehicleName={vehicle.data ? `${vehicle.data.make} ${vehicle.data.model}` : null}
              station={station}
              returnStation={returnStation}
            />
          </>
        ) : (
          <Skeleton lines={3} />
        )}
      </Card>
      <p className={text}>
        <Link href={bookingPath(rentalId)}>{intl.formatMessage({ id: 'search.BookingConfirmation.booking' })}</Link>
      </p>
      <p className={text}>
        <Link href={FAQ_PATH}>{intl.formatMessage({ id: 'search.BookingConfirmation.faq' })}</Link>
      </p>
      <div className={actions}>
        <Button onPress={onNewSearch}>{intl.formatMessage({ id: 'search.BookingConfirmation.newSearch' })}</Button>
      </div>
    </article>
  );
}

/** Props of {@link BookingCalendarLinks}. */
interface BookingCalendarLinksProps {
  rental: Rental;
  tenant: Tenant;
  vehicleName: string | null;
  station: Station | undefined;
  /** Where the vehicle goes back (the start station of a round trip), for the end's reminder. */
  returnStation: Station | undefined;
}

/**
 * The booking in a calendar (decision D37), as on the booking's detail: an `.ics` file (UTC times, the station as
 * location, its access instructions as description, the two reminders of D45) and a Google Calendar link, from the
 * domain's calendar rule.
 */
function BookingCalendarLinks({ rental, tenant, vehicleName, station, returnStation }: BookingCalendarLinksProps) {
  const intl = useIntl();
  const title = intl.formatMessage(
    { id: 'search.BookingConfirmation.calendarTitle' },
    { operator: tenant.human_name, vehicle: vehicleName ?? '', hasVehicle: vehicleName ? 'yes' : 'no' },
  );
  const place = (of: Station | undefined) => (of ? [of.name, of.address].filter(Boolean).join(', ') : null);
  const location = place(station);
  const instructions = station?.description ?? null;
  const back = place(returnStation);
  // Issue 34, decision D45: the file rings 30 minutes before the start and before the end, as the detail's does.
  const reminders = {
    start: intl.formatMessage(
      { id: 'search.BookingConfirmation.startReminder' },
      { minutes: CALENDAR_REMINDER_MINUTES, station: location ?? '', hasStation: location ? 'yes' : 'no', instructions: instructions ?? '', hasInstructions: instructions ? 'yes' : 'no' },
    ),
    end: intl.formatMessage({ id: 'search.BookingConfirmation.endReminder' }, { minutes: CALENDAR_REMINDER_MINUTES, station: back ?? '', hasStation: back ? 'yes' : 'no' }),
  };
  const event = rentalCalendarEvent(rental, { title, location, description: instructions, reminders }, window.location.hostname);
  if (!event) return null;
  const now = DateTime.now();
  return (
    <AddToCalendar
      // D45: a SEQUENCE from the clock: a later download (the detail's, after a change) is a newer version.
      icsText={icsCalendar(event, now, calendarSequenceAt(now))}
      fileName={rentalCalendarFileName(rental)}
      googleUrl={googleCalendarUrl(event, tenant)}
      label={intl.formatMessage({ id: 'search.BookingConfirmation.calendar' })}
      downloadLabel={intl.formatMessage({ id: 'search.BookingConfirmation.calendarDownload' })}
      googleLabel={intl.formatMessage({ id: 'search.BookingConfirmation.calendarGoogle' })}
    />
  );
}
