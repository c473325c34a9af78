import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { type CardProvider, ProviderRefusal } from '../adapter/cardProvider.ts';

/**
 * Stripe as the card provider (decision D34): the Payment Element's card is checked (`elements.submit()`) before the
 * setup intent is asked for, then `confirmSetup` with the Elements instance, the intent's client secret and
 * `redirect: 'if_required'`, so that 3-D Secure runs in Stripe's own dialog and the driver stays on the page.
 * @param returnUrl where Stripe sends the driver back after a redirect-based method (never for a card)
 */
export function stripeProvider(stripe: Stripe, elements: StripeElements, returnUrl: string): CardProvider {
  return {
    async prepare() {
      const { error } = await elements.submit();
      if (error) throw new ProviderRefusal(error.message ?? null);
    },
    async confirm(intent) {
      const result = await stripe.confirmSetup({
        elements,
        clientSecret: intent.client_secret,
        redirect: 'if_required',
        confirmParams: { return_url: returnUrl },
      });
      if (result.error) return { ok: false, message: result.error.message ?? null };
      const method = result.setupIntent.payment_method;
      const paymentMethodId = typeof method === 'string' ? method : method?.id;
      if (result.setupIntent.status !== 'succeeded' || !paymentMethodId) return { ok: false, message: null };
      return { ok: true, paymentMethodId };
    },
  };
}
