import type { Station } from '@frontoffice/api-client';
import type { GeoPoint } from '@frontoffice/domain';
import { pageStories, storyApi, storyMessage } from '@frontoffice/test-utils/story';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LazySearchMap } from './LazySearchMap.tsx';
import { SearchMapArea } from './SearchMapArea.tsx';
import type { DriverPosition } from './useDriverPosition.ts';

// The search map drawn by maplibre in the browser (WebGL; happy-dom has none, so no component test can see it): the
// station pins and the driver's position (spec §2 map, §9 pins 44×44), on the demo tenant's stations.
const meta = {
  title: 'Screens/Search/Map',
  component: LazySearchMap,
  ...pageStories({ feature: 'feature-search', path: '/search', signedInAs: 'driver@example.com' }),
  args: { stations: [], onOpenStation: fn() },
} satisfies Meta<typeof LazySearchMap>;

export default meta;
type Story = StoryObj<typeof meta>;

// maplibre is a lazily loaded chunk that the story tests' dev server transforms on first use (SearchPage.stories.tsx).
const timeout = 90_000;

/** A demo station, from the story's demo API. */
function demoStation(context: Pick<StoryContext, 'loaded'>, id: number): Station {
  const station = storyApi(context).state.stationsById.get(id);
  if (!station) throw new Error(`The demo tenant has a station ${id}`);
  return station as Station;
}

/** The drawn map: its region, once maplibre has drawn the stations (`data-map-idle`), and its canvas's box. */
async function drawnMap(canvas: StoryContext['canvas'], context: StoryContext) {
  const region = await canvas.findByRole('region', { name: storyMessage(context, 'search.SearchMap.label') }, { timeout });
  await waitFor(() => expect(Number(region.dataset.mapIdle)).toBeGreaterThan(0), { timeout });
  const surface = region.querySelector('canvas');
  if (!surface) throw new Error('maplibre draws on a canvas');
  return { region, surface, box: surface.getBoundingClientRect() };
}

/**
 * spec §9 / WCAG 2.5.8: each station pin is a 44×44 target, its tip on the station (one station: the map is centred
 * on it). A press anywhere on the pin opens the station's info window; a press beside it does not.
 */
export const Pins: Story = {
  render: (args, context) => (
    <div style={{ position: 'relative', height: 360, maxWidth: 480 }}>
      <LazySearchMap {...args} stations={[demoStation(context, 1)]} />
    </div>
  ),
  play: async ({ canvas, context, args }) => {
    const { surface, box } = await drawnMap(canvas, context);
    const tip = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    const press = (dx: number, dy: number) =>
      surface.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window, clientX: tip.x + dx, clientY: tip.y + dy }));
    const opened = args.onOpenStation as ReturnType<typeof fn>;
    // The pin stands on its tip: 44 px wide centred on the station, 44 px tall above it. Presses 2 to 3 px inside its
    // edges and corners open the station...
    const inside: Array<[number, number]> = [[0, -22], [-19, -41], [19, -41], [-19, -3], [19, -3], [0, -41]];
    for (const [dx, dy] of inside) {
      const before = opened.mock.calls.length;
      press(dx, dy);
      await waitFor(() => expect(opened.mock.calls.length, `a press at (${dx}, ${dy}) from the tip`).toBe(before + 1));
      await expect(opened.mock.calls.at(-1)?.[0]).toMatchObject({ id: 1 });
    }
    // ...presses 6 px or more beyond them (maplibre pads a symbol's box by 2 px) open nothing.
    const calls = opened.mock.calls.length;
    for (const [dx, dy] of [[-30, -22], [30, -22], [0, -52], [0, 8]] as Array<[number, number]>) press(dx, dy);
    // maplibre answers a press within a frame: a few frames later, none of these has opened anything.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(opened.mock.calls.length).toBe(calls);
  },
};

/** A position near Gare Centrale (about 300 m north-east), where the browser says the driver is. */
const DRIVER_AT: GeoPoint = { latitude: 45.5022, longitude: -73.5641 };

/** The map area with a driver whose browser gives `DRIVER_AT` when asked (decision D33: only when asked). */
function LocatedMapArea({ stations }: { stations: Station[] }) {
  const [position, setPosition] = useState<GeoPoint | null>(null);
  const driver: DriverPosition = { position, status: position ? 'located' : 'idle', locate: () => setPosition(DRIVER_AT) };
  return (
    <div style={{ position: 'relative', height: 360, maxWidth: 480 }}>
      <SearchMapArea stations={stations} driver={driver} listsNearest oneWay={false} />
    </div>
  );
}

/** spec §2 map: once the driver asks (decision D33), a marker shows their position and the map moves to it. */
export const DriverPositionMarker: Story = {
  render: (_args, context) => <LocatedMapArea stations={[demoStation(context, 1), demoStation(context, 2)]} />,
  play: async ({ canvas, context }) => {
    const { region } = await drawnMap(canvas, context);
    const name = storyMessage(context, 'search.SearchMap.userPosition');
    // Not before the driver asks.
    await expect(canvas.queryByRole('img', { name })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: storyMessage(context, 'search.SearchMapArea.locate') }));
    const marker = await canvas.findByRole('img', { name }, { timeout });
    await expect(region).toContainElement(marker);
    await expect(marker).toBeVisible();
    // The map flies to the driver: the marker ends at the map's centre, where the driver is.
    await waitFor(
      () => {
        const box = region.getBoundingClientRect();
        const dot = marker.getBoundingClientRect();
        expect(Math.abs(dot.left + dot.width / 2 - (box.left + box.width / 2))).toBeLessThanOrEqual(2);
        expect(Math.abs(dot.top + dot.height / 2 - (box.top + box.height / 2))).toBeLessThanOrEqual(2);
      },
      { timeout },
    );
  },
};
