/**
 * The payment-provider adapter (spec §7 cards, §8; decisions D14, D34): one way to add a card whoever the provider
 * is. The operator's API creates a setup intent, the provider confirms it with the card the driver entered (3-D
 * Secure included, in the provider's own dialog), then the API records the card with both ids. Stripe and the demo
 * provider each implement {@link CardProvider}; the account page and the signup card step share the flow through
 * the part's card form, so that no feature imports another.
 */
import {
  type ApiClient,
  ApiError,
  createStripeCard,
  type CreateStripeCardInput,
  createStripeSetupIntent,
  mayHaveSucceeded,
  type PaymentCard,
  type StripeSetupIntent,
} from '@frontoffice/api-client';

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
 * A card the provider confirmed whose recording (`POST /user/stripe_cards`) may have been done although its answer
 * was lost (issue 19): the next try records the same setup intent again instead of confirming a new card, so that a
 * retry never adds the card twice.
 */
export interface UnconfirmedRecord {
  current: CreateStripeCardInput | null;
}

/**
 * Adds a card through a provider (spec §7): `prepare`, then one `POST /user/stripe_setup_intents`, the provider's
 * confirmation, then `POST /user/stripe_cards` with the setup intent's and the payment method's ids. Nothing is
 * recorded when the provider refuses. After a recording whose answer was lost (`unconfirmed`), the next call sends the
 * same ids again: a setup intent records one card only, so the API's refusal of it means the lost try recorded it.
 * @returns the card, or null when a lost answer had recorded it (the list is refetched either way)
 * @throws {ProviderRefusal} when the provider refuses; {ApiError} when a call fails
 */
export async function addCardThrough(client: ApiClient, provider: CardProvider, unconfirmed: UnconfirmedRecord = { current: null }): Promise<PaymentCard | null> {
  const again = unconfirmed.current;
  if (again) {
    try {
      const card = await createStripeCard(client, again);
      unconfirmed.current = null;
      return card;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'bad_request') {
        // The setup intent is spent: the try whose answer was lost recorded the card.
        unconfirmed.current = null;
        return null;
      }
      if (!mayHaveSucceeded(error)) unconfirmed.current = null;
      throw error;
    }
  }
  await provider.prepare?.();
  const intent = await createStripeSetupIntent(client);
  const confirmation = await provider.confirm(intent);
  if (!confirmation.ok) throw new ProviderRefusal(confirmation.message);
  const record = { setupIntentId: intent.id, paymentMethodId: confirmation.paymentMethodId };
  try {
    return await createStripeCard(client, record);
  } catch (error) {
    if (mayHaveSucceeded(error)) unconfirmed.current = record;
    throw error;
  }
}
