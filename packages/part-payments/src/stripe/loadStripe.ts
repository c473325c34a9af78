import type { Stripe } from '@stripe/stripe-js';
// The "pure" entry injects Stripe.js only when loadStripe is called (the default entry does it on import).
import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * Stripe.js for a publishable key (decision D34: loaded only when a card form opens). The caller keeps one instance
 * per key (`<Elements>` ignores a new one): the card form's query, never stale. A failed load (an ad blocker, no
 * network) rejects, and @stripe/stripe-js forgets it, so that a retry loads again.
 * @throws when Stripe.js cannot load
 */
export async function loadStripeFor(publishableKey: string): Promise<Stripe> {
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js is not available here');
  return stripe;
}
