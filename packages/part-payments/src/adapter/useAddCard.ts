import { cardKeys, type PaymentCard, useApiClient, useFormSubmit } from '@frontoffice/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { addCardThrough, type CardProvider, ProviderRefusal, type UnconfirmedRecord } from './cardProvider.ts';

/** What a card form gets from {@link useAddCard}. */
export interface AddCard {
  /** Adds the card the provider holds; a second press while one is on its way does nothing. */
  add(provider: CardProvider): void;
  /** Whether a card is on its way. */
  isPending: boolean;
  /**
   * Why the last try failed, translated (spec §8): the provider's own message, or the card-add error when the
   * provider gave none or the API refused.
   */
  error: string | null;
}

/**
 * The card form's submit, through the one form plumbing (`useFormSubmit`, form `add-card` of the domain's table):
 * one try at a time, the provider's message or the §8 card-add error in place, what the driver typed untouched. The
 * card list is refetched after a success (spec §4: the order may change).
 */
export function useAddCard(onAdded: (card: PaymentCard | null) => void): AddCard {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [providerMessage, setProviderMessage] = useState<string | null>(null);
  // issue 19: a card whose recording may have been done although its answer was lost; the retry records it again.
  const unconfirmed: UnconfirmedRecord = useRef(null);
  const submit = useFormSubmit({
    form: 'add-card',
    mutation: {
      mutationKey: [...cardKeys.all, 'add'],
      mutationFn: (provider: CardProvider) => addCardThrough(client, provider, unconfirmed),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: cardKeys.all }),
    },
    onSuccess: (card) => onAdded(card),
    onError: (error) => setProviderMessage(error instanceof ProviderRefusal ? error.providerMessage : null),
  });
  return {
    add(provider) {
      setProviderMessage(null);
      submit.submit(provider);
    },
    isPending: submit.isPending,
    error: providerMessage ?? submit.formError,
  };
}
