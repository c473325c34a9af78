// The vehicle result cards (spec §2 list), rendered as the search page shows them against the demo API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { holdFrames } from '../../test/frames.ts';
import { API_BASE, renderSearch, searchTimes, searchUrl, setupMswServer } from '../../test/renderSearch.tsx';

setupMswServer();

/** The result card whose title is `name`. */
async function cardOf(name: string): Promise<HTMLElement> {
  const title = await screen.findByRole('heading', { level: 3, name }, { timeout: 10_000 });
  return title.closest('article') as HTMLElement;
}

describe('VehicleCard (spec §2 list)', () => {
  it.each([
    [
      'fr',
      'Toyota Corolla Hybride (2023)',
      1001,
      ['Compacte', 'Carburant 18 L', 'À 0,0 km', 'Immatriculation V30 AKP', 'N° interne DE-001'],
      ['31,05 $', 'au lieu de', '34,50 $'],
    ],
    [
      'en',
      'Hyundai Kona électrique (2024)',
      1002,
      ['VUS et électriques', 'Charge 58% · range 131.0 km', '0.0 km away', 'Plate V31 BLQ', 'Internal no. DE-002'],
      ['$39.15', 'instead of', '$43.50'],
    ],
  ] as const)('spec §2: in %s, the card of %s shows its thumbnail, energy, category, distance, plate, internal identifier and price, the pre-discount price struck through', async (lang, name, vehicleId, facts, [price, insteadOf, before]) => {
    // spec §3 prediscount_price: the demo code BIENVENUE10 takes 10 % off, so each result has its pre-discount price.
    await renderSearch({ signInAs: 'driver@example.com', lang, url: searchUrl({ station: 1, ...searchTimes(), codes: ['BIENVENUE10'] }) });
    const card = await cardOf(name);
    // The thumbnail, decorative beside the card's title.
    const thumbnail = card.querySelector('img');
    expect(thumbnail?.getAttribute('src')).toBe(`${API_BASE}/__demo/assets/vehicles/${vehicleId}.svg?size=thumbnail`);
    expect(thumbnail?.getAttribute('alt')).toBe('');
    const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s/g, ' ').trim();
    const spans = [...card.querySelectorAll('p span')].map(text);
    for (const fact of facts) expect(spans).toContain(fact);
    // The price (demo: CAD), then the pre-discount price struck through, named for screen readers, which do not
    // announce strike-through.
    const struck = card.querySelector('s');
    expect(text(struck)).toBe(before);
    expect(text(struck?.previousElementSibling)).toBe(insteadOf);
    expect(text(struck?.parentElement?.previousElementSibling)).toBe(price);
  });
});

describe('choosing a result (spec §2; issue 32: the tap answered first)', () => {
  it('spec §2 the pressed button shows itself pending at once; the vehicle’s view comes once that has been painted', async () => {
    const page = await renderSearch({ signInAs: 'driver@example.com', url: searchUrl({ station: 1, ...searchTimes() }) });
    const card = await cardOf('Toyota Corolla Hybride (2023)');
    const choose = within(card).getByRole('button', { name: /Toyota Corolla Hybride/ });
    const frames = holdFrames();
    try {
      await userEvent.setup().click(choose);
      expect(choose.hasAttribute('data-pending')).toBe(true);
      expect(page.search().view).not.toBe('vehicle');
      frames.paint();
      await waitFor(() => expect(page.search()).toMatchObject({ view: 'vehicle', vehicleId: 1001 }));
    } finally {
      frames.restore();
    }
    expect(await screen.findByRole('heading', { level: 1, name: /Toyota Corolla Hybride/ })).toBeTruthy();
  });
});
