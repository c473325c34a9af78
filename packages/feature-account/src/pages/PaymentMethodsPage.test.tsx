import { API_BASE, renderPage, requestsTo, server, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PaymentMethodsPage } from './PaymentMethodsPage.tsx';

setupMswServer();

/** What a cell says, without what is hidden from assistive technology (the brand logo's wordmark). */
function spokenText(cell: Element): string {
  const copy = cell.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent?.trim() ?? '';
}

/** The rows of the card table, each as the texts of its cells. */
async function rows() {
  const table = await screen.findByRole('grid', { name: /^(Vos cartes de paiement|Your payment cards)$/ });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td, th')].map(spokenText));
}

describe('PaymentMethodsPage (spec §2 account/payment-method, §4, §9)', () => {
  it('§2, §9 lists the cards by default date, newest first: brand, country, masked number, expiry; the first is the main card', async () => {
    await renderPage(<PaymentMethodsPage />, { signedInAs: 'driver@example.com' });
    const year = new Date().getUTCFullYear();
    expect(await rows()).toEqual([
      ['Visa', 'Canada', 'XXXX XXXX XXXX 4242', `08/${year + 3}`, 'Carte principale'],
      ['Mastercard', 'Canada', 'XXXX XXXX XXXX 4444', `03/${year + 2}`, ''],
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Moyens de paiement');
    // The main card has no menu; the other one has.
    expect(screen.getAllByRole('button', { name: /^Options de la carte se terminant par/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Options de la carte se terminant par 4444',
    ]);
  });

  it('§4 set as main: PUT …/default, the success message, and the list re-sorted with the new main card first', async () => {
    const page = await renderPage(<PaymentMethodsPage />, { signedInAs: 'driver@example.com', lang: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Options of the card ending in 4444' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Set as main card' }));
    await waitFor(() => expect(page.notifier.notify).toHaveBeenCalledWith({ title: 'This card is now your main card.', tone: 'success' }));
    const [put] = requestsTo(page.requests, 'PUT', `/user/stripe_cards/card_demo_1_mastercard/default`);
    expect(put).toBeDefined();
    await waitFor(async () => expect((await rows()).map((row) => [row[2], row[4]])).toEqual([['XXXX XXXX XXXX 4444', 'Main card'], ['XXXX XXXX XXXX 4242', '']]));
  });

  it('§4 delete asks first: cancelling sends nothing; confirming sends DELETE, says so and removes the card', async () => {
    const page = await renderPage(<PaymentMethodsPage />, { signedInAs: 'driver@example.com' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Options de la carte se terminant par 4444' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Supprimer' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Supprimer cette carte ?' });
    expect(within(dialog).getByText('La carte se terminant par 4444 sera retirée de vos moyens de paiement.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestsTo(page.requests, 'DELETE', '/user/stripe_cards/card_demo_1_mastercard')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Options de la carte se terminant par 4444' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Supprimer' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer la carte' }));
    await waitFor(() => expect(page.notifier.notify).toHaveBeenCalledWith({ title: 'La carte a été supprimée.', tone: 'success' }));
    expect(requestsTo(page.requests, 'DELETE', '/user/stripe_cards/card_demo_1_mastercard')).toHaveLength(1);
    await waitFor(async () => expect((await rows()).map((row) => row[2])).toEqual(['XXXX XXXX XXXX 4242']));
  });

  it('§8 a refused deletion goes to the generic handler and the card stays', async () => {
    const page = await renderPage(<PaymentMethodsPage />, { signedInAs: 'driver@example.com' });
    server.use(http.delete(`${API_BASE}/user/stripe_cards/:id`, () => HttpResponse.json({ errors: [{ code: 'CARD_IN_USE' }] }, { status: 409 })));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Options de la carte se terminant par 4444' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Supprimer' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer la carte' }));
    await waitFor(() => expect(page.notifier.error).toHaveBeenCalledTimes(1));
    expect((await rows()).map((row) => row[2])).toEqual(['XXXX XXXX XXXX 4242', 'XXXX XXXX XXXX 4444']);
  });

  it('§2 an expired card is marked as expired', async () => {
    await renderPage(<PaymentMethodsPage />, {
      signedInAs: 'driver@example.com',
      prepare: ({ api }) => {
        const driver = [...api.state.users.values()].find((u) => u.email === 'driver@example.com')!;
        Object.assign(driver.cards[1]!, { exp_month: 1, exp_year: 2024 });
      },
    });
    const [main, other] = await rows();
    expect(main?.[3]).toMatch(/^08\/\d{4}$/);
    expect(other?.[3]).toBe('01/2024Expirée');
  });

  it('§2 without a card: an empty state whose button opens the add-card modal with the card form', async () => {
    await renderPage(<PaymentMethodsPage />, {
      signedInAs: 'driver@example.com',
      prepare: ({ api }) => {
        [...api.state.users.values()].find((u) => u.email === 'driver@example.com')!.cards = [];
      },
    });
    expect((await screen.findByRole('heading', { name: 'Aucune carte enregistrée' })).tagName).toBe('H2');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ajouter une carte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une carte' });
    expect(await within(dialog).findByRole('textbox', { name: 'Numéro de carte' })).toBeTruthy();
  });

  it('§2, §8 a card added in the modal: the success message, the modal closed, the card in the table, the driver sent back', async () => {
    const onCardAdded = vi.fn();
    const page = await renderPage(<PaymentMethodsPage onCardAdded={onCardAdded} />, { signedInAs: 'driver@example.com' });
    expect(await screen.findByText(/^Ajoutez une carte pour continuer : vous reviendrez ensuite là où vous étiez\.$/)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ajouter une carte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une carte' });
    await user.type(await within(dialog).findByRole('textbox', { name: 'Numéro de carte' }), '5555555555554444');
    await user.type(within(dialog).getByRole('textbox', { name: "Date d'expiration" }), '0930');
    await user.type(within(dialog).getByRole('textbox', { name: 'Code de sécurité' }), '321');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer la carte' }));
    await waitFor(() => expect(page.notifier.notify).toHaveBeenCalledWith({ title: 'Votre carte a été ajoutée.', tone: 'success' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onCardAdded).toHaveBeenCalledTimes(1);
    await waitFor(async () => expect((await rows()).map((row) => [row[2], row[3]])).toContainEqual(['XXXX XXXX XXXX 4444', '09/2030']));
    expect(await rows()).toHaveLength(3);
  });

  it('§8 a list that cannot be loaded says so, with a retry', async () => {
    let fail = true;
    await renderPage(<PaymentMethodsPage />, {
      signedInAs: 'driver@example.com',
      handlers: [http.get(`${API_BASE}/user/stripe_cards`, () => (fail ? HttpResponse.json({ errors: [] }, { status: 500 }) : undefined))],
    });
    expect(await screen.findByRole('heading', { name: "Vos cartes n'ont pas pu être chargées" }, { timeout: 5000 })).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await rows()).toHaveLength(2);
  });
});
