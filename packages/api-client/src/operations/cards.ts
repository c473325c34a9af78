import type { ApiClient, CallOptions } from '../client.ts';
import {
  vCreatePaymentCardResponse,
  vCreateStripeCardResponse,
  vCreateStripeSetupIntentResponse,
  vListStripeCardsResponse,
  vGetStripeKeyResponse,
} from '../generated/valibot.ts';
import type { PaymentCard, StripeSetupIntent } from '../types.ts';

/** `GET /user/stripe_cards`: the account's cards, as the server orders them. */
export async function listStripeCards(client: ApiClient, options: CallOptions = {}): Promise<PaymentCard[]> {
  const body = await client.request({ method: 'GET', path: '/user/stripe_cards', schema: vListStripeCardsResponse, signal: options.signal });
  return body.stripe_cards;
}

/** `POST /user/stripe_setup_intents`: first step of adding a card (decision D14). */
export async function createStripeSetupIntent(client: ApiClient): Promise<StripeSetupIntent> {
  const body = await client.request({ method: 'POST', path: '/user/stripe_setup_intents', schema: vCreateStripeSetupIntentResponse });
  return body.stripe_setup_intent;
}

/** Ids from the confirmed setup intent. */
export interface CreateStripeCardInput {
  setupIntentId: string;
  paymentMethodId: string;
}

/** `POST /user/stripe_cards {stripe_card:{stripe_setup_intent_id,stripe_payment_method_id}}` (decision D14). */
export async function createStripeCard(client: ApiClient, input: CreateStripeCardInput): Promise<PaymentCard> {
  const body = await client.request({
    method: 'POST',
    path: '/user/stripe_cards',
    json: { stripe_card: { stripe_setup_intent_id: input.setupIntentId, stripe_payment_method_id: input.paymentMethodId } },
    schema: vCreateStripeCardResponse,
  });
  return body.stripe_card;
}

/** `PUT /user/stripe_cards/{id}/default`: makes a card the main card. */
export async function setDefaultStripeCard(client: ApiClient, cardId: string): Promise<void> {
  await client.request({ method: 'PUT', path: `/user/stripe_cards/${encodeURIComponent(cardId)}/default` });
}

/** `DELETE /user/stripe_cards/{id}`. */
export async function deleteStripeCard(client: ApiClient, cardId: string): Promise<void> {
  await client.request({ method: 'DELETE', path: `/user/stripe_cards/${encodeURIComponent(cardId)}` });
}

/**
 * `POST /user/card_step/postpone`: the signup card step's "later" (decision D15), when the tenant does not require a
 * card: the account moves past `driver_on_card_form` without one. Refused (403 PAYMENT_CARD_REQUIRED) otherwise.
 */
export async function postponeCardStep(client: ApiClient): Promise<void> {
  await client.request({ method: 'POST', path: '/user/card_step/postpone' });
}

/**
 * `POST /user/payment_cards {payment_card:{stripe_token}}`: the older flow, kept in the contract but unused
 * (decision D14).
 * @deprecated add cards with createStripeSetupIntent then createStripeCard
 */
export async function createPaymentCard(client: ApiClient, stripeToken: string): Promise<PaymentCard> {
  const body = await client.request({
    method: 'POST',
    path: '/user/payment_cards',
    json: { payment_card: { stripe_token: stripeToken } },
    schema: vCreatePaymentCardResponse,
  });
  return body.payment_card;
}

/** `GET /stripe_key`: the card provider's publishable key (spec §7: cached; its query never goes stale). */
export async function getStripeKey(client: ApiClient, options: CallOptions = {}): Promise<string> {
  const body = await client.request({ method: 'GET', path: '/stripe_key', schema: vGetStripeKeyResponse, signal: options.signal });
  return body.stripe_key.public;
}
