import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, storyMessage, storyMessagePattern, type PrepareContext } from '@frontoffice/test-utils/story';
import { http, HttpResponse } from 'msw';
import { expect, fn } from 'storybook/test';
import { SearchPageOutline } from '../outline/SearchPageOutline.tsx';
import { NOW, SearchRoute, searchTimes, searchUrl } from '../test/searchRoute.tsx';

// The search page mounted as the app's /search route mounts it (raw search parameters parsed by the page), as the
// demo driver on the demo tenant (a private platform: only a validated driver searches), on the tests' fixed clock.
const meta = {
  title: 'Screens/Search/Search',
  component: SearchRoute,
  ...pageStories({
    feature: 'feature-search',
    path: '/search',
    signedInAs: 'driver@example.com',
    now: () => NOW.toMillis(),
  }),
  args: { onSignIn: fn(), onSignupRequired: fn() },
} satisfies Meta<typeof SearchRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const times = searchTimes();
// The form, the sub-views and the map are lazily loaded chunks. Under the story tests the first story of this file
// waits for Vite to transform them (about 20 s on an idle two-core machine, five themes at once), and CI runs the
// e2e tests beside it: measured there, 30 s was not always enough.
const timeout = 90_000;

/** spec §2 /search: the form before any search, beside the stations' map. */
export const EmptyForm: Story = {
  play: async ({ canvas, context }) => {
    await canvas.findByRole('heading', { level: 1, name: storyMessage(context, 'search.SearchPage.title') });
    // The form is a lazily loaded chunk.
    await canvas.findByRole('button', { name: storyMessage(context, 'search.SearchForm.submit') }, { timeout });
  },
};

/**
 * issue 18: what the app's /search route draws while the page's code downloads (a second on a phone): the map view's
 * title where the page draws it, and a screen's height below, marked busy.
 */
export const Outline: Story = {
  render: () => <SearchPageOutline />,
  play: async ({ canvas, canvasElement, context }) => {
    await canvas.findByRole('heading', { level: 1, name: storyMessage(context, 'search.SearchPage.title') });
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** spec §2, §7: a station search tomorrow, and the vehicles it finds. */
export const Results: Story = {
  // The cards' h3 titles sit under the results' h2 (axe heading-order).
  parameters: { page: { path: searchUrl({ station: 1, ...times }) } },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article', {}, { timeout });
  },
};

/** spec §2, §4: one vehicle of the results, its details and the book button. */
export const Vehicle: Story = {
  parameters: { page: { path: searchUrl({ view: 'vehicle', vehicleId: 1004, station: 2, ...times }) } },
  play: async ({ canvas, context }) => {
    await canvas.findByRole('button', { name: storyMessage(context, 'search.VehicleDetails.book') }, { timeout });
  },
};

/** spec §4: the booking review before confirming. */
export const BookingReview: Story = {
  parameters: { page: { path: searchUrl({ view: 'booking', vehicleId: 1001, station: 1, ...times }) } },
  play: async ({ canvas, context }) => {
    await canvas.findByRole('heading', { level: 1, name: storyMessage(context, 'search.BookingReview.title') }, { timeout });
  },
};

/**
 * issue 34, decision D44: the review of a booking that ends after the driver's licence does (its last valid day is the
 * day before the booking): the warning with the date and the link to the licence fields; confirming stays possible.
 */
export const BookingReviewLicenceExpiring: Story = {
  parameters: {
    page: {
      path: searchUrl({ view: 'booking', vehicleId: 1001, station: 1, ...times }),
      prepare({ api }: PrepareContext) {
        const driver = [...api.state.users.values()].find((user) => user.email === 'driver@example.com');
        if (driver) driver.profile.driving_licence_expiration_time = NOW.setZone('America/Montreal').toISODate() ?? '';
      },
    },
  },
  play: async ({ canvas, context }) => {
    await canvas.findByRole('link', { name: storyMessage(context, 'search.BookingReview.licenceUpdate') }, { timeout });
    await expect(canvas.getByRole('button', { name: storyMessage(context, 'search.BookingReview.confirm') })).toBeVisible();
  },
};

/** spec §2, §4: the confirmation of one of the driver's upcoming rentals. */
export const Confirmation: Story = {
  parameters: {
    page: {
      prepare({ api }: PrepareContext) {
        const driver = [...api.state.users.values()].find((user) => user.email === 'driver@example.com');
        const upcoming = [...api.state.rentals.values()]
          .filter((rental) => rental.driver_id === driver?.id && Date.parse(rental.reservation_start_time) > NOW.toMillis())
          .sort((a, b) => a.id - b.id);
        return { path: searchUrl({ view: 'confirmation', rentalId: upcoming[0]?.id }) };
      },
    },
  },
  play: async ({ canvas, context }) => {
    await canvas.findByRole('heading', { level: 1, name: storyMessagePattern(context, 'search.BookingConfirmation.title') }, { timeout });
  },
};

/** spec §8: a search the API refuses (an expired discount code) shows its message above the results. */
export const SearchError: Story = {
  parameters: { page: { path: searchUrl({ station: 1, ...times, codes: ['HIVER2025'] }) } },
  play: async ({ canvas }) => {
    await canvas.findByRole('alert', {}, { timeout });
  },
};

/** spec §8: the station list could not be loaded (GET /stations fails, after the client's retries): said in place, with a retry. */
export const StationsError: Story = {
  parameters: {
    page: { handlers: [http.get('*/stations', () => HttpResponse.json({ code: 'internal', message: 'down' }, { status: 500 }))] },
  },
  play: async ({ canvas, context }) => {
    await expect(await canvas.findByText(storyMessage(context, 'search.StationsFailure.failed'), {}, { timeout })).toHaveAttribute('role', 'alert');
    await expect(canvas.getByRole('button', { name: storyMessage(context, 'search.SearchFailure.retry') })).toBeEnabled();
  },
};
