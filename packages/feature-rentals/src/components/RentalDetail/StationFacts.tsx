import type { Station } from '@frontoffice/api-client';
import { Card } from '@frontoffice/ui/Card';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { LazyStationMap } from '../../map/LazyStationMap.tsx';
import * as s from './RentalDetail.css.ts';

const m = {
  title: { id: 'rentals.StationFacts.title' },
  start: { id: 'rentals.StationFacts.start' },
  end: { id: 'rentals.StationFacts.end' },
  access: { id: 'rentals.StationFacts.access' },
  unlock: { id: 'rentals.StationFacts.unlock' },
  map: { id: 'rentals.StationFacts.map' },
} satisfies Record<string, MessageDescriptor>;

/**
 * Where the booking starts (spec §2 "location or map"): the station's name and address, a small map (loaded lazily),
 * the access instructions (the station's description) and, for a one-way booking, where it ends.
 */
export function StationFacts({
  station,
  endStation,
  showsAccess,
  mapStyleUrl,
}: {
  station: Station;
  endStation?: Station;
  /** Whether the access instructions show: not on a finished or cancelled booking. */
  showsAccess: boolean;
  /** config.json's `mapStyleUrl`, if any. */
  mapStyleUrl?: string;
}) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage(m.title)} headingLevel={2}>
      <div className={s.stack}>
        <p className={s.text}>
          <strong>{intl.formatMessage(m.start, { name: station.name })}</strong>
          {station.address && (
            <>
              <br />
              {station.address}
            </>
          )}
        </p>
        {endStation && endStation.id !== station.id && (
          <p className={s.text}>
            <strong>{intl.formatMessage(m.end, { name: endStation.name })}</strong>
            {endStation.address && (
              <>
                <br />
                {endStation.address}
              </>
            )}
          </p>
        )}
        <div className={s.map}>
          <LazyStationMap station={station} styleUrl={mapStyleUrl} label={intl.formatMessage(m.map, { name: station.name })} />
        </div>
        {showsAccess && (
          <div className={s.stack}>
            <h3 className={s.text}>{intl.formatMessage(m.access)}</h3>
            {station.description && <p className={s.text}>{station.description}</p>}
            <p className={s.muted}>{intl.formatMessage(m.unlock)}</p>
          </div>
        )}
      </div>
    </Card>
  );
}
