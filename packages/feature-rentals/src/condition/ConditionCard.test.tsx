import 'fake-indexeddb/auto';
import { API_BASE, renderPage, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { RentalDetailPage } from '../pages/RentalDetailPage.tsx';
import { seededRental } from '../test/detailRoute.tsx';

setupMswServer();

async function renderTrip(options: Parameters<typeof renderPage>[1] = {}) {
  let id = 0;
  const page = await renderPage(() => <RentalDetailPage id={id} list="bookings" />, {
    signedInAs: 'driver@example.com',
    ...options,
    prepare: async (context) => {
      id = seededRental(context.api, 'in_progress').id;
      await options.prepare?.(context);
    },
  });
  await screen.findByRole('heading', { level: 2, name: 'Votre trajet' });
  return { ...page, id };
}

/** A 1×1 PNG, as a camera's photo would be chosen (png by its content, D17). */
const pngFile = (name: string) =>
  new File([Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))], name, { type: 'image/png' });

const conditionCard = async () => (await screen.findByRole('heading', { level: 2, name: 'État du véhicule' })).closest('section') as HTMLElement;

describe('ConditionCard (issue 35, D46, D47)', () => {
  it('D47 required: the pick-up report is asked for first, with the known damages of the car', async () => {
    await renderTrip({ tenantOverrides: { damage_report_mode: 'required' } });
    const card = await conditionCard();
    expect(within(card).getByText(/Avant de partir, faites l'état du véhicule/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'État au départ' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'État au retour' })).toBeTruthy();
  });

  it('D47 optional: offered, not asked', async () => {
    await renderTrip({ tenantOverrides: { damage_report_mode: 'optional' } });
    const card = await conditionCard();
    expect(within(card).getByRole('button', { name: 'État au départ' })).toBeTruthy();
    expect(within(card).queryByText(/Avant de partir/)).toBeNull();
  });

  it.each([null, 'none', 'disabled', 'photos'])('D47 mode %j: nothing shown, nothing asked of the operator', async (mode) => {
    const page = await renderTrip({ tenantOverrides: { damage_report_mode: mode } });
    expect(screen.queryByRole('heading', { name: 'État du véhicule' })).toBeNull();
    expect(page.requests.some((r) => /condition_reports|damages/.test(r.path))).toBe(false);
  });

  it('D46 an operator without the extension (404): the card goes, no notification', async () => {
    const page = await renderTrip({
      tenantOverrides: { damage_report_mode: 'required' },
      handlers: [http.get(`${API_BASE}/user/rentals/:id/condition_reports`, () => HttpResponse.json({ errors: [{ code: 'NOT_FOUND' }] }, { status: 404 }))],
    });
    await waitFor(() => expect(page.requests.some((r) => r.path.endsWith('/condition_reports'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'État du véhicule' })).toBeNull());
    expect(page.notifier.error).not.toHaveBeenCalled();
    expect(page.notifier.notify).not.toHaveBeenCalled();
  });

  it('D47 "nothing to report" at pick-up: sent with a client_id, then listed as sent', async () => {
    const page = await renderTrip({ tenantOverrides: { damage_report_mode: 'optional' } });
    const user = userEvent.setup();
    await user.click(within(await conditionCard()).getByRole('button', { name: 'État au départ' }));
    const dialog = await screen.findByRole('dialog', { name: 'État du véhicule au départ' });
    // Neither a damage nor "nothing to report": refused, with the reason.
    await user.click(within(dialog).getByRole('button', { name: "Envoyer l'état du véhicule" }));
    expect(within(dialog).getByText('Ajoutez au moins un dommage, ou cochez « Rien à signaler ».')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Rien à signaler' }));
    await user.click(within(dialog).getByRole('button', { name: "Envoyer l'état du véhicule" }));
    const card = await conditionCard();
    await waitFor(() => expect(within(card).getByText('Envoyé')).toBeTruthy(), { timeout: 5000 });
    const stored = page.api.state.conditionReports.filter((r) => r.rental_id === page.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ moment: 'pick_up', nothing_to_report: true });
    expect(stored[0]?.client_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Made: its button goes; the return one stays.
    expect(within(card).queryByRole('button', { name: 'État au départ' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'État au retour' })).toBeTruthy();
  });

  it('issue 35 item 3: each chosen photo shows as a thumbnail named by its number and zone; its object URL is revoked when the photo is removed and when the dialog closes', async () => {
    const created = vi.spyOn(URL, 'createObjectURL');
    const revoked = vi.spyOn(URL, 'revokeObjectURL');
    try {
      await renderTrip({ tenantOverrides: { damage_report_mode: 'optional' } });
      const user = userEvent.setup();
      await user.click(within(await conditionCard()).getByRole('button', { name: 'État au départ' }));
      const dialog = await screen.findByRole('dialog', { name: 'État du véhicule au départ' });
      await user.click(within(within(dialog).getByRole('group', { name: 'Schéma du véhicule' })).getByRole('button', { name: /^Avant/ }));
      await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, [pngFile('rayure.png'), pngFile('bosse.png')]);
      const first = await within(dialog).findByRole('img', { name: 'Photo 1 : Avant' });
      const second = await within(dialog).findByRole('img', { name: 'Photo 2 : Avant' });
      const [firstUrl, secondUrl] = [first.getAttribute('src'), second.getAttribute('src')];
      expect(firstUrl).toMatch(/^blob:/);
      expect(secondUrl).toMatch(/^blob:/);
      expect(firstUrl).not.toBe(secondUrl);
      // Its size is set before the picture loads: nothing moves when it does.
      expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['72', '72']);
      expect(revoked.mock.calls.map(([url]) => url)).not.toContain(firstUrl);

      // Removed: its URL goes; the other photo is now the first.
      await user.click(within(dialog).getByRole('button', { name: 'Retirer rayure.png' }));
      await waitFor(() => expect(within(dialog).getAllByRole('img', { name: /^Photo \d : Avant$/ })).toHaveLength(1));
      expect(revoked.mock.calls.map(([url]) => url)).toContain(firstUrl);
      expect(within(dialog).getByRole('img', { name: 'Photo 1 : Avant' }).getAttribute('src')).toBe(secondUrl);
      expect(revoked.mock.calls.map(([url]) => url)).not.toContain(secondUrl);

      // The dialog closed: every URL it made is revoked.
      await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const made = created.mock.results.map((result) => result.value as string);
      expect(made.length).toBeGreaterThanOrEqual(2);
      expect(new Set(revoked.mock.calls.map(([url]) => url))).toEqual(new Set(made));
    } finally {
      created.mockRestore();
      revoked.mockRestore();
    }
  });

  it('§8 a report the operator refuses says why, and can be corrected (sent again with the same client_id) or discarded', async () => {
    let refuse = true;
    const bodies: { condition_report: { client_id: string; nothing_to_report: boolean } }[] = [];
    const page = await renderTrip({
      tenantOverrides: { damage_report_mode: 'optional' },
      handlers: [
        http.post(`${API_BASE}/user/rentals/:id/condition_reports`, async ({ request }) => {
          bodies.push((await request.clone().json()) as (typeof bodies)[number]);
          return refuse ? HttpResponse.json({ errors: [{ code: 'FILE_TOO_BIG', detail: 'too big' }] }, { status: 400 }) : undefined;
        }),
      ],
    });
    const user = userEvent.setup();
    await user.click(within(await conditionCard()).getByRole('button', { name: 'État au retour' }));
    const dialog = await screen.findByRole('dialog', { name: 'État du véhicule au retour' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Rien à signaler' }));
    await user.click(within(dialog).getByRole('button', { name: "Envoyer l'état du véhicule" }));
    const card = await conditionCard();
    // The operator's reason, in the catalogue's words (spec §8), and the two ways out.
    expect(await within(card).findByText(/^Refusé : Ce fichier est trop volumineux/, {}, { timeout: 5000 })).toBeTruthy();
    expect(page.notifier.error).not.toHaveBeenCalled();
    refuse = false;
    await user.click(within(card).getByRole('button', { name: 'Corriger' }));
    const again = await screen.findByRole('dialog', { name: 'État du véhicule au retour' });
    expect(within(again).getByRole('checkbox', { name: 'Rien à signaler' })).toHaveProperty('checked', true);
    await user.click(within(again).getByRole('button', { name: "Envoyer l'état du véhicule" }));
    await waitFor(() => expect(within(card).getByText('Envoyé')).toBeTruthy(), { timeout: 5000 });
    expect(bodies.map((body) => body.condition_report.client_id)).toHaveLength(2);
    expect(new Set(bodies.map((body) => body.condition_report.client_id)).size).toBe(1);
    expect(page.api.state.conditionReports.filter((r) => r.rental_id === page.id)).toHaveLength(1);
  });

  it('§8 a refused report discarded goes, and the report can be made anew', async () => {
    const page = await renderTrip({
      tenantOverrides: { damage_report_mode: 'optional' },
      handlers: [http.post(`${API_BASE}/user/rentals/:id/condition_reports`, () => HttpResponse.json({ errors: [{ code: 'WRONG_PARAMETER' }] }, { status: 400 }))],
    });
    const user = userEvent.setup();
    await user.click(within(await conditionCard()).getByRole('button', { name: 'État au retour' }));
    const dialog = await screen.findByRole('dialog', { name: 'État du véhicule au retour' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Rien à signaler' }));
    await user.click(within(dialog).getByRole('button', { name: "Envoyer l'état du véhicule" }));
    const card = await conditionCard();
    await within(card).findByText(/^Refusé : /, {}, { timeout: 5000 });
    await user.click(within(card).getByRole('button', { name: 'Abandonner' }));
    await waitFor(() => expect(within(card).queryByText(/^Refusé : /)).toBeNull());
    expect(within(card).getByRole('button', { name: 'État au retour' })).toBeTruthy();
    expect(page.api.state.conditionReports.filter((r) => r.rental_id === page.id)).toHaveLength(0);
  });
});

