import type { Station } from '@frontoffice/api-client';
import { type GeoPoint, nearestFirst } from '@frontoffice/domain';
import type { OptionItem } from '@frontoffice/ui/ComboBox';

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase();
}

/** The stations with the text they are found by (name and address, accents and case ignored), built once per list. */
export type StationIndex = ReadonlyArray<{ station: Station; text: string }>;

const indexes = new WeakMap<readonly Station[], StationIndex>();

/** The search index of a station list, computed once per list (the list is the query's answer, kept as it is). */
export function stationIndex(stations: readonly Station[]): StationIndex {
  let index = indexes.get(stations);
  if (!index) {
    index = stations.map((station) => ({ station, text: normalize(`${station.name}\n${station.address ?? ''}`) }));
    indexes.set(stations, index);
  }
  return index;
}

/**
 * The options of a station field (issue 17): every station matching the typed text by name or address (accents and
 * case ignored), all of them before anything is typed; nearest first with their distance once the driver's position
 * is known (decision D33), in the list's order otherwise. The field's list is virtualized, so a tenant's hundreds or
 * thousands of stations stay quick to open and scroll.
 */
export function stationOptions(
  stations: readonly Station[],
  text: string,
  position: GeoPoint | null,
  formatMeters: (meters: number) => string,
): OptionItem[] {
  const wanted = normalize(text.trim());
  const matching = wanted === '' ? stations : stationIndex(stations).filter((entry) => entry.text.includes(wanted)).map((entry) => entry.station);
  return nearestFirst(matching, position).map(({ place, meters }) => ({
    id: place.id,
    label: place.name,
    detail: [meters === null ? null : formatMeters(meters), place.address].filter(Boolean).join(' · ') || undefined,
  }));
}
