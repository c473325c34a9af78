import type { DemoApi } from '@frontoffice/demo-api';
import { API_BASE, findNavigatedPath, jsonBody, renderPage, requestsTo, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { RentalDetailPage } from './RentalDetailPage.tsx';

setupMswServer();

const carpoolingOf = (api: DemoApi) => {
  const found = [...api.state.rentals.values()].find((r) => r.carpooling && r.driver_id === 1);
  if (!found) throw new Error('cityshare seeds the driver’s carpooling');
  return found;
};
const inProgressOf = (api: DemoApi) => {
  const now = Date.now();
  const found = [...api.state.rentals.values()].find(
    (r) => r.driver_id === 1 && Date.parse(r.reservation_start_time) <= now && Date.parse(r.reservation_end_time) > now,
  );
  if (!found) throw new Error('the driver has a rental in progress');
  return found;
};

async function renderCarpooling(
  email: string,
  pick: (api: DemoApi) => { id: number } = carpoolingOf,
  prepare?: (api: DemoApi) => void,
  handlers: RequestHandler[] = [],
) {
  let id = 0;
  const page = await renderPage(() => <RentalDetailPage id={id} list="carpoolings" />, {
    tenant: 'cityshare',
    handlers,
    signedInAs: email,
    prepare: ({ api }) => {
      id = pick(api).id;
      prepare?.(api);
    },
  });
  await screen.findByRole('heading', { level: 2, name: 'Votre trajet' });
  return { ...page, id };
}

const people = async () => (await screen.findByRole('heading', { level: 2, name: 'Conducteur et passagers' })).closest('section') as HTMLElement;
const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('passengers (spec §5, §6, D28)', () => {
  it('the owner sees the passengers and adds one by e-mail: no search before 4 characters, then suggestions, then one POST', async () => {
    const page = await renderCarpooling('driver@example.com');
    const card = await people();
    expect(await within(card).findByText('Léo Bernard')).toBeTruthy();
    expect(within(card).getByText('Confirmé')).toBeTruthy();
    const user = userEvent.setup();
    const field = within(card).getByRole('combobox', { name: 'Ajouter un passager (adresse e-mail)' });
    await user.type(field, 'bac');
    await idle(800);
    expect(requestsTo(page.requests, 'GET', '/users')).toEqual([]);
    await user.type(field, 'k');
    await user.click(await screen.findByRole('option', { name: /backoffice@example\.com/ }, { timeout: 3000 }));
    const searches = requestsTo(page.requests, 'GET', '/users');
    expect(searches.map((r) => new URL(r.url).searchParams.get('email'))).toEqual(['back']);
    await user.dblClick(within(card).getByRole('button', { name: 'Ajouter le passager' }));
    await waitFor(() => expect(page.notifier.notify).toHaveBeenCalledWith({ title: 'Le covoiturage a été mis à jour.', tone: 'success' }));
    const sent = requestsTo(page.requests, 'POST', `/rentals/${page.id}/passengers`);
    expect(sent).toHaveLength(1);
    expect(await jsonBody(sent[0] as (typeof sent)[number])).toEqual({ passenger: { email: 'backoffice@example.com' } });
    expect(await within(card).findByText('Nadia Gagnon')).toBeTruthy();
    expect(within(card).getByText('Invité')).toBeTruthy();
  });

  it('spec §5: a failed search gives an empty list; an e-mail already a passenger is refused before sending', async () => {
    const failing = [http.get(`${API_BASE}/users`, () => HttpResponse.json({ errors: [{ code: 'INTERNAL' }] }, { status: 500 }))];
    const page = await renderCarpooling('driver@example.com', carpoolingOf, undefined, failing);
    const card = await people();
    await within(card).findByText('Léo Bernard');
    const user = userEvent.setup();
    await user.type(within(card).getByRole('combobox'), 'passenger@example.com');
    expect(await screen.findByText('Aucun compte trouvé : une invitation sera envoyée à cette adresse.', {}, { timeout: 3000 })).toBeTruthy();
    expect(requestsTo(page.requests, 'GET', '/users').length).toBeGreaterThan(0);
    expect(page.notifier.error).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await user.click(within(card).getByRole('button', { name: 'Ajouter le passager' }));
    expect(await within(card).findByText('Cette personne est déjà passagère de ce covoiturage.')).toBeTruthy();
    expect(requestsTo(page.requests, 'POST', `/rentals/${page.id}/passengers`)).toEqual([]);
  });

  it('the owner removes a passenger', async () => {
    const page = await renderCarpooling('driver@example.com');
    const card = await people();
    const passenger = carpoolingOf(page.api).passengers[0];
    await userEvent.setup().click(await within(card).findByRole('button', { name: 'Retirer Léo Bernard du covoiturage' }));
    await waitFor(() => expect(page.notifier.notify).toHaveBeenCalledWith({ title: 'Le covoiturage a été mis à jour.', tone: 'success' }));
    expect(requestsTo(page.requests, 'DELETE', `/rentals/${page.id}/passengers/${passenger?.id}`)).toHaveLength(1);
    expect(await within(card).findByText('Aucun passager pour l\'instant.')).toBeTruthy();
  });

  it('spec §6: a passenger sees the carpooling title, no owner action, and cancels their participation', async () => {
    const page = await renderCarpooling('passenger@example.com');
    expect(await screen.findByRole('heading', { level: 1, name: /^Covoiturage · / })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Modifier les horaires' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Annuler la réservation' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Annuler ma participation' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Annuler ma participation' }));
    expect(await findNavigatedPath()).toBe('/account/carpoolings');
    expect(page.notifier.notify).toHaveBeenCalledWith({ title: 'Le covoiturage a été mis à jour.', tone: 'success' });
    expect(carpoolingOf(page.api).passengers).toEqual([]);
  });

  it('spec §6: a passenger sees the driver’s name (GET /users/{id})', async () => {
    const page = await renderCarpooling('passenger@example.com');
    const driver = page.api.state.users.get(carpoolingOf(page.api).driver_id);
    const card = await people();
    expect(await within(card).findByText(`${driver?.profile.first_name} ${driver?.profile.last_name}`)).toBeTruthy();
    expect(within(card).queryByText('…')).toBeNull();
    expect(requestsTo(page.requests, 'GET', `/users/${driver?.id}`).length).toBeGreaterThan(0);
  });

  it('spec §6, §8 (issue 31, 14): when GET /users/{id} fails, a passenger sees a fallback for the driver’s name, not "…" for ever', async () => {
    const failing = [http.get(`${API_BASE}/users/:id`, () => HttpResponse.json({ errors: [{ code: 'INTERNAL' }] }, { status: 500 }))];
    const page = await renderCarpooling('passenger@example.com', carpoolingOf, undefined, failing);
    const card = await people();
    expect(await within(card).findByText('nom indisponible')).toBeTruthy();
    expect(within(card).queryByText('…')).toBeNull();
    // Not an error page, nor a notification: the rest of the booking stays usable.
    expect(page.notifier.error).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Annuler ma participation' })).toBeTruthy();
  });

  it('spec §6 (issue 31, 14): the fallback for the driver’s name is translated (English)', async () => {
    const failing = [http.get(`${API_BASE}/users/:id`, () => HttpResponse.json({ errors: [{ code: 'INTERNAL' }] }, { status: 500 }))];
    let id = 0;
    await renderPage(() => <RentalDetailPage id={id} list="carpoolings" />, {
      tenant: 'cityshare',
      lang: 'en',
      handlers: failing,
      signedInAs: 'passenger@example.com',
      prepare: ({ api }) => {
        id = carpoolingOf(api).id;
      },
    });
    const card = (await screen.findByRole('heading', { level: 2, name: 'Driver and passengers' })).closest('section') as HTMLElement;
    expect(await within(card).findByText('name unavailable')).toBeTruthy();
  });

  it('decision D11: an invited passenger confirms their participation (PUT /rentals/{id}/passengers/{passengerId})', async () => {
    const page = await renderCarpooling('passenger@example.com', carpoolingOf, (api) => {
      const passenger = carpoolingOf(api).passengers[0];
      if (passenger) passenger.status = 'invited';
    });
    const passenger = carpoolingOf(page.api).passengers[0];
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirmer ma participation' }));
    await waitFor(() => expect(passenger?.status).toBe('confirmed'));
    expect(requestsTo(page.requests, 'PUT', `/rentals/${page.id}/passengers/${passenger?.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirmer ma participation' })).toBeNull());
  });
});

describe('geotracking (spec §4, D10)', () => {
  it('during an in-progress rental the switch asks through the privacy dialog, then sends {rental:{geotracking}}', async () => {
    const page = await renderCarpooling('driver@example.com', inProgressOf);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Géolocalisation du trajet' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await user.click(toggle);
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Activer la géolocalisation ?' })).getByRole('button', { name: 'Activer' }));
    await waitFor(() => expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(true));
    await user.click(screen.getByRole('switch'));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Désactiver la géolocalisation ?' })).getByRole('button', { name: 'Désactiver' }));
    await waitFor(() =>
      expect(page.notifier.notify).toHaveBeenCalledWith({ title: 'La géolocalisation a été désactivée pour ce trajet.', tone: 'success' }),
    );
    const sent = requestsTo(page.requests, 'PUT', `/user/rentals/${page.id}`);
    expect(await Promise.all(sent.map(jsonBody))).toEqual([{ rental: { geotracking: true } }, { rental: { geotracking: false } }]);
    expect(page.api.state.rentals.get(page.id)?.geotracking).toBe(false);
  });

  it('D10: no switch before the trip, nor on a tenant without the privacy time slot', async () => {
    await renderCarpooling('driver@example.com');
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
