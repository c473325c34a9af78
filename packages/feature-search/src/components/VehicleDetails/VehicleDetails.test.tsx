import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSearch, searchTimes, searchUrl, setupMswServer } from '../../test/renderSearch.tsx';

setupMswServer();

describe('VehicleDetails carpooling box (spec §5, decision D20)', () => {
  it('decision D20: default_enabled starts ticked; spec §5: a destination without the box warns and blocks booking', async () => {
    const page = await renderSearch({
      tenant: 'cityshare',
      signInAs: 'driver@example.com',
      url: searchUrl({ view: 'vehicle', vehicleId: 2004, ...searchTimes(24 * 5, 3, 'Europe/Paris'), lat: 48.84, lng: 2.32 }),
    });
    const user = userEvent.setup();
    const box = (await screen.findByRole('checkbox', { name: /Proposer des places en covoiturage/ }, { timeout: 5000 })) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Destination du covoiturage' }), 'Versailles');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(box);
    expect((await screen.findByRole('alert')).textContent).toContain('Cochez la case covoiturage');
    const book = screen.getByRole('button', { name: 'Réserver' });
    expect(book.getAttribute('aria-disabled') ?? (book as HTMLButtonElement).disabled.toString()).toBe('true');
    await user.click(box);
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Réserver' }) as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Réserver' }));
    await waitFor(() => expect(page.search()).toMatchObject({ view: 'booking', carpool: true, carpoolDest: 'Versailles' }));
  });

  it('decision D20: forced_enabled is ticked and locked', async () => {
    await renderSearch({
      tenant: 'fleetco',
      lang: 'en',
      signInAs: 'driver@example.com',
      url: searchUrl({ view: 'vehicle', vehicleId: 3001, station: 201, label: 31, distance: 10, ...searchTimes(24 * 5, 3, 'Europe/London') }),
    });
    const box = (await screen.findByRole('checkbox', { name: /always offered for carpooling/ }, { timeout: 5000 })) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(true);
  });

  it('spec §4: closing the vehicle view resets the selection and returns to the map', async () => {
    const page = await renderSearch({
      signInAs: 'driver@example.com',
      url: searchUrl({ view: 'vehicle', vehicleId: 1004, station: 2, ...searchTimes() }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Fermer' }, { timeout: 5000 }));
    await waitFor(() => expect(page.search().view).toBe('map'));
    expect(page.search().vehicleId).toBeUndefined();
    expect(page.search().station).toBe(2);
  });

  it('a vehicle missing from the search’s answer (a link to other dates or another station) says so and cannot be booked', async () => {
    // Vehicle 1001 is parked at station 1; this search is for station 2.
    await renderSearch({
      signInAs: 'driver@example.com',
      url: searchUrl({ view: 'vehicle', vehicleId: 1001, station: 2, ...searchTimes() }),
    });
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain("Ce véhicule n'est plus disponible pour ces dates.");
    const book = screen.getByRole('button', { name: 'Réserver' }) as HTMLButtonElement;
    expect(book.disabled).toBe(true);
  });
});
