import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { AddToCalendar, icsDataUrl } from './AddToCalendar.tsx';

afterEach(cleanup);

const ics = 'BEGIN:VCALENDAR\r\nSUMMARY:Réservation, Zoé\r\nEND:VCALENDAR\r\n';

describe('AddToCalendar (decision D37)', () => {
  it('offers the .ics as a download under its name and the Google link in a new tab', () => {
    render(
      <AddToCalendar
        icsText={ics}
        fileName="booking-42.ics"
        googleUrl="https://calendar.google.com/calendar/render?action=TEMPLATE"
        downloadLabel="Ajouter à mon agenda (.ics)"
        googleLabel="Ajouter à Google Agenda"
        label="Ajouter à un agenda"
      />,
    );
    expect(screen.getByRole('group', { name: 'Ajouter à un agenda' })).toBeTruthy();
    const download = screen.getByRole('link', { name: 'Ajouter à mon agenda (.ics)' });
    expect(download.getAttribute('download')).toBe('booking-42.ics');
    expect(download.getAttribute('href')).toBe(icsDataUrl(ics));
    const google = screen.getByRole('link', { name: 'Ajouter à Google Agenda' });
    expect(google.getAttribute('href')).toBe('https://calendar.google.com/calendar/render?action=TEMPLATE');
    expect(google.getAttribute('target')).toBe('_blank');
    expect(google.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('encodes the text so that the file is the same once decoded (CRLF and accents kept)', () => {
    const url = icsDataUrl(ics);
    expect(url.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(ics);
  });
});
