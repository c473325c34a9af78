import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import { ProviderRefusal } from '../adapter/cardProvider.ts';
import { stripeProvider } from './stripeProvider.ts';

const intent = { id: 'seti_1', client_secret: 'seti_1_secret_abc' };

function fakes(answer: unknown, submit: unknown = {}) {
  const elements = { submit: vi.fn(async () => submit) } as unknown as StripeElements;
  const confirmSetup = vi.fn(async () => answer);
  return { elements, confirmSetup, stripe: { confirmSetup } as unknown as Stripe };
}

describe('stripeProvider (decision D34)', () => {
  it('confirms with the Elements, the client secret, redirect if_required and the return address', async () => {
    const { stripe, elements, confirmSetup } = fakes({ setupIntent: { id: 'seti_1', status: 'succeeded', payment_method: 'pm_1' } });
    await expect(stripeProvider(stripe, elements, 'https://fo.test/frontofficev2/account/payment-method').confirm(intent)).resolves.toEqual({
      ok: true,
      paymentMethodId: 'pm_1',
    });
    expect(confirmSetup).toHaveBeenCalledWith({
      elements,
      clientSecret: 'seti_1_secret_abc',
      redirect: 'if_required',
      confirmParams: { return_url: 'https://fo.test/frontofficev2/account/payment-method' },
    });
  });

  it('reads an expanded payment method', async () => {
    const { stripe, elements } = fakes({ setupIntent: { id: 'seti_1', status: 'succeeded', payment_method: { id: 'pm_2' } } });
    await expect(stripeProvider(stripe, elements, '/').confirm(intent)).resolves.toEqual({ ok: true, paymentMethodId: 'pm_2' });
  });

  it("§7 gives Stripe's message, or none when Stripe gives none", async () => {
    const refused = fakes({ error: { type: 'card_error', message: 'Your card was declined.' } });
    await expect(stripeProvider(refused.stripe, refused.elements, '/').confirm(intent)).resolves.toEqual({ ok: false, message: 'Your card was declined.' });
    const silent = fakes({ error: { type: 'api_error' } });
    await expect(stripeProvider(silent.stripe, silent.elements, '/').confirm(intent)).resolves.toEqual({ ok: false, message: null });
  });

  it('a setup intent that did not succeed is a refusal without a message', async () => {
    const { stripe, elements } = fakes({ setupIntent: { id: 'seti_1', status: 'requires_payment_method', payment_method: null } });
    await expect(stripeProvider(stripe, elements, '/').confirm(intent)).resolves.toEqual({ ok: false, message: null });
  });

  it("prepare refuses with the Payment Element's message when the card is incomplete, and passes otherwise", async () => {
    const incomplete = fakes({}, { error: { type: 'validation_error', message: 'Your card number is incomplete.' } });
    const refusal = await stripeProvider(incomplete.stripe, incomplete.elements, '/').prepare!().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ProviderRefusal);
    expect((refusal as ProviderRefusal).providerMessage).toBe('Your card number is incomplete.');
    const complete = fakes({});
    await expect(stripeProvider(complete.stripe, complete.elements, '/').prepare!()).resolves.toBeUndefined();
  });
});
