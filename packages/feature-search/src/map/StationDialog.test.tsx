// A station's info window (spec §2 map), opened as the driver opens it on the search page: from a pin, or from the
// list of the stations in view (issue 17), which happy-dom (no WebGL, no map) leaves as the way in.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSearch, setupMswServer } from '../test/renderSearch.tsx';

setupMswServer();

/** Opens the info window of `station` from the list of the stations in view. */
async function openStation(user: ReturnType<typeof userEvent.setup>, list: string, region: string, station: string): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: list }, { timeout: 10_000 }));
  const inView = await screen.findByRole('region', { name: region });
  // The stations arrive with GET /stations.
  await user.click(await within(inView).findByRole('button', { name: new RegExp(`^${station}`) }));
  return screen.findByRole('dialog', { name: station });
}

describe('StationDialog (spec §2 map info window)', () => {
  it.each([
    ['fr', 'Liste des stations', 'Stations visibles sur la carte', 'Choisir comme départ', 'Choisir comme retour', 'Station de départ', 'Station de retour'],
    ['en', 'List of stations', 'Stations in view on the map', 'Choose as start', 'Choose as return', 'Start station', 'Return station'],
  ] as const)('spec §2: in %s, on a one-way tenant the info window shows the name, address and description, and choose-as-end fills the end station', async (lang, list, region, chooseStart, chooseEnd, startField, endField) => {
    const user = userEvent.setup();
    // campus is one-way, with the station engine (spec §2: choose-as-end "if one-way").
    await renderSearch({ tenant: 'campus', lang });
    const dialog = await openStation(user, list, region, 'HEC Montréal');
    // The station's name is the window's title; its address and description follow.
    expect(within(dialog).getByRole('heading', { name: 'HEC Montréal' })).toBeTruthy();
    expect(within(dialog).getByText('3000 Chemin de la Côte-Sainte-Catherine, Montréal, QC H3T 2A7')).toBeTruthy();
    expect(within(dialog).getByText('Stationnement souterrain, niveau P1.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: chooseStart })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: chooseEnd }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The end station is filled; the start is still to choose.
    expect((screen.getByRole('combobox', { name: new RegExp(endField) }) as HTMLInputElement).value).toBe('HEC Montréal');
    expect((screen.getByRole('combobox', { name: new RegExp(startField) }) as HTMLInputElement).value).toBe('');
  });

  it('spec §2: on a round-trip tenant the info window offers choose-as-start only', async () => {
    const user = userEvent.setup();
    await renderSearch({ signInAs: 'driver@example.com' });
    const dialog = await openStation(user, 'Liste des stations', 'Stations visibles sur la carte', 'Vieux-Port');
    expect(within(dialog).getByText('400 Rue Saint-Paul E, Montréal, QC H2Y 1H4')).toBeTruthy();
    expect(within(dialog).getByText('Stationnement du Marché Bonsecours, rangée C. Ouvert 24 h sur 24.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Choisir comme retour' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Choisir comme départ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByRole('combobox', { name: /Station de départ/ }) as HTMLInputElement).value).toBe('Vieux-Port');
  });
});
