import { describe, expect, it } from 'vitest';
import { metersBetween, nearestFirst } from './nearest.ts';

const gareCentrale = { latitude: 45.4996, longitude: -73.5668 };
const vieuxPort = { latitude: 45.5075, longitude: -73.5536 };
const stadeOlympique = { latitude: 45.5579, longitude: -73.5516 };

describe('nearest stations (issue 17 item 3)', () => {
  it('measures great-circle distances in metres', () => {
    expect(metersBetween(gareCentrale, gareCentrale)).toBe(0);
    // Montréal's Gare Centrale to the Vieux-Port: about 1.35 km.
    expect(metersBetween(gareCentrale, vieuxPort)).toBeGreaterThan(1300);
    expect(metersBetween(gareCentrale, vieuxPort)).toBeLessThan(1400);
    // Paris to Montréal: about 5,500 km.
    const paris = metersBetween({ latitude: 48.8566, longitude: 2.3522 }, gareCentrale) / 1000;
    expect(paris).toBeGreaterThan(5490);
    expect(paris).toBeLessThan(5520);
    expect(metersBetween(vieuxPort, gareCentrale)).toBe(metersBetween(gareCentrale, vieuxPort));
  });

  it('lists the places nearest first once the position is known, with their distance', () => {
    const places = [stadeOlympique, gareCentrale, vieuxPort];
    const from = { latitude: 45.5, longitude: -73.567 };
    const sorted = nearestFirst(places, from);
    expect(sorted.map((entry) => entry.place)).toEqual([gareCentrale, vieuxPort, stadeOlympique]);
    expect(sorted[0]?.meters).toBeLessThan(100);
    // The input is not reordered.
    expect(places[0]).toBe(stadeOlympique);
  });

  it('keeps the given order, without distances, while the position is unknown', () => {
    expect(nearestFirst([stadeOlympique, gareCentrale], null)).toEqual([
      { place: stadeOlympique, meters: null },
      { place: gareCentrale, meters: null },
    ]);
  });

  it('keeps the order of places at the same distance', () => {
    const a = { ...vieuxPort, name: 'a' };
    const b = { ...vieuxPort, name: 'b' };
    expect(nearestFirst([b, a], gareCentrale).map((entry) => entry.place.name)).toEqual(['b', 'a']);
  });
});
