import { canSkipCardStep } from '@frontoffice/domain';
import { useTenant } from '@frontoffice/api-client';
import { Button } from '@frontoffice/ui/Button';
import { InlineMessage } from '@frontoffice/ui/PageFrame';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { LaterAction } from './AddCardForm.types.ts';
import * as s from './CardForm.css.ts';

const m = {
  loading: { id: 'payments.CardForm.loading' },
  submit: { id: 'payments.CardForm.submit' },
  cancel: { id: 'common.cancel' },
  later: { id: 'payments.CardForm.later' },
  retry: { id: 'common.retry' },
} satisfies Record<string, MessageDescriptor>;

/** What shows while the card form (or Stripe.js) loads. */
export function CardFormSkeleton() {
  const intl = useIntl();
  return (
    <div role="status" aria-label={intl.formatMessage(m.loading)} className={s.form}>
      <Skeleton height="2.75rem" />
      <Skeleton height="2.75rem" />
      <Skeleton height="2.75rem" width="50%" />
    </div>
  );
}

/** A part of the form that could not load, with a retry (spec §8: never a blank form). */
export function CardFormFailure({ message, onRetry }: { message: string; onRetry(): void }) {
  const intl = useIntl();
  return (
    <div className={s.failure}>
      <InlineMessage tone="danger">{message}</InlineMessage>
      <Button variant="outline" needsNetwork onPress={onRetry}>
        {intl.formatMessage(m.retry)}
      </Button>
    </div>
  );
}

/** Props of {@link CardFormActions}. */
export interface CardFormActionsProps {
  isPending: boolean;
  /** The provider's fields are not ready yet. */
  isDisabled?: boolean;
  onCancel?(): void;
  laterAction?: LaterAction;
}

/** Save, and cancel or "later" (decision D15: "later" only when the tenant does not require a card). */
export function CardFormActions({ isPending, isDisabled, onCancel, laterAction }: CardFormActionsProps) {
  const intl = useIntl();
  const tenant = useTenant();
  const later = laterAction && canSkipCardStep(tenant) ? laterAction : undefined;
  return (
    <div className={s.actions}>
      {onCancel && (
        <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
          {intl.formatMessage(m.cancel)}
        </Button>
      )}
      {later && (
        <Button variant="ghost" needsNetwork onPress={later.onPress} isPending={later.isPending} isDisabled={isPending}>
          {intl.formatMessage(m.later)}
        </Button>
      )}
      <Button type="submit" isPending={isPending} isDisabled={isDisabled}>
        {intl.formatMessage(m.submit)}
      </Button>
    </div>
  );
}
