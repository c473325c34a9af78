import { useFieldErrors, useTenant } from '@frontoffice/api-client';
import {
  cardBrandOfNumber,
  cardDigits,
  type CardEntry,
  type CardEntryError,
  formatCardNumber,
  formatExpiryInput,
  validateCardEntry,
} from '@frontoffice/domain';
import { InlineMessage } from '@frontoffice/ui/PageFrame';
import { TextField } from '@frontoffice/ui/TextField';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useAddCard } from '../adapter/useAddCard.ts';
import { CardBrandLogo } from '../brand/CardBrandLogo.tsx';
import type { AddCardFormProps } from '../form/AddCardForm.types.ts';
import * as s from '../form/CardForm.css.ts';
import { CardFormActions } from '../form/CardFormParts.tsx';
import { useAuthentication } from './AuthenticationDialog.tsx';
import { demoProvider } from './demoProvider.ts';

const m = {
  notice: { id: 'payments.DemoCardForm.notice' },
  number: { id: 'payments.DemoCardForm.number' },
  expiry: { id: 'payments.DemoCardForm.expiry' },
  expiryPlaceholder: { id: 'payments.DemoCardForm.expiryPlaceholder' },
  cvc: { id: 'payments.DemoCardForm.cvc' },
  cvcHelp: { id: 'payments.DemoCardForm.cvcHelp' },
  declined: { id: 'payments.DemoCardForm.declined' },
  authenticationRefused: { id: 'payments.DemoCardForm.authenticationRefused' },
} satisfies Record<string, MessageDescriptor>;

const errorMessages = {
  required: { id: 'common.fieldErrors.required' },
  'card-number-invalid': { id: 'payments.DemoCardForm.card-number-invalid' },
  'card-expiry-invalid': { id: 'payments.DemoCardForm.card-expiry-invalid' },
  'card-expired': { id: 'payments.DemoCardForm.card-expired' },
  'card-cvc-invalid': { id: 'payments.DemoCardForm.card-cvc-invalid' },
} satisfies Record<CardEntryError, MessageDescriptor>;

/**
 * The demo provider's card form (decision D34), used when `GET /stripe_key` answers the demo API's key: number,
 * expiry and security code with the browser's card autofill, formatted as typed and checked (Luhn, a month not yet
 * past) before anything is sent. Stripe's test numbers behave as with Stripe: 4242… is accepted, 4000 0000 0000 0002
 * declined, 4000 0025 0000 3155 asks for an authentication.
 */
export default function DemoCardForm({ onAdded, onCancel, laterAction }: AddCardFormProps) {
  const intl = useIntl();
  const tenant = useTenant();
  const [card, setCard] = useState<CardEntry>({ number: '', expiry: '', cvc: '' });
  const errors = validateCardEntry(card, DateTime.now().setZone(tenant.timezone));
  const fields = useFieldErrors(errors, undefined, (error) => errorMessages[error].id);
  const add = useAddCard(onAdded);
  const authentication = useAuthentication();
  const brand = cardBrandOfNumber(card.number);
  const provider = () =>
    demoProvider(card, () => authentication.ask(cardDigits(card.number).slice(-4)), {
      declined: intl.formatMessage(m.declined),
      authenticationRefused: intl.formatMessage(m.authenticationRefused),
    });

  return (
    <form
      className={s.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (fields.validate()) add.add(provider());
      }}
    >
      <p className={s.note}>{intl.formatMessage(m.notice)}</p>
      <TextField
        label={
          <span className={s.numberLabel}>
            {intl.formatMessage(m.number)}
            {brand !== 'unknown' && <CardBrandLogo brand={brand} />}
          </span>
        }
        value={card.number}
        onChange={(value) => setCard((current) => ({ ...current, number: formatCardNumber(value) }))}
        inputMode="numeric"
        autoComplete="cc-number"
        name="cardnumber"
        placeholder="1234 1234 1234 1234"
        isRequired
        {...fields.fieldProps('number')}
      />
      <div className={s.pair}>
        <TextField
          label={intl.formatMessage(m.expiry)}
          value={card.expiry}
          onChange={(value) => setCard((current) => ({ ...current, expiry: formatExpiryInput(value, current.expiry) }))}
          inputMode="numeric"
          autoComplete="cc-exp"
          name="exp-date"
          placeholder={intl.formatMessage(m.expiryPlaceholder)}
          isRequired
          {...fields.fieldProps('expiry')}
        />
        <TextField
          label={intl.formatMessage(m.cvc)}
          value={card.cvc}
          onChange={(value) => setCard((current) => ({ ...current, cvc: cardDigits(value).slice(0, 4) }))}
          inputMode="numeric"
          autoComplete="cc-csc"
          name="cvc"
          description={intl.formatMessage(m.cvcHelp)}
          isRequired
          {...fields.fieldProps('cvc')}
        />
      </div>
      {add.error && <InlineMessage tone="danger">{add.error}</InlineMessage>}
      <CardFormActions isPending={add.isPending} onCancel={onCancel} laterAction={laterAction} />
      {authentication.dialog}
    </form>
  );
}
