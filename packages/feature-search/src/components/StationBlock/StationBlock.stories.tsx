import { pageStories, storyApi, storyMessage } from '@frontoffice/test-utils/story';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { MapProvider, type MapRef, useMap } from 'react-map-gl/maplibre';
import { expect, fn, waitFor } from 'storybook/test';
import { NOW, SearchRoute, searchTimes, searchUrl } from '../../test/searchRoute.tsx';

// The station's small map of the vehicle view and of the booking review (spec §2: "stations with a map (zoom 17)";
// "address and map"), drawn by maplibre in the browser: happy-dom has no WebGL, so the page tests see only its place.
// The page is mounted as the app's /search route mounts it; a probe reads the drawn map's view through react-map-gl's
// MapProvider, the way the driver sees it: its zoom and its centre.

/** The map the page drew, once it has (the probe keeps it for the play function; a new story's probe starts empty). */
const drawn: { map?: MapRef } = {};

function MapProbe() {
  drawn.map = useMap().default;
  return null;
}

const meta = {
  title: 'Screens/Search/Station map',
  component: SearchRoute,
  ...pageStories({ feature: 'feature-search', path: '/search', signedInAs: 'driver@example.com', now: () => NOW.toMillis() }),
  args: { onSignIn: fn(), onSignupRequired: fn() },
  render: (args) => (
    <MapProvider>
      <SearchRoute {...args} />
      <MapProbe />
    </MapProvider>
  ),
} satisfies Meta<typeof SearchRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

// The views and maplibre are lazily loaded chunks that the story tests' dev server transforms on first use.
const timeout = 90_000;
const times = searchTimes();

/** Waits for the station's map to be drawn, then checks it shows the station at zoom 17 (spec §2, §9). */
async function showsStationAtZoom17(canvas: StoryContext['canvas'], context: StoryContext, stationId: number) {
  const region = await canvas.findByRole('region', { name: storyMessage(context, 'search.SearchMap.label') }, { timeout });
  await waitFor(() => expect(Number(region.dataset.mapIdle)).toBeGreaterThan(0), { timeout });
  const station = storyApi(context).state.stationsById.get(stationId);
  await waitFor(() => expect(drawn.map).toBeDefined(), { timeout });
  await expect(drawn.map?.getZoom()).toBe(17);
  const centre = drawn.map?.getCenter();
  await expect(centre?.lat).toBeCloseTo(station?.latitude ?? Number.NaN, 6);
  await expect(centre?.lng).toBeCloseTo(station?.longitude ?? Number.NaN, 6);
}

/** spec §2 vehicle details: the start station (Vieux-Port) on its map, at zoom 17. */
export const OnVehicle: Story = {
  parameters: { page: { path: searchUrl({ view: 'vehicle', vehicleId: 1004, station: 2, ...times }) } },
  play: async ({ canvas, context }) => {
    await canvas.findByRole('button', { name: storyMessage(context, 'search.VehicleDetails.book') }, { timeout });
    await showsStationAtZoom17(canvas, context, 2);
  },
};

/** spec §2 booking review: the start station's address and its map, at zoom 17. */
export const OnReview: Story = {
  parameters: { page: { path: searchUrl({ view: 'booking', vehicleId: 1004, station: 2, ...times }) } },
  play: async ({ canvas, context }) => {
    await canvas.findByRole('heading', { level: 1, name: storyMessage(context, 'search.BookingReview.title') }, { timeout });
    await showsStationAtZoom17(canvas, context, 2);
  },
};
