import { postponeCardStepMutationOptions, useApiClient, userKeys, useTenant } from '@frontoffice/api-client';
import { canSkipCardStep } from '@frontoffice/domain';
import { AddCardForm } from '@frontoffice/part-payments';
import { useNotifier } from '@frontoffice/ui/Notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * The card step (spec §2 creditCard, §7 cards; D14, D15, D34): the payment cards part's add-card form; once the card
 * is recorded the account is reloaded and its next step shows. "Later" shows only when the tenant does not require a
 * card (D15): `POST /user/card_step/postpone`, then the account's next step.
 */
export function CardStep() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const notifier = useNotifier();
  const optional = canSkipCardStep(useTenant());
  const later = useMutation(postponeCardStepMutationOptions(client, queryClient));
  return (
    <>
      <AddCardForm
        // spec §4: the account is reloaded after the step, and the step comes from it.
        onAdded={() => void queryClient.invalidateQueries({ queryKey: userKeys.current() })}
        laterAction={
          optional
            ? { onPress: () => later.mutate(undefined, { onError: (error) => notifier.error(error) }), isPending: later.isPending }
            : undefined
        }
      />
    </>
  );
}
