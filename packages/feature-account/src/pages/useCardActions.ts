import {
  deleteCardMutationOptions,
  type PaymentCard,
  setDefaultCardMutationOptions,
  useApiClient,
} from '@frontoffice/api-client';
import { useNotifier } from '@frontoffice/ui/Notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';

const m = {
  defaultDone: { id: 'success.default-payment-method-success' },
  deleteDone: { id: 'success.delete-payment-method-success' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The actions on a card (spec §4 card actions): set as main (`PUT …/default`; the list is refetched and re-sorted,
 * newest default date first) and delete (`DELETE`, after a confirmation). Success messages of spec §8; a failure goes
 * to the generic handler (decision D27).
 */
export function useCardActions() {
  const intl = useIntl();
  const notifier = useNotifier();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const setDefault = useMutation(setDefaultCardMutationOptions(client, queryClient));
  const remove = useMutation(deleteCardMutationOptions(client, queryClient));
  const [toDelete, setToDelete] = useState<PaymentCard | null>(null);
  return {
    setMain(card: PaymentCard) {
      setDefault.mutate(card.id, {
        onSuccess: () => notifier.notify({ title: intl.formatMessage(m.defaultDone), tone: 'success' }),
        onError: (error) => notifier.error(error),
      });
    },
    /** The card whose deletion waits for the driver's confirmation. */
    toDelete,
    askDelete: setToDelete,
    cancelDelete: () => setToDelete(null),
    confirmDelete() {
      if (!toDelete) return;
      remove.mutate(toDelete.id, {
        onSuccess: () => {
          setToDelete(null);
          notifier.notify({ title: intl.formatMessage(m.deleteDone), tone: 'success' });
        },
        onError: (error) => {
          setToDelete(null);
          notifier.error(error);
        },
      });
    },
    isDeleting: remove.isPending,
  };
}
