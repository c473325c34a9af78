import type { Station } from '@frontoffice/api-client';
import type { GeoPoint } from '@frontoffice/domain';

/** Props of the search map (kept apart from the map's module, so that importing them loads no maplibre). */
export interface SearchMapProps {
  /** The stations to show. */
  stations: readonly Station[];
  /** A real style URL (tenant or `config.json`); the bundled offline style otherwise. */
  styleUrl?: string;
  /** One-way search: the info window offers choose-as-end (spec §2). */
  oneWay: boolean;
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
  /** Choose-as-start in the info window; absent when the form has no start station (address engine). */
  onChooseStart?: (station: Station) => void;
  /** Choose-as-end in the info window, shown on one-way searches. */
  onChooseEnd?: (station: Station) => void;
}
