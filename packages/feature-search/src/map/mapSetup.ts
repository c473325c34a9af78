// What the search map reads before it draws: the theme's colours (as plain values, which canvas layers need) and the
// first view of a set of stations.
import type { Station } from '@frontoffice/api-client';
import type { ViewState } from 'react-map-gl/maplibre';
import type { MapImageColors } from './mapImages.ts';
import { mapColorVars } from './SearchMap.css.ts';
import type { SearchMapProps } from './searchMapProps.ts';

/** Reads a theme colour (a CSS variable of the contract) as the map needs it: a plain colour value. */
function themeColor(element: HTMLElement, token: string, fallback: string): string {
  const name = /var\((--[^,)]+)/.exec(token)?.[1];
  const value = name ? getComputedStyle(element).getPropertyValue(name).trim() : '';
  return value || fallback;
}

/** The colours of the bundled style and of the pins. */
export interface MapColors extends MapImageColors {
  water: string;
  land: string;
  border: string;
}

/** The theme's colours for the map, read from the element the map is drawn in. */
export function readColors(element: HTMLElement): MapColors {
  // The fallbacks are CSS keywords: they only show when the theme's variables are missing (a wiring mistake).
  return {
    water: themeColor(element, mapColorVars.water, 'lightsteelblue'),
    // Not the page's colour: the map must read as a map, set apart from the page around it.
    land: themeColor(element, mapColorVars.land, 'whitesmoke'),
    border: themeColor(element, mapColorVars.border, 'silver'),
    fill: themeColor(element, mapColorVars.fill, 'royalblue'),
    onFill: themeColor(element, mapColorVars.onFill, 'white'),
    selected: themeColor(element, mapColorVars.selected, 'darkorange'),
  };
}

/** A first view: the focus, else every station framed, else the whole world. */
export type InitialView = Partial<ViewState> & { bounds?: [number, number, number, number] };

/** The first view of the map: the focus when given, else the stations framed (spec §2). */
export function initialView(stations: readonly Station[], focus: SearchMapProps['focus']): InitialView {
  if (focus) return { latitude: focus.latitude, longitude: focus.longitude, zoom: focus.zoom };
  if (stations.length === 0) return { latitude: 20, longitude: 0, zoom: 1 };
  let [west, south, east, north] = [180, 90, -180, -90];
  for (const s of stations) {
    west = Math.min(west, s.longitude);
    east = Math.max(east, s.longitude);
    south = Math.min(south, s.latitude);
    north = Math.max(north, s.latitude);
  }
  if (west === east && south === north) return { latitude: south, longitude: west, zoom: 14 };
  return { bounds: [west, south, east, north] };
}

/**
 * How long a remote style may take before the map falls back to the bundled one (issue 17: within 3 s), leaving a
 * second to draw the fallback and its line on a slow phone (2.5 s missed the 3 s under load).
 */
export const STYLE_TIMEOUT_MS = 2000;
