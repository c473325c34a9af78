/**
 * Address suggestions (spec §2: address autocomplete restricted to the tenant's country; issue 8: a provider
 * interface, the demo API's fixtures by default, an open geocoder when the deployment names one). Nothing leaves the
 * browser for a third party unless `config.json` names a geocoder.
 */
import { type ApiClient, geocode, type Language } from '@frontoffice/api-client';

/** One suggestion, in the contract's `GeocodeFeature` shape whatever the provider. */
export interface AddressSuggestion {
  /** Short name (a place, a street and number). */
  label: string;
  /** Full address. */
  formatted_address: string;
  /** Latitude. */
  lat: number;
  /** Longitude. */
  long: number;
  /** The provider's id of the place. */
  place_id: string;
}

/** What a suggestion search asks for. */
export interface AddressQuery {
  /** The typed text. */
  text: string;
  /** ISO 3166-1 alpha-2 code of the tenant's country (spec §2). */
  country?: string | null;
  /** The user's language, for the names of places. */
  language: Language;
}

/** A source of address suggestions. */
export interface GeocodingProvider {
  /** Suggestions for the typed text; `signal` aborts a search overtaken by more typing. */
  search(query: AddressQuery, signal?: AbortSignal): Promise<AddressSuggestion[]>;
}

/**
 * Which geocoder to use, as the deployment's `config.json` names it: `api` (the operator API's `GET /geocode`, served
 * from fixtures by the demo API), or an open geocoder with the Photon or Nominatim API shape at `url`.
 */
export type GeocoderOption =
  | { type: 'api' }
  | { type: 'photon'; url: string }
  | { type: 'nominatim'; url: string };

/** The operator API's `GET /geocode` (the demo API answers from the tenant's places fixtures). */
export function apiGeocoder(client: ApiClient): GeocodingProvider {
  return {
    async search({ text, country, language }, signal) {
      const features = await geocode(client, { q: text, country: country ?? undefined, lang: language }, { signal });
      return features.map(({ label, formatted_address, lat, long, place_id }) => ({ label, formatted_address, lat, long, place_id }));
    },
  };
}

function endpoint(base: string, path: string): URL {
  return new URL(path, base.endsWith('/') ? base : `${base}/`);
}

async function getJson(url: URL, signal: AbortSignal | undefined): Promise<unknown> {
  // A third-party service, not the operator API: the api-client must not be used, as it would send the driver's
  // bearer token there.
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Geocoder answered ${response.status}`);
  return response.json();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * A Photon server (`/api?q=&lang=`, GeoJSON features). Photon filters by country only through a bounding box, so
 * features outside the tenant's country are dropped here by their `countrycode`.
 */
export function photonGeocoder(url: string): GeocodingProvider {
  return {
    async search({ text, country, language }, signal) {
      const request = endpoint(url, 'api');
      request.searchParams.set('q', text);
      request.searchParams.set('lang', language);
      request.searchParams.set('limit', '8');
      const body = await getJson(request, signal);
      const features = isRecord(body) && Array.isArray(body.features) ? body.features : [];
      const out: AddressSuggestion[] = [];
      for (const feature of features) {
        if (!isRecord(feature) || !isRecord(feature.properties) || !isRecord(feature.geometry)) continue;
        const p = feature.properties;
        const coordinates = feature.geometry.coordinates;
        if (!Array.isArray(coordinates) || typeof coordinates[0] !== 'number' || typeof coordinates[1] !== 'number') continue;
        if (country && str(p.countrycode)?.toUpperCase() !== country.toUpperCase()) continue;
        const street = [str(p.housenumber), str(p.street)].filter(Boolean).join(' ');
        const label = str(p.name) ?? (street || undefined);
        if (!label) continue;
        const locality = [str(p.postcode), str(p.city)].filter(Boolean).join(' ');
        const formatted = [label, street && street !== label ? street : undefined, locality || undefined, str(p.country)]
          .filter(Boolean)
          .join(', ');
        out.push({
          label,
          formatted_address: formatted,
          lat: coordinates[1],
          long: coordinates[0],
          place_id: `photon:${String(p.osm_type ?? '')}${String(p.osm_id ?? `${coordinates[1]},${coordinates[0]}`)}`,
        });
      }
      return out;
    },
  };
}

/** A Nominatim server (`/search?format=jsonv2&countrycodes=`), which filters by country itself. */
export function nominatimGeocoder(url: string): GeocodingProvider {
  return {
    async search({ text, country, language }, signal) {
      const request = endpoint(url, 'search');
      request.searchParams.set('q', text);
      request.searchParams.set('format', 'jsonv2');
      request.searchParams.set('limit', '8');
      request.searchParams.set('accept-language', language);
      if (country) request.searchParams.set('countrycodes', country.toLowerCase());
      const body = await getJson(request, signal);
      const out: AddressSuggestion[] = [];
      for (const place of Array.isArray(body) ? body : []) {
        if (!isRecord(place)) continue;
        const lat = Number(place.lat);
        const long = Number(place.lon);
        const formatted = str(place.display_name);
        if (!Number.isFinite(lat) || !Number.isFinite(long) || !formatted) continue;
        out.push({
          label: str(place.name) ?? formatted.split(',')[0] ?? formatted,
          formatted_address: formatted,
          lat,
          long,
          place_id: `nominatim:${String(place.place_id ?? `${lat},${long}`)}`,
        });
      }
      return out;
    },
  };
}

/** The provider a `geocoder` option names (the API's when none is given). */
export function createGeocoder(option: GeocoderOption | undefined, client: ApiClient): GeocodingProvider {
  switch (option?.type) {
    case 'photon':
      return photonGeocoder(option.url);
    case 'nominatim':
      return nominatimGeocoder(option.url);
    default:
      return apiGeocoder(client);
  }
}
