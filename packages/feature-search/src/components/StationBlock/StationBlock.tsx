import type { Station } from '@frontoffice/api-client';
import { LazySearchMap } from '../../map/LazySearchMap.tsx';
import { StationLines } from '../VehicleDetails/StationLines.tsx';
import { detailMap } from './StationBlock.css.ts';

/** Props of {@link StationBlock}. */
export interface StationBlockProps {
  /** Where the rental starts. */
  station: Station | undefined;
  /** Where it ends, on a one-way search with another end station. */
  endStation?: Station | undefined;
  /** The map style (config.json's `mapStyleUrl`); the bundled one otherwise. */
  mapStyleUrl?: string;
}

/**
 * The stations of a booking and the start station's small map (spec §2: zoom 17), shown alike by the vehicle view
 * and the review (issue 17). The map is its own lazily loaded instance, which never touches the search view's map.
 */
export function StationBlock({ station, endStation, mapStyleUrl }: StationBlockProps) {
  return (
    <>
      <StationLines station={station} endStation={endStation} />
      {station && (
        <div className={detailMap}>
          <LazySearchMap
            stations={[station]}
            styleUrl={mapStyleUrl}
            focus={{ latitude: station.latitude, longitude: station.longitude, zoom: 17 }}
          />
        </div>
      )}
    </>
  );
}
