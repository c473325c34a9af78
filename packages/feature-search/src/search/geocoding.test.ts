import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { nominatimGeocoder, photonGeocoder } from './geocoding.ts';

setupMswServer();

describe('open geocoders (spec §2: suggestions restricted to the tenant country)', () => {
  it('Photon: features become suggestions, those outside the country are dropped, the language is asked for', async () => {
    let asked: URL | undefined;
    server.use(
      http.get('https://photon.example/api', ({ request }) => {
        asked = new URL(request.url);
        return HttpResponse.json({
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              geometry: { type: 'Point', coordinates: [2.2945, 48.8584] },
              properties: { osm_type: 'W', osm_id: 5013364, name: 'Tour Eiffel', street: 'Avenue Gustave Eiffel', housenumber: '5', postcode: '75007', city: 'Paris', country: 'France', countrycode: 'FR' },
            },
            {
              type: 'Feature',
              geometry: { type: 'Point', coordinates: [-73.56, 45.5] },
              properties: { osm_type: 'N', osm_id: 1, name: 'Tour de Montréal', countrycode: 'CA' },
            },
          ],
        });
      }),
    );
    const found = await photonGeocoder('https://photon.example').search({ text: 'tour', country: 'FR', language: 'fr' });
    expect(asked?.searchParams.get('q')).toBe('tour');
    expect(asked?.searchParams.get('lang')).toBe('fr');
    expect(found).toEqual([
      {
        label: 'Tour Eiffel',
        formatted_address: 'Tour Eiffel, 5 Avenue Gustave Eiffel, 75007 Paris, France',
        lat: 48.8584,
        long: 2.2945,
        place_id: 'photon:W5013364',
      },
    ]);
  });

  it('Nominatim: asks for the country and the language, reads jsonv2 places', async () => {
    let asked: URL | undefined;
    server.use(
      http.get('https://nominatim.example/search', ({ request }) => {
        asked = new URL(request.url);
        return HttpResponse.json([
          { place_id: 42, lat: '51.5007', lon: '-0.1246', name: 'Big Ben', display_name: 'Big Ben, Westminster, London, United Kingdom' },
          { place_id: 43, lat: 'x', lon: '0', display_name: 'broken' },
        ]);
      }),
    );
    const found = await nominatimGeocoder('https://nominatim.example/').search({ text: 'big ben', country: 'GB', language: 'en' });
    expect(asked?.searchParams.get('countrycodes')).toBe('gb');
    expect(asked?.searchParams.get('accept-language')).toBe('en');
    expect(found).toEqual([
      { label: 'Big Ben', formatted_address: 'Big Ben, Westminster, London, United Kingdom', lat: 51.5007, long: -0.1246, place_id: 'nominatim:42' },
    ]);
  });

  it('a failing geocoder rejects (the combo box then shows an empty list, spec §8)', async () => {
    server.use(http.get('https://nominatim.example/search', () => new HttpResponse(null, { status: 503 })));
    await expect(nominatimGeocoder('https://nominatim.example').search({ text: 'x', language: 'fr' })).rejects.toThrow('503');
  });
});
