/**
 * The default map style of the station map, bundled so that it works offline and sends nothing to a third party (the
 * search map's own, issue 8; a feature does not import another, so the fifteen lines live in each map): Natural
 * Earth country shapes at 1:110m from world-atlas, drawn in the theme's colours. No glyphs are needed: the style has
 * no text.
 */
import type { FeatureCollection, MultiLineString } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import countries from 'world-atlas/countries-110m.json';

/** The colours of the offline style. */
export interface OfflineStyleColors {
  water: string;
  land: string;
  border: string;
}

type Topology = Parameters<typeof feature>[0];
type Countries = Topology & { objects: { countries: Parameters<typeof mesh>[1] } };

let shapes: { land: FeatureCollection; borders: MultiLineString } | undefined;

function countryShapes() {
  if (!shapes) {
    const topology = countries as unknown as Countries;
    shapes = {
      land: feature(topology, 'countries') as unknown as FeatureCollection,
      borders: mesh(topology, topology.objects.countries, (a, b) => a !== b),
    };
  }
  return shapes;
}

/** The bundled offline style in the given colours. */
export function offlineStyle(colors: OfflineStyleColors): StyleSpecification {
  const { land, borders } = countryShapes();
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: land },
      borders: { type: 'geojson', data: borders },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': colors.water } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': colors.land } },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': colors.border, 'line-width': 0.8 } },
    ],
  };
}
