import { useTenant } from '@frontoffice/api-client';
import { InlineMessage } from '@frontoffice/ui/PageFrame';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementsOptionsMode } from '@stripe/stripe-js';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useAddCard } from '../adapter/useAddCard.ts';
import type { AddCardFormProps } from '../form/AddCardForm.types.ts';
import * as s from '../form/CardForm.css.ts';
import { CardFormActions, CardFormFailure, CardFormSkeleton } from '../form/CardFormParts.tsx';
import { loadStripeFor } from './loadStripe.ts';
import { stripeAppearance } from './stripeAppearance.ts';
import { stripeProvider } from './stripeProvider.ts';

const m = {
  unavailable: { id: 'payments.StripeCardForm.unavailable' },
} satisfies Record<string, MessageDescriptor>;

/** Props of {@link StripeCardForm}. */
export interface StripeCardFormProps extends AddCardFormProps {
  /** The operator's publishable key (`GET /stripe_key`). */
  publishableKey: string;
}

/**
 * The card form of a real operator (decision D34): Stripe's Payment Element in setup mode, in the tenant's colours and
 * the interface language. Stripe.js loads when the form is drawn; when it cannot (an ad blocker, no network), a
 * translated message with a retry shows instead of an empty form.
 */
export default function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  const intl = useIntl();
  const tenant = useTenant();
  const stripe = useQuery({
    queryKey: ['payments', 'stripe-js', publishableKey],
    queryFn: () => loadStripeFor(publishableKey),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const locale = intl.locale === 'en' ? 'en' : 'fr';
  const options = useMemo<StripeElementsOptionsMode>(
    () => ({
      mode: 'setup',
      // Cards only: the operator records a card (`POST /user/stripe_cards`).
      allowedPaymentMethodTypes: ['card'],
      ...(tenant.currency ? { currency: tenant.currency.toLowerCase() } : {}),
      appearance: stripeAppearance(),
      locale,
    }),
    [locale, tenant.currency],
  );
  if (stripe.isPending) return <CardFormSkeleton />;
  if (stripe.isError) return <CardFormFailure message={intl.formatMessage(m.unavailable)} onRetry={() => void stripe.refetch()} />;
  return (
    // One Elements per language: Stripe takes its locale when the group is created.
    <Elements key={locale} stripe={stripe.data} options={options}>
      <StripeCardFields {...props} />
    </Elements>
  );
}

function StripeCardFields({ onAdded, onCancel, laterAction }: AddCardFormProps) {
  const intl = useIntl();
  const stripe = useStripe();
  const elements = useElements();
  const add = useAddCard(onAdded);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [mount, setMount] = useState(0);
  return (
    <form
      className={s.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (stripe && elements) add.add(stripeProvider(stripe, elements, window.location.href));
      }}
    >
      {failed ? (
        <CardFormFailure
          message={intl.formatMessage(m.unavailable)}
          onRetry={() => {
            setFailed(false);
            setMount((n) => n + 1);
          }}
        />
      ) : (
        <PaymentElement key={mount} onReady={() => setReady(true)} onLoadError={() => setFailed(true)} />
      )}
      {add.error && <InlineMessage tone="danger">{add.error}</InlineMessage>}
      <CardFormActions isPending={add.isPending} isDisabled={!ready || failed} onCancel={onCancel} laterAction={laterAction} />
    </form>
  );
}
