// The station map of the booking detail, in its own module loaded with React.lazy: maplibre-gl, its worker and its
// CSS are paid for only when a booking's detail shows a map, and only in browsers that can draw it (LazyStationMap).
import 'maplibre-gl/dist/maplibre-gl.css';
import type { Station } from '@frontoffice/api-client';
import { setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import MapGL, { Marker } from 'react-map-gl/maplibre';
import { offlineStyle, type OfflineStyleColors } from './offlineStyle.ts';
import { mapColorVars, pin, root } from './StationMap.css.ts';

// maplibre-gl 6 ships ES modules only and Vite does not emit its worker by itself (shared/toolchain.md).
setWorkerUrl(workerUrl);

/** Zoom of a station on a detail view (spec §9: map zoom 17 on detail). */
export const DETAIL_ZOOM = 17;

/** Props of the station map. */
export interface StationMapProps {
  station: Pick<Station, 'latitude' | 'longitude' | 'name' | 'address'>;
  /** What the map shows, for screen readers (the address is written beside it). */
  label: string;
  /** A MapLibre style (config.json's `mapStyleUrl`); the bundled offline style otherwise. */
  styleUrl?: string;
}

function themeColor(element: HTMLElement, token: string, fallback: string): string {
  const name = /var\((--[^,)]+)/.exec(token)?.[1];
  const value = name ? getComputedStyle(element).getPropertyValue(name).trim() : '';
  return value || fallback;
}

/**
 * A small, still map centred on the station at zoom 17 (spec §2 booking detail "location or map", §9), with one pin.
 * It is a picture: not interactive, named for screen readers, the address being in the text beside it.
 */
export default function StationMap({ station, label, styleUrl }: StationMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [colors, setColors] = useState<OfflineStyleColors | null>(null);
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    setColors({
      water: themeColor(element, mapColorVars.water, 'lightsteelblue'),
      land: themeColor(element, mapColorVars.land, 'whitesmoke'),
      border: themeColor(element, mapColorVars.border, 'silver'),
    });
  }, []);
  const style = useMemo<StyleSpecification | string | null>(() => styleUrl ?? (colors ? offlineStyle(colors) : null), [styleUrl, colors]);
  return (
    <div ref={container} className={root} role="img" aria-label={label} data-testid="station-map">
      {style && (
        <MapGL
          initialViewState={{ latitude: station.latitude, longitude: station.longitude, zoom: DETAIL_ZOOM }}
          mapStyle={style}
          interactive={false}
          attributionControl={false}
          style={{ width: '100%', height: '100%' }}
        >
          <Marker latitude={station.latitude} longitude={station.longitude} anchor="bottom">
            <span className={pin} aria-hidden="true" />
          </Marker>
        </MapGL>
      )}
    </div>
  );
}
