import type { Station } from '@frontoffice/api-client';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { muted, text } from './VehicleDetails.css.ts';

const m = {
  start: { id: 'search.VehicleDetails.startStation' },
  end: { id: 'search.VehicleDetails.endStation' },
} satisfies Record<string, MessageDescriptor>;

/** Props of `StationLines`. */
export interface StationLinesProps {
  /** Where the rental starts. */
  station: Station | undefined;
  /** Where it ends, on a one-way search with another end station. */
  endStation?: Station | undefined;
}

/**
 * The start station and, on a one-way search, the end station of a booking, each with its address: the vehicle view
 * and the booking review show them alike (spec §2).
 */
export function StationLines({ station, endStation }: StationLinesProps) {
  const intl = useIntl();
  const line = (message: MessageDescriptor, place: Station | undefined) =>
    place && (
      <p className={text}>
        {intl.formatMessage(message, { name: place.name })}
        {place.address && <span className={muted}> · {place.address}</span>}
      </p>
    );
  return (
    <>
      {line(m.start, station)}
      {line(m.end, endStation)}
    </>
  );
}
