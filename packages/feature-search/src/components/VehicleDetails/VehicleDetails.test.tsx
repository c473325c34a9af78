import { createDemoHandlers } from '@frontoffice/demo-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API_BASE, NOW, renderSearch, searchTimes, searchUrl, setupMswServer } from '../../test/renderSearch.tsx';

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

/** Text with the non-breaking spaces of number formats read as plain spaces. */
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ').trim();

/** The vehicle view's specs: each term with its value, as the driver reads them. */
function specsOf(card: HTMLElement): Record<string, string | undefined> {
  return Object.fromEntries([...card.querySelectorAll('dt')].map((dt) => [dt.textContent, plain(dt.nextElementSibling?.textContent)]));
}

/** The card of the vehicle view whose level-2 title is `title`. */
async function cardTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 2, name: title }, { timeout: 10_000 });
  return heading.closest('section') as HTMLElement;
}

describe('VehicleDetails blocks (spec §2 vehicle details)', () => {
  it('spec §2: the vehicle view shows the photo, the specs, the station with its address and map, and the price with the pre-discount price struck through', async () => {
    const times = searchTimes();
    // spec §3 prediscount_price: the demo code BIENVENUE10 takes 10 % off, so the result has its pre-discount price.
    await renderSearch({
      signInAs: 'driver@example.com',
      url: searchUrl({ view: 'vehicle', vehicleId: 1002, station: 1, ...times, codes: ['BIENVENUE10'] }),
    });
    const title = 'Hyundai Kona électrique (2024)';
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })).toBeTruthy();
    // The photo, named after the vehicle.
    const photo = screen.getByRole('img', { name: `Photo du véhicule ${title}` });
    expect(photo.getAttribute('src')).toBe(`${API_BASE}/__demo/assets/vehicles/1002.svg`);
    // The specs.
    expect(specsOf(await cardTitled('Caractéristiques'))).toEqual({
      Catégorie: 'VUS et électriques',
      Immatriculation: 'V31 BLQ',
      'N° interne': 'DE-002',
      Portes: '5',
      Places: '5',
      Énergie: 'Électrique',
      'Boîte de vitesses': 'Automatique',
      Niveau: 'Charge 58 % · autonomie 131,0 km',
      Équipements: "Airbag, Climatisation, GPS, Bluetooth, Pneus d'hiver et Prise USB",
    });
    // The station, its address and its map (happy-dom has no WebGL: the map's place says so; the map itself, at zoom
    // 17 on the station, is drawn by StationBlock.stories.tsx, OnVehicle).
    const station = await cardTitled('Station');
    expect(plain(within(station).getByText(/^Départ : /).textContent)).toBe('Départ : Gare Centrale · 895 Rue De La Gauchetière O, Montréal, QC H3B 4G1');
    expect(within(station).getByRole('note').textContent).toContain('La carte ne peut pas s');
    // The price summary: the dates, the price and the pre-discount price struck through (demo: CAD).
    const summary = await cardTitled('Récapitulatif');
    expect(within(summary).getByText(/^Du .+ au .+$/).textContent).toBe('Du 24 novembre 2026 08h00 au 24 novembre 2026 11h00');
    const struck = summary.querySelector('s');
    expect(plain(struck?.textContent)).toBe('43,50 $');
    expect(plain(struck?.parentElement?.previousElementSibling?.textContent)).toBe('39,15 $');
  });

  it.each([
    ['fr', 'electric', 'Électrique'],
    ['fr', 'gasoline', 'Essence'],
    ['fr', 'diesel', 'Diesel'],
    ['fr', 'gpl', 'GPL'],
    ['fr', 'hybrid', 'Hybride'],
    ['en', 'electric', 'Electric'],
    ['en', 'gasoline', 'Petrol'],
    ['en', 'diesel', 'Diesel'],
    ['en', 'gpl', 'LPG'],
    ['en', 'hybrid', 'Hybrid'],
  ] as const)('spec §3: in %s, the fuel type %s reads "%s" on the vehicle view', async (lang, fuel, label) => {
    const demo = createDemoHandlers({ baseUrl: API_BASE, tenant: 'demo', now: () => NOW.toMillis() });
    const vehicle = demo.api.state.vehiclesById.get(1004);
    if (!vehicle) throw new Error('the demo fixtures have vehicle 1004');
    vehicle.fuel_type = fuel;
    await renderSearch({ signInAs: 'driver@example.com', lang, api: demo.api, url: searchUrl({ view: 'vehicle', vehicleId: 1004, station: 2, ...searchTimes() }) });
    const specs = specsOf(await cardTitled(lang === 'fr' ? 'Caractéristiques' : 'Specifications'));
    expect(specs[lang === 'fr' ? 'Énergie' : 'Fuel']).toBe(label);
  });

  it.each([
    ['fr', 'Caractéristiques', 'Équipements', "Airbag, Climatisation, GPS, Prise USB, Pneus d'hiver et Bluetooth"],
    ['en', 'Specifications', 'Equipment', 'Airbag, Air conditioning, GPS, USB socket, Winter tyres, and Bluetooth'],
  ] as const)('spec §3: in %s, the equipment (vehicle options) is listed by name on the vehicle view', async (lang, specsTitle, term, equipment) => {
    const demo = createDemoHandlers({ baseUrl: API_BASE, tenant: 'demo', now: () => NOW.toMillis() });
    const vehicle = demo.api.state.vehiclesById.get(1004);
    if (!vehicle) throw new Error('the demo fixtures have vehicle 1004');
    // Every option of spec §3, in its order.
    vehicle.options = ['airbag', 'air_conditioning', 'gps', 'usb_plug', 'snow_tire', 'bluetooth'];
    await renderSearch({ signInAs: 'driver@example.com', lang, api: demo.api, url: searchUrl({ view: 'vehicle', vehicleId: 1004, station: 2, ...searchTimes() }) });
    expect(specsOf(await cardTitled(specsTitle))[term]).toBe(equipment);
  });
});
