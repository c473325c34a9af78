import { isDemoProviderKey } from '@frontoffice/domain';
import { lazy, Suspense } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { AddCardFormProps } from './AddCardForm.types.ts';
import { CardFormFailure, CardFormSkeleton } from './CardFormParts.tsx';
import { useStripeKey } from './useStripeKey.ts';

// Each provider's form is a chunk of its own: Stripe's code is never downloaded with the demo key, nor the demo form
// with a real key.
const StripeCardForm = lazy(() => import('../stripe/StripeCardForm.tsx'));
const DemoCardForm = lazy(() => import('../demo/DemoCardForm.tsx'));

const m = {
  keyFailed: { id: 'payments.CardForm.keyFailed' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The card form (spec §7 cards; decision D34): reads the publishable key, then shows Stripe's Payment Element for
 * a real operator's key, or the demo provider's form for the demo API's.
 */
export default function CardForm(props: AddCardFormProps) {
  const intl = useIntl();
  const key = useStripeKey();
  if (key.isPending) return <CardFormSkeleton />;
  if (key.isError) return <CardFormFailure message={intl.formatMessage(m.keyFailed)} onRetry={() => void key.refetch()} />;
  return (
    <Suspense fallback={<CardFormSkeleton />}>
      {isDemoProviderKey(key.data) ? <DemoCardForm {...props} /> : <StripeCardForm publishableKey={key.data} {...props} />}
    </Suspense>
  );
}
