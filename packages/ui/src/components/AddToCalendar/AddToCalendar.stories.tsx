import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { AddToCalendar } from './AddToCalendar.tsx';

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Frontoffice//Bookings//EN\r\nBEGIN:VEVENT\r\nUID:rental-42@demo\r\nDTSTAMP:20261120T080000Z\r\nDTSTART:20261201T190000Z\r\nDTEND:20261201T233000Z\r\nSUMMARY:Renault Zoe\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

function Demo() {
  const t = useStoryText();
  return (
    <AddToCalendar
      icsText={ICS}
      fileName="booking-42.ics"
      googleUrl="https://calendar.google.com/calendar/render?action=TEMPLATE&text=Renault%20Zoe&dates=20261201T190000Z/20261201T233000Z"
      downloadLabel={t('Ajouter à mon agenda (.ics)', 'Add to my calendar (.ics)')}
      googleLabel={t('Ajouter à Google Agenda', 'Add to Google Calendar')}
      label={t('Ajouter à un agenda', 'Add to a calendar')}
    />
  );
}

const meta = { title: 'Actions/AddToCalendar', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Decision D37: a booking's .ics download and Google Calendar link. */
export const Booking: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]?.getAttribute('download')).toBe('booking-42.ics');
  },
};
