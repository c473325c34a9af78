import type { Rental, Station, Tenant, Vehicle } from '@frontoffice/api-client';
import { googleCalendarUrl, icsCalendar, rentalCalendarEvent, rentalCalendarFileName } from '@frontoffice/domain';
import { AddToCalendar } from '@frontoffice/ui/AddToCalendar';
import { DateTime } from 'luxon';
import { type MessageDescriptor, useIntl } from 'react-intl';

const m = {
  label: { id: 'rentals.RentalCalendarLinks.label' },
  download: { id: 'rentals.RentalCalendarLinks.download' },
  google: { id: 'rentals.RentalCalendarLinks.google' },
  title: { id: 'rentals.RentalCalendarLinks.title' },
  location: { id: 'rentals.RentalCalendarLinks.location' },
} satisfies Record<string, MessageDescriptor>;

/** Props of {@link RentalCalendarLinks}. */
export interface RentalCalendarLinksProps {
  rental: Rental;
  vehicle: Vehicle | undefined;
  station: Station | undefined;
  tenant: Tenant;
}

/**
 * The booking in a calendar (decision D37): an `.ics` file (one VEVENT in UTC, the station's address as location, the
 * access instructions as description) and a Google Calendar link, built by the domain's calendar rule.
 */
export function RentalCalendarLinks({ rental, vehicle, station, tenant }: RentalCalendarLinksProps) {
  const intl = useIntl();
  const title = intl.formatMessage(m.title, {
    vehicle: vehicle ? `${vehicle.make} ${vehicle.model}` : '',
    hasVehicle: vehicle ? 'yes' : 'no',
    operator: tenant.human_name,
  });
  const location = station
    ? intl.formatMessage(m.location, { name: station.name, address: station.address ?? '', hasAddress: station.address ? 'yes' : 'no' })
    : null;
  const event = rentalCalendarEvent(rental, { title, location, description: station?.description ?? null }, window.location.hostname);
  if (!event) return null;
  return (
    <AddToCalendar
      icsText={icsCalendar(event, DateTime.now())}
      fileName={rentalCalendarFileName(rental)}
      googleUrl={googleCalendarUrl(event, tenant)}
      label={intl.formatMessage(m.label)}
      downloadLabel={intl.formatMessage(m.download)}
      googleLabel={intl.formatMessage(m.google)}
    />
  );
}
