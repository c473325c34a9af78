// The payment-provider adapter through Stripe (spec §7 cards, §8; decision D34), with a fake Stripe object installed
// as `window.Stripe` (test/fakeStripe.ts) and the demo operator API answering a real operator's key.
import { API_BASE, jsonBody, renderPage, requestsTo, server, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStripeRecord, installFakeStripe } from '../../test/fakeStripe.ts';
import { AddCardForm } from '../form/AddCardForm.tsx';

// loadStripe as @stripe/stripe-js does it when `window.Stripe` exists, but replaceable to fail like a blocked script.
const loadStripe = vi.hoisted(() => vi.fn());
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));

setupMswServer();

const KEY = 'pk_test_51RealOperator';
const stripeKey = http.get(`${API_BASE}/stripe_key`, () => HttpResponse.json({ stripe_key: { public: KEY } }));

beforeEach(() => {
  loadStripe.mockReset();
  loadStripe.mockImplementation((key: string) => Promise.resolve((window as unknown as { Stripe(key: string): unknown }).Stripe(key)));
});
afterEach(() => {
  delete (window as { Stripe?: unknown }).Stripe;
});

async function openForm(options: Parameters<typeof installFakeStripe>[0] = {}, lang: 'fr' | 'en' = 'fr') {
  installFakeStripe(options);
  const onAdded = vi.fn();
  const page = await renderPage(<AddCardForm onAdded={onAdded} onCancel={() => {}} />, {
    signedInAs: 'driver@example.com',
    handlers: [stripeKey],
    lang,
  });
  await screen.findByTestId('fake-stripe-element');
  const save = screen.getByRole('button', { name: lang === 'fr' ? 'Enregistrer la carte' : 'Save the card' });
  await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
  return { page, onAdded, save };
}

