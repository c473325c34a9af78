/**
 * The demo provider (decision D34): stands in for Stripe when `GET /stripe_key` answers the demo API's key, with
 * Stripe's test numbers. 4000 0000 0000 0002 is declined by the provider, before any `POST /user/stripe_cards`;
 * 4000 0025 0000 3155 asks the driver to approve or refuse an authentication (3-D Secure); any other valid number
 * (4242 4242 4242 4242, 5555 5555 5555 4444…) is accepted. The payment method id carries the card's brand, last four
 * digits and expiry, which the demo API records (`pm_demo_<brand>_<last4>_<month>_<year>_<nonce>`).
 */
import { cardBrandOfNumber, cardDigits, type CardEntry, parseCardExpiry } from '@frontoffice/domain';
import type { CardProvider } from '../adapter/cardProvider.ts';

/** Stripe's test number that is always declined. */
export const DECLINED_NUMBER = '4000000000000002';
/** Stripe's test number that always asks for 3-D Secure on a setup. */
export const AUTHENTICATION_NUMBER = '4000002500003155';

/** What the demo provider does with a number. */
export type DemoOutcome = 'accepted' | 'declined' | 'authentication';

/** What the demo provider does with a (valid) number. */
export function demoOutcome(number: string): DemoOutcome {
  const digits = cardDigits(number);
  if (digits === DECLINED_NUMBER) return 'declined';
  if (digits === AUTHENTICATION_NUMBER) return 'authentication';
  return 'accepted';
}

/** The payment method id of a card the demo provider accepted. */
export function demoPaymentMethodId(card: CardEntry, nonce: string): string {
  const digits = cardDigits(card.number);
  const expiry = parseCardExpiry(card.expiry);
  const brand = cardBrandOfNumber(digits);
  return `pm_demo_${brand}_${digits.slice(-4)}_${expiry?.month ?? 12}_${expiry?.year ?? 2099}_${nonce}`;
}

/** The provider's messages, in the driver's language. */
export interface DemoProviderMessages {
  declined: string;
  authenticationRefused: string;
}

/**
 * The demo provider for one typed card (already valid: the form checks it first).
 * @param authenticate asks the driver to approve (true) or refuse (false) the authentication
 */
export function demoProvider(card: CardEntry, authenticate: () => Promise<boolean>, messages: DemoProviderMessages): CardProvider {
  return {
    async confirm() {
      const outcome = demoOutcome(card.number);
      if (outcome === 'declined') return { ok: false, message: messages.declined };
      if (outcome === 'authentication' && !(await authenticate())) return { ok: false, message: messages.authenticationRefused };
      return { ok: true, paymentMethodId: demoPaymentMethodId(card, Math.random().toString(36).slice(2, 10)) };
    },
  };
}
