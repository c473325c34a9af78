import type { Station } from '@frontoffice/api-client';
import type { GeoPoint } from '@frontoffice/domain';

/** Props of the search map (kept apart from the map's module, so that importing them loads no maplibre). */
export interface SearchMapProps {
  /** The stations to show. */
  stations: readonly Station[];
  /** A real style URL (tenant or `config.json`); the bundled offline style otherwise. */
  styleUrl?: string;
  /** The station chosen as start, drawn with another pin. */
  selectedStationId?: number;
  /** Centre and zoom (spec §2: zoom 17 on the vehicle view); otherwise the stations are fitted in view. */
  focus?: { latitude: number; longitude: number; zoom: number };
  /**
   * The driver's position, once the driver asked for it (decision D33: the map never asks by itself): shown as a dot,
   * and the map moves to it when it arrives.
   */
  position?: GeoPoint | null;
  /**
   * `clustered` GeoJSON layer, or one HTML marker per station (only for the benchmark's comparison).
   * @default 'clustered'
   */
  markers?: 'clustered' | 'html';
  /** A station's pin was pressed: its info window opens (a dialog, outside the map). Absent: pins are not interactive. */
  onOpenStation?: (station: Station) => void;
  /** The map's view changed (west, south, east, north): the stations in view are listed for the keyboard. */
  onViewChange?: (bounds: [number, number, number, number]) => void;
}
