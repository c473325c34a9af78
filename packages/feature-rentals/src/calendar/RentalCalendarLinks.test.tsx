// Issue 34 item 3, decision D45: the booking's `.ics` rings before the start and before the end, and keeps its UID
// with a SEQUENCE that stays put while the booking's times do and rises once they change.
import { type Rental, useTenant } from '@frontoffice/api-client';
import { calendarSequenceAt } from '@frontoffice/domain';
import { renderPage, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime, Settings } from 'luxon';
import { useReducer, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useStation } from '../rentals/useRentalData.ts';
import { RentalCalendarLinks } from './RentalCalendarLinks.tsx';

setupMswServer();

const realNow = Settings.now;
afterEach(() => {
  Settings.now = realNow;
});

/** A one-way booking from Gare Centrale (1) to Vieux-Port (2), the demo tenant's stations. */
function booking(id: number): Rental {
  return {
    id,
    status: 'pending',
    vehicle_id: 1004,
    driver_id: 1,
    start_station_id: 1,
    end_station_id: 2,
    reservation_start_time: '2031-03-10T14:00:00Z',
    reservation_end_time: '2031-03-10T18:00:00Z',
    geotracking: false,
    carpooling: false,
  };
}

/** The links as the detail renders them, with a way to re-render them and to move the booking's end. */
function Harness({ initial }: { initial: Rental }) {
  const tenant = useTenant();
  const [rental, setRental] = useState(initial);
  const [renders, rerender] = useReducer((count: number) => count + 1, 0);
  const { station } = useStation(rental.start_station_id);
  const extend = () =>
    setRental((current) => ({ ...current, reservation_end_time: new Date(Date.parse(current.reservation_end_time) + 30 * 60_000).toISOString() }));
  return (
    <>
      <RentalCalendarLinks rental={rental} vehicle={undefined} station={station} tenant={tenant} />
      <button type="button" onClick={rerender}>
        re-render {renders}
      </button>
      <button type="button" onClick={extend}>
        extend
      </button>
    </>
  );
}

/** The downloaded file's text, its folded lines joined again (RFC 5545 §3.1). */
function icsText(): string {
  const href = screen.getByRole('link', { name: /\.ics/ }).getAttribute('href') ?? '';
  return decodeURIComponent(href.slice(href.indexOf(',') + 1)).replace(/\r\n /g, '');
}

/** One property's value in the file. */
function property(name: string): string | undefined {
  return new RegExp(`\r\n${name}:([^\r]*)\r\n`).exec(icsText())?.[1];
}

/** Makes luxon's clock (the component's `DateTime.now()`) read this instant. */
function clockAt(iso: string): DateTime {
  const at = DateTime.fromISO(iso);
  Settings.now = () => at.toMillis();
  return at;
}

describe('RentalCalendarLinks: reminders and SEQUENCE (issue 34, decision D45)', () => {
  it('D45: two display alarms, 30 minutes before the start (station and access instructions) and before the end (the one-way booking’s end station)', async () => {
    const page = await renderPage(<Harness initial={booking(990_001)} />);
    const start = page.api.state.stationsById.get(1);
    const end = page.api.state.stationsById.get(2);
    await waitFor(() => expect(icsText()).toContain('LOCATION:Gare Centrale'));
    await waitFor(() => expect(icsText()).toContain('à Vieux-Port'));
    const alarms = icsText().split('BEGIN:VALARM\r\n').slice(1);
    expect(alarms).toHaveLength(2);
    expect(alarms[0]).toMatch(/^ACTION:DISPLAY\r\nTRIGGER:-PT30M\r\nDESCRIPTION:/);
    expect(alarms[1]).toMatch(/^ACTION:DISPLAY\r\nTRIGGER;RELATED=END:-PT30M\r\nDESCRIPTION:/);
    const escape = (text = '') => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');
    expect(alarms[0]).toContain(
      `DESCRIPTION:${escape(`Votre réservation commence dans 30 minutes à ${start?.name}, ${start?.address}. ${start?.description}`)}\r\nEND:VALARM`,
    );
    expect(alarms[1]).toContain(
      `DESCRIPTION:${escape(`Votre réservation se termine dans 30 minutes : ramenez le véhicule à ${end?.name}, ${end?.address}.`)}\r\nEND:VALARM`,
    );
  });

  it('D45: the end reminder of a round trip names the start station, in English too', async () => {
    const page = await renderPage(<Harness initial={{ ...booking(990_002), end_station_id: null }} />, { lang: 'en' });
    const start = page.api.state.stationsById.get(1);
    await waitFor(() => expect(icsText()).toContain(`bring the vehicle back to ${start?.name}\\, `));
    expect(icsText()).toContain(`DESCRIPTION:Your booking starts in 30 minutes at ${start?.name}\\,`);
  });

  it('D45: the SEQUENCE stays while the times do (re-render, later clock), rises with the clock once the end moves, and by one within the same second', async () => {
    const user = userEvent.setup();
    clockAt('2030-05-01T10:00:00.200Z');
    await renderPage(<Harness initial={booking(990_003)} />);
    await waitFor(() => expect(icsText()).toContain('LOCATION:Gare Centrale'));
    const uid = property('UID');
    const first = Number(property('SEQUENCE'));
    expect(first).toBe(calendarSequenceAt(DateTime.fromISO('2030-05-01T10:00:00Z')));
    expect(property('DTEND')).toBe('20310310T180000Z');

    clockAt('2030-05-01T10:05:00Z');
    await user.click(screen.getByRole('button', { name: /^re-render/ }));
    await screen.findByRole('button', { name: 're-render 1' });
    expect(property('DTSTAMP')).toBe('20300501T100500Z');
    expect(Number(property('SEQUENCE'))).toBe(first);

    const later = clockAt('2030-05-01T10:10:00.300Z');
    await user.click(screen.getByRole('button', { name: 'extend' }));
    await waitFor(() => expect(property('DTEND')).toBe('20310310T183000Z'));
    const second = Number(property('SEQUENCE'));
    expect(second).toBe(calendarSequenceAt(later));
    expect(second).toBeGreaterThan(first);
    expect(property('UID')).toBe(uid);

    // The same second on the clock: one higher all the same.
    clockAt('2030-05-01T10:10:00.900Z');
    await user.click(screen.getByRole('button', { name: 'extend' }));
    await waitFor(() => expect(property('DTEND')).toBe('20310310T190000Z'));
    expect(Number(property('SEQUENCE'))).toBe(second + 1);
    expect(property('UID')).toBe(uid);
  });
});
