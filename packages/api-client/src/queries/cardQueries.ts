import { type QueryClient, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import {
  type CreateStripeCardInput,
  createStripeCard,
  createStripeSetupIntent,
  deleteStripeCard,
  listStripeCards,
  postponeCardStep,
  setDefaultStripeCard,
  getStripeKey,
} from '../operations/cards.ts';
import { tenantKeys } from './tenantQueries.ts';
import { userKeys } from './userQueries.ts';

/** Query keys of payment cards. */
export const cardKeys = {
  all: ['cards'] as const,
  list: () => [...cardKeys.all, 'list'] as const,
};

/** The account's cards (`GET /user/stripe_cards`). */
export const stripeCardsQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: cardKeys.list(), queryFn: ({ signal }) => listStripeCards(client, { signal }) });

const refetchCards = (queryClient: QueryClient) => () => queryClient.invalidateQueries({ queryKey: cardKeys.all });

/** Starts adding a card (decision D14). */
export const createSetupIntentMutationOptions = (client: ApiClient) =>
  mutationOptions({ mutationKey: ['cards', 'setup-intent'], mutationFn: () => createStripeSetupIntent(client) });

/** Finishes adding a card, then refetches the list. */
export const createStripeCardMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['cards', 'create'],
    mutationFn: (input: CreateStripeCardInput) => createStripeCard(client, input),
    onSuccess: refetchCards(queryClient),
  });

/** Makes a card the main card, then refetches the list (its order changes, spec §4). */
export const setDefaultCardMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['cards', 'default'],
    mutationFn: (cardId: string) => setDefaultStripeCard(client, cardId),
    onSuccess: refetchCards(queryClient),
  });

/** Deletes a card, then refetches the list. */
export const deleteCardMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['cards', 'delete'],
    mutationFn: (cardId: string) => deleteStripeCard(client, cardId),
    onSuccess: refetchCards(queryClient),
  });

/**
 * The signup card step's "later" (decision D15), then reloads the account, whose step moves on (spec §4: the current
 * step comes from the account).
 */
export const postponeCardStepMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['cards', 'postpone'],
    mutationFn: () => postponeCardStep(client),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.current() }),
  });

/** The card provider's publishable key (spec §7: cached). */
export const stripeKeyQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: tenantKeys.stripeKey(), queryFn: ({ signal }) => getStripeKey(client, { signal }), staleTime: Infinity, gcTime: Infinity });
