import type { Rental, Station, Tenant, Vehicle } from '@frontoffice/api-client';
import {
  CALENDAR_REMINDER_MINUTES,
  googleCalendarUrl,
  icsCalendar,
  rentalCalendarEvent,
  rentalCalendarFileName,
  rentalReturnStationId,
} from '@frontoffice/domain';
import { AddToCalendar } from '@frontoffice/ui/AddToCalendar';
import { DateTime } from 'luxon';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { useStation } from '../rentals/useRentalData.ts';
import { rentalCalendarSequence } from './calendarSequence.ts';

const m = {
  label: { id: 'rentals.RentalCalendarLinks.label' },
  download: { id: 'rentals.RentalCalendarLinks.download' },
  google: { id: 'rentals.RentalCalendarLinks.google' },
  title: { id: 'rentals.RentalCalendarLinks.title' },
  location: { id: 'rentals.RentalCalendarLinks.location' },
  startReminder: { id: 'rentals.RentalCalendarLinks.startReminder' },
  endReminder: { id: 'rentals.RentalCalendarLinks.endReminder' },
} satisfies Record<string, MessageDescriptor>;

/** Props of {@link RentalCalendarLinks}. */
export interface RentalCalendarLinksProps {
  rental: Rental;
  vehicle: Vehicle | undefined;
  station: Station | undefined;
  tenant: Tenant;
}

/** A station's name and address, as the event's location and the reminders name it. */
function place(intl: IntlShape, station: Station | undefined): string | null {
  return station
    ? intl.formatMessage(m.location, { name: station.name, address: station.address ?? '', hasAddress: station.address ? 'yes' : 'no' })
    : null;
}

/**
 * The booking in a calendar (decision D37): an `.ics` file (one VEVENT in UTC, the station's address as location, the
 * access instructions as description) and a Google Calendar link, built by the domain's calendar rule. Issue 34,
 * decision D45: the file rings 30 minutes before the start (the station and its access instructions) and 30 minutes
 * before the end (where to bring the vehicle back), and its SEQUENCE rises when the booking's times change, so that a
 * calendar updates the event it already has.
 */
export function RentalCalendarLinks({ rental, vehicle, station, tenant }: RentalCalendarLinksProps) {
  const intl = useIntl();
  // The start station for a round trip: the same cached station query as the detail's, no other request.
  const { station: returnStation } = useStation(rentalReturnStationId(rental));
  const title = intl.formatMessage(m.title, {
    vehicle: vehicle ? `${vehicle.make} ${vehicle.model}` : '',
    hasVehicle: vehicle ? 'yes' : 'no',
    operator: tenant.human_name,
  });
  const location = place(intl, station);
  const instructions = station?.description ?? null;
  const returnPlace = place(intl, returnStation);
  const reminders = {
    start: intl.formatMessage(m.startReminder, {
      minutes: CALENDAR_REMINDER_MINUTES,
      station: location ?? '',
      hasStation: location ? 'yes' : 'no',
      instructions: instructions ?? '',
      hasInstructions: instructions ? 'yes' : 'no',
    }),
    end: intl.formatMessage(m.endReminder, { minutes: CALENDAR_REMINDER_MINUTES, station: returnPlace ?? '', hasStation: returnPlace ? 'yes' : 'no' }),
  };
  const event = rentalCalendarEvent(rental, { title, location, description: instructions, reminders }, window.location.hostname);
  if (!event) return null;
  const now = DateTime.now();
  return (
    <AddToCalendar
      icsText={icsCalendar(event, now, rentalCalendarSequence(rental.id, event, now))}
      fileName={rentalCalendarFileName(rental)}
      googleUrl={googleCalendarUrl(event, tenant)}
      label={intl.formatMessage(m.label)}
      downloadLabel={intl.formatMessage(m.download)}
      googleLabel={intl.formatMessage(m.google)}
    />
  );
}
