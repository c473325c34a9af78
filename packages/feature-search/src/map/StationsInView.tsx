import type { Station } from '@frontoffice/api-client';
import { type GeoPoint, nearestFirst } from '@frontoffice/domain';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { inView, inViewDetail, inViewItem, inViewList, more } from './SearchMapArea.css.ts';

/** How many stations the list names at most: beyond, the driver zooms in (or types in the station field). */
export const STATIONS_IN_VIEW_LIMIT = 50;

const m = {
  label: { id: 'search.StationsInView.label', defaultMessage: 'Stations visibles sur la carte' },
  more: { id: 'search.StationsInView.more', defaultMessage: '{count, plural, one {# autre station} other {# autres stations}} : zoomez pour les voir.' },
  none: { id: 'search.StationsInView.none', defaultMessage: 'Aucune station dans cette partie de la carte.' },
} satisfies Record<string, MessageDescriptor>;

/** The stations inside a view (west, south, east, north); all of them without one (no map, no WebGL). */
export function stationsIn(stations: readonly Station[], bounds: [number, number, number, number] | null): readonly Station[] {
  if (!bounds) return stations;
  const [west, south, east, north] = bounds;
  return stations.filter((s) => s.latitude >= south && s.latitude <= north && s.longitude >= west && s.longitude <= east);
}

/** Props of {@link StationsInView}. */
export interface StationsInViewProps {
  stations: readonly Station[];
  /** The map's view; null before the map drew (or without one). */
  bounds: [number, number, number, number] | null;
  /** Listed nearest first from here (the driver's position, else the view's centre). */
  from: GeoPoint | null;
  /** A station was chosen: its info window opens. */
  onOpen: (station: Station) => void;
}

/**
 * The stations in view as a list of buttons (issue 17): the pins of the canvas, reachable without a pointer, by the
 * keyboard and a screen reader. Each opens the station's info window (choose as start, as end).
 */
export function StationsInView({ stations, bounds, from, onOpen }: StationsInViewProps) {
  const intl = useIntl();
  const centre = bounds ? { latitude: (bounds[1] + bounds[3]) / 2, longitude: (bounds[0] + bounds[2]) / 2 } : null;
  const visible = nearestFirst(stationsIn(stations, bounds), from ?? centre);
  const shown = visible.slice(0, STATIONS_IN_VIEW_LIMIT);
  return (
    <div className={inView} role="region" aria-label={intl.formatMessage(m.label)}>
      {shown.length === 0 && <p className={more}>{intl.formatMessage(m.none)}</p>}
      <ul className={inViewList}>
        {shown.map(({ place }) => (
          <li key={place.id}>
            <button type="button" className={inViewItem} onClick={() => onOpen(place)}>
              <span>{place.name}</span>
              {place.address && <span className={inViewDetail}>{place.address}</span>}
            </button>
          </li>
        ))}
      </ul>
      {visible.length > shown.length && <p className={more}>{intl.formatMessage(m.more, { count: visible.length - shown.length })}</p>}
    </div>
  );
}
