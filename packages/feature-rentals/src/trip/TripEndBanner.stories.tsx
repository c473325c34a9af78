import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, type PrepareContext, storyMessage, storyMessagePattern } from '@frontoffice/test-utils/story';
import { http, HttpResponse } from 'msw';
import { seededRental } from '../test/detailRoute.tsx';
import TripEndBanner from './TripEndBanner.tsx';

const MINUTE = 60_000;
const timeout = 20_000;

/** The demo driver's trip in progress, made to end `minutes` after the demo API's now. */
const endingIn = (minutes: number) => ({
  prepare: ({ api }: PrepareContext) => {
    const rental = seededRental(api, 'in_progress');
    rental.reservation_end_time = new Date(Math.floor((api.now() + minutes * MINUTE) / MINUTE) * MINUTE).toISOString();
  },
});

const meta = {
  title: 'Screens/Bookings/Trip end banner',
  component: TripEndBanner,
  ...pageStories({ feature: 'feature-rentals', signedInAs: 'driver@example.com', ...endingIn(20) }),
} satisfies Meta<typeof TripEndBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 34 item 2: 20 minutes before the end of the driver's trip, on every page: when, and the way to extend. */
export const Ending: Story = {
  play: async ({ canvas, context }) => {
    await canvas.findByText(storyMessagePattern(context, 'rentals.TripEnd.ending'), {}, { timeout });
    await canvas.findByRole('link', { name: storyMessage(context, 'rentals.TripEnd.extend') });
  },
};

/**
 * Issue 34 item 2: the end has passed and the operator still has the trip in progress (the demo API closes a trip at its
 * end: its list answer is replaced): overdue, and the way to the booking.
 */
export const Overdue: Story = {
  parameters: {
    page: {
      tenant: 'cityshare',
      handlers: [
        http.get('*/user/rentals', () => {
          const end = new Date(Math.floor((Date.now() - 10 * MINUTE) / MINUTE) * MINUTE).toISOString();
          const start = new Date(Date.parse(end) - 4 * 3600_000).toISOString();
          const rental = { id: 9001, status: 'in_progress', driver_id: 1, vehicle_id: 1, start_station_id: 1, end_station_id: null, reservation_start_time: start, reservation_end_time: end, geotracking: false, carpooling: false, discount_codes: [] };
          return HttpResponse.json({ rentals: [rental], meta: { total: 1, limit: 3, page: 1 } });
        }),
      ],
    },
  },
  play: async ({ canvas, context }) => {
    await canvas.findByText(storyMessagePattern(context, 'rentals.TripEnd.overdue'), {}, { timeout });
    await canvas.findByRole('link', { name: storyMessage(context, 'rentals.TripEnd.view') });
  },
};
