/**
 * Nearest stations first (issue 17: the start-station field lists the stations before any letter is typed, nearest
 * first once the driver's position is known; decision D33: that position is asked for only when the driver asks).
 */

/** A point on the Earth, in degrees. */
export interface GeoPoint {
  /** Latitude, -90 to 90. */
  latitude: number;
  /** Longitude, -180 to 180. */
  longitude: number;
}

/** The mean radius of the Earth, in metres (IUGG). */
const EARTH_RADIUS_METERS = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in metres (haversine: well within a metre at city scale). */
export function metersBetween(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A place and how far it is from the driver (null while the driver's position is unknown). */
export interface PlaceDistance<T> {
  /** The place. */
  place: T;
  /** Metres from the driver, or null. */
  meters: number | null;
}

/**
 * The places with their distance from `from`, nearest first; in their own order, without distances, when `from` is
 * null (position unknown or refused). The sort is stable: places at the same distance keep their order.
 */
export function nearestFirst<T extends GeoPoint>(places: readonly T[], from: GeoPoint | null): PlaceDistance<T>[] {
  if (!from) return places.map((place) => ({ place, meters: null }));
  return places
    .map((place) => ({ place, meters: metersBetween(from, place) }))
    .sort((a, b) => a.meters - b.meters);
}
