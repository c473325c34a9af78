import { lazy, Suspense } from 'react';
import type { AddCardFormProps } from './AddCardForm.types.ts';
import { CardFormSkeleton } from './CardFormParts.tsx';

const CardForm = lazy(() => import('./CardForm.tsx'));

/**
 * The add-card form (spec §7: setup intent → the provider's confirmation → the card recorded; decisions D14, D15,
 * D34), loaded on first render: Stripe.js, the Payment Element and the demo form stay out of the page that mounts
 * it until it is drawn. Needs the part's messages (`messages.ensure('part-payments')` in the route).
 */
export function AddCardForm(props: AddCardFormProps) {
  return (
    <Suspense fallback={<CardFormSkeleton />}>
      <CardForm {...props} />
    </Suspense>
  );
}
