// The demo provider's card form (decision D34) through the adapter, against the demo operator API, whose key makes
// the card form choose the demo provider.
import { API_BASE, jsonBody, renderPage, requestsTo, server, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AddCardForm } from '../form/AddCardForm.tsx';
import type { LaterAction } from '../form/AddCardForm.types.ts';

setupMswServer();

async function openForm(options: { lang?: 'fr' | 'en'; tenant?: 'demo' | 'campus'; laterAction?: LaterAction } = {}) {
  const onAdded = vi.fn();
  const page = await renderPage(<AddCardForm onAdded={onAdded} onCancel={() => {}} laterAction={options.laterAction} />, {
    signedInAs: 'driver@example.com',
    lang: options.lang,
    tenant: options.tenant,
  });
  const en = options.lang === 'en';
  const number = await screen.findByRole('textbox', { name: en ? 'Card number' : 'Numéro de carte' });
  return {
    page,
    onAdded,
    number,
    expiry: screen.getByRole('textbox', { name: en ? 'Expiry date' : "Date d'expiration" }),
    cvc: screen.getByRole('textbox', { name: en ? 'Security code' : 'Code de sécurité' }),
    save: screen.getByRole('button', { name: en ? 'Save the card' : 'Enregistrer la carte' }),
  };
}

async function typeCard(form: Awaited<ReturnType<typeof openForm>>, number: string, expiry = '1230', cvc = '123') {
  const user = userEvent.setup();
  await user.type(form.number, number);
  await user.type(form.expiry, expiry);
  await user.type(form.cvc, cvc);
  await user.click(form.save);
  return user;
}

describe('DemoCardForm (decision D34)', () => {
  it('D34 formats the number and the expiry as they are typed, and shows the brand', async () => {
    const form = await openForm();
    const user = userEvent.setup();
    await user.type(form.number, '4242424242424242999');
    expect((form.number as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    expect(screen.getByRole('img', { name: 'Visa' })).toBeTruthy();
    await user.type(form.expiry, '828');
    expect((form.expiry as HTMLInputElement).value).toBe('08/28');
    await user.type(form.cvc, '12a34');
    expect((form.cvc as HTMLInputElement).value).toBe('1234');
    expect(form.number.getAttribute('autocomplete')).toBe('cc-number');
    expect(form.expiry.getAttribute('autocomplete')).toBe('cc-exp');
    expect(form.cvc.getAttribute('autocomplete')).toBe('cc-csc');
  });

  it('D34 checks the card before any call: required fields, Luhn, a past month, the code length', async () => {
    const form = await openForm();
    const user = userEvent.setup();
    await user.click(form.save);
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(3);
    await user.type(form.number, '4242424242424241');
    await user.type(form.expiry, '0120');
    await user.type(form.cvc, '12');
    expect(screen.getByText("Ce numéro de carte n'est pas valide.")).toBeTruthy();
    expect(screen.getByText('Cette carte est expirée.')).toBeTruthy();
    expect(screen.getByText("Ce code de sécurité n'est pas valide.")).toBeTruthy();
    await user.click(form.save);
    expect(requestsTo(form.page.requests, 'POST', '/user/stripe_setup_intents')).toHaveLength(0);
    expect(form.number.getAttribute('aria-invalid')).toBe('true');
  });

  it('D34 4242 4242 4242 4242 is accepted: one setup intent, then the card recorded with the typed card', async () => {
    const form = await openForm();
    await typeCard(form, '4242424242424242', '0831');
    await waitFor(() => expect(form.onAdded).toHaveBeenCalledTimes(1));
    expect(requestsTo(form.page.requests, 'POST', '/user/stripe_setup_intents')).toHaveLength(1);
    const [recorded] = requestsTo(form.page.requests, 'POST', '/user/stripe_cards');
    const body = (await jsonBody(recorded!)) as { stripe_card: { stripe_setup_intent_id: string; stripe_payment_method_id: string } };
    expect(body.stripe_card.stripe_setup_intent_id).toMatch(/^seti_demo_/);
    expect(body.stripe_card.stripe_payment_method_id).toMatch(/^pm_demo_visa_4242_8_2031_/);
    expect(form.onAdded.mock.calls[0]?.[0]).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2031 });
  });

  it('D34 4000 0000 0000 0002 is declined by the provider, before any POST /user/stripe_cards; the typed card stays', async () => {
    const form = await openForm();
    await typeCard(form, '4000000000000002');
    expect((await screen.findByRole('alert')).textContent).toBe('Votre carte a été refusée.');
    expect(requestsTo(form.page.requests, 'POST', '/user/stripe_cards')).toHaveLength(0);
    expect(form.onAdded).not.toHaveBeenCalled();
    expect((form.number as HTMLInputElement).value).toBe('4000 0000 0000 0002');
  });

  it('D34 4000 0025 0000 3155 asks for an authentication; approved, the card is recorded', async () => {
    const form = await openForm({ lang: 'en' });
    const user = await typeCard(form, '4000002500003155');
    const dialog = await screen.findByRole('dialog', { name: "Your bank's authentication (demo)" });
    expect(within(dialog).getByText(/card ending in 3155/)).toBeTruthy();
    expect(requestsTo(form.page.requests, 'POST', '/user/stripe_cards')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(form.onAdded).toHaveBeenCalledTimes(1));
    expect(form.onAdded.mock.calls[0]?.[0]).toMatchObject({ last4: '3155' });
  });

  it('D34 4000 0025 0000 3155 refused: the provider\'s message, nothing recorded', async () => {
    const form = await openForm();
    const user = await typeCard(form, '4000002500003155');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "L'authentification de votre carte a échoué. Choisissez un autre moyen de paiement et réessayez.",
    );
    expect(requestsTo(form.page.requests, 'POST', '/user/stripe_cards')).toHaveLength(0);
    expect(form.onAdded).not.toHaveBeenCalled();
  });

  it('§8 a refused setup intent shows the card-add error', async () => {
    const form = await openForm();
    server.use(http.post(`${API_BASE}/user/stripe_setup_intents`, () => HttpResponse.json({ errors: [{ code: 'internal' }] }, { status: 500 })));
    await typeCard(form, '4242424242424242');
    expect((await screen.findByRole('alert')).textContent).toBe("La carte n'a pas pu être ajoutée.");
    expect(form.page.notifier.error).not.toHaveBeenCalled();
  });

  it('D15 "later" shows only when the tenant does not require a card', async () => {
    const onPress = vi.fn();
    await openForm({ tenant: 'campus', laterAction: { onPress } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Plus tard' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('D15 no "later" when the tenant requires a card', async () => {
    await openForm({ tenant: 'demo', laterAction: { onPress: () => {} } });
    expect(screen.queryByRole('button', { name: 'Plus tard' })).toBeNull();
  });
});
