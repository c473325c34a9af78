/**
 * The payment-provider adapter (spec §7 cards, §8; decisions D14, D34): one way to add a card whoever the provider
 * is. The operator's API creates a setup intent, the provider confirms it with the card the driver entered (3-D
 * Secure included, in the provider's own dialog), then the API records the card with both ids. Stripe and the demo
 * provider each implement {@link CardProvider}; the account page and the signup card step share the flow through
 * the part's card form, so that no feature imports another.
 */
import { type ApiClient, createStripeCard, createStripeSetupIntent, type PaymentCard, type StripeSetupIntent } from '@frontoffice/api-client';

/** What the provider's confirmation gives: the card's payment method, or the provider's refusal. */
export type ProviderConfirmation =
  | { ok: true; paymentMethodId: string }
  | {
      ok: false;
      /** The provider's message, in the driver's language (Stripe's `error.message`); null when it gives none. */
      message: string | null;
    };

/** A card provider: Stripe for real operators, the demo provider with the demo API's key (decision D34). */
export interface CardProvider {
  /**
   * Checks what the driver entered before anything is asked of the API (Stripe's `elements.submit()`).
   * @throws {ProviderRefusal} with the provider's message when the card is incomplete or invalid
   */
  prepare?(): Promise<void>;
  /** Confirms the setup intent with the card the driver entered; any authentication runs in here. */
  confirm(intent: StripeSetupIntent): Promise<ProviderConfirmation>;
}

/**
 * The provider refused the card (declined, authentication refused, incomplete): spec §7 shows its message, or the
 * card-add error of §8 when it gives none.
 */
export class ProviderRefusal extends Error {
  /** The provider's message, or null. */
  readonly providerMessage: string | null;

  constructor(providerMessage: string | null) {
    super(providerMessage ?? 'The card provider refused the card');
    this.name = 'ProviderRefusal';
    this.providerMessage = providerMessage;
  }
}

/**
 * Adds a card through a provider (spec §7): `prepare`, then one `POST /user/stripe_setup_intents`, the provider's
 * confirmation, then `POST /user/stripe_cards` with the setup intent's and the payment method's ids. Nothing is
 * recorded when the provider refuses.
 * @throws {ProviderRefusal} when the provider refuses; {ApiError} when a call fails
 */
export async function addCardThrough(client: ApiClient, provider: CardProvider): Promise<PaymentCard> {
  await provider.prepare?.();
  const intent = await createStripeSetupIntent(client);
  const confirmation = await provider.confirm(intent);
  if (!confirmation.ok) throw new ProviderRefusal(confirmation.message);
  return createStripeCard(client, { setupIntentId: intent.id, paymentMethodId: confirmation.paymentMethodId });
}