describe('AddCardForm with Stripe (spec §7 cards, decision D34)', () => {
  it('§7 creates one setup intent, confirms it with the Elements and redirect if_required, then records the card with both ids', async () => {
    const { page, onAdded, save } = await openForm({ confirm: { paymentMethod: 'pm_card_mastercard' } });
    expect(loadStripe).toHaveBeenCalledWith(KEY);
    expect(fakeStripeRecord().elementsOptions[0]).toMatchObject({ mode: 'setup', allowedPaymentMethodTypes: ['card'], currency: 'cad', locale: 'fr' });
    await userEvent.setup().click(save);
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));

    const intents = requestsTo(page.requests, 'POST', '/user/stripe_setup_intents');
    expect(intents).toHaveLength(1);
    const intent = page.api.state.setupIntents;
    const [intentId, { secret }] = [...intent.entries()].at(-1)!;
    expect(fakeStripeRecord().submits).toBe(1);
    expect(fakeStripeRecord().confirmSetup).toEqual([{ withElements: true, clientSecret: secret, redirect: 'if_required', returnUrl: window.location.href }]);
    const recorded = requestsTo(page.requests, 'POST', '/user/stripe_cards');
    expect(recorded).toHaveLength(1);
    expect(await jsonBody(recorded[0]!)).toEqual({ stripe_card: { stripe_setup_intent_id: intentId, stripe_payment_method_id: 'pm_card_mastercard' } });
    expect(onAdded.mock.calls[0]?.[0]).toMatchObject({ brand: 'mastercard', last4: '4444' });
    // The list is refetched for the page that shows it (spec §4: its order may change).
    expect(page.queryClient.getQueryState(['cards', 'list'])).toBeUndefined();
  });

  it("§7, §8 shows Stripe's message when it refuses, records nothing, and a second try asks for a second setup intent", async () => {
    const { page, onAdded, save } = await openForm({ confirm: { error: 'Votre carte a été refusée.' } });
    const user = userEvent.setup();
    await user.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe('Votre carte a été refusée.');
    await user.click(save);
    await waitFor(() => expect(requestsTo(page.requests, 'POST', '/user/stripe_setup_intents')).toHaveLength(2));
    await waitFor(() => expect(fakeStripeRecord().confirmSetup).toHaveLength(2));
    expect(requestsTo(page.requests, 'POST', '/user/stripe_cards')).toHaveLength(0);
    expect(onAdded).not.toHaveBeenCalled();
    expect(page.notifier.error).not.toHaveBeenCalled();
  });

  it('§7 an incomplete card (elements.submit) shows its message before any setup intent', async () => {
    const { page, save } = await openForm({ submitError: 'Votre numéro de carte est incomplet.' });
    await userEvent.setup().click(save);
    expect((await screen.findByRole('alert')).textContent).toBe('Votre numéro de carte est incomplet.');
    expect(requestsTo(page.requests, 'POST', '/user/stripe_setup_intents')).toHaveLength(0);
    expect(fakeStripeRecord().confirmSetup).toHaveLength(0);
  });

  it('§8 a refused card record shows the card-add error (English), not a blank form', async () => {
    const { page, onAdded, save } = await openForm({}, 'en');
    server.use(http.post(`${API_BASE}/user/stripe_cards`, () => HttpResponse.json({ errors: [{ code: 'INVALID_SETUP_INTENT', detail: 'no' }] }, { status: 400 })));
    await userEvent.setup().click(save);
    expect((await screen.findByRole('alert')).textContent).toBe('The card could not be added.');
    expect(requestsTo(page.requests, 'POST', '/user/stripe_cards')).toHaveLength(1);
    expect(onAdded).not.toHaveBeenCalled();
    expect(screen.getByTestId('fake-stripe-element')).toBeTruthy();
  });

  it('D34 when Stripe.js cannot load, a translated message and a retry show; the retry loads it', async () => {
    installFakeStripe();
    loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    await renderPage(<AddCardForm onAdded={() => {}} />, { signedInAs: 'driver@example.com', handlers: [stripeKey] });
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Le module de paiement sécurisé n'a pas pu être chargé/);
    expect(screen.queryByRole('button', { name: 'Enregistrer la carte' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('fake-stripe-element')).toBeTruthy();
    expect(loadStripe).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('§7 the key is fetched once and kept in local storage for this tenant', async () => {
    const { page } = await openForm();
    expect(requestsTo(page.requests, 'GET', '/stripe_key')).toHaveLength(1);
    expect(localStorage.getItem(`stripe_key:${page.api.state.tenant.id}`)).toBe(KEY);
  });

  it('§7 a key kept in local storage is used without GET /stripe_key', async () => {
    installFakeStripe();
    const page = await renderPage(<AddCardForm onAdded={() => {}} />, {
      signedInAs: 'driver@example.com',
      handlers: [http.get(`${API_BASE}/stripe_key`, () => HttpResponse.json({ errors: [{ code: 'not_expected' }] }, { status: 500 }))],
      prepare: ({ api }) => {
        localStorage.setItem(`stripe_key:${api.state.tenant.id}`, 'pk_test_stored');
      },
    });
    await screen.findByTestId('fake-stripe-element');
    expect(loadStripe).toHaveBeenCalledWith('pk_test_stored');
    expect(requestsTo(page.requests, 'GET', '/stripe_key')).toHaveLength(0);
  });

  it('§8 a key that cannot be fetched shows a message with a retry', async () => {
    let fail = true;
    const flaky = http.get(`${API_BASE}/stripe_key`, () =>
      fail ? HttpResponse.json({ errors: [{ code: 'internal' }] }, { status: 500 }) : HttpResponse.json({ stripe_key: { public: KEY } }),
    );
    installFakeStripe();
    await renderPage(<AddCardForm onAdded={() => {}} />, { signedInAs: 'driver@example.com', handlers: [flaky] });
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Le formulaire de carte n'a pas pu être chargé/);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('fake-stripe-element')).toBeTruthy();
  });
});

