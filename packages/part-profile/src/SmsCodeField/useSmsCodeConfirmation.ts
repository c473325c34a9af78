import { ApiError, confirmSmsCodeMutationOptions, useApiClient, useFormSubmit } from '@frontoffice/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SmsCodeFieldProps } from './SmsCodeField.tsx';

/** Options of {@link useSmsCodeConfirmation}. */
export interface SmsCodeConfirmationOptions {
  /** The code was accepted and the account reloaded (its step or its phone changed). */
  onConfirmed?(): void;
}

/** What {@link useSmsCodeConfirmation} gives. */
export interface SmsCodeConfirmation {
  /** Spread on `SmsCodeField`: the submit, the refusal's message, the disabled state while the code is checked. */
  field: Pick<SmsCodeFieldProps, 'onComplete' | 'onEdit' | 'errorMessage' | 'isDisabled'>;
  /** From the moment the code is sent until its answer is placed (a refusal's message is shown with the boxes enabled). */
  isChecking: boolean;
  /** The last code sent was refused as expired (SMS_CODE_EXPIRED): a new code is needed. */
  isExpired: boolean;
  /** Forgets the refusal's message (a new code was asked for). */
  clearError(): void;
}

/**
 * Confirms an SMS code (spec §5, §7 `PUT /user/sms_code`, §8 INVALID_SMS_CODE and SMS_CODE_EXPIRED), for the signup's
 * phone step and the account's phone change alike. The boxes stay disabled from the moment the code is sent until
 * its refusal's message is placed, and are enabled in the same render as the message shows (when `SmsCodeField`
 * empties them): a digit typed at any moment lands in the boxes the driver sees and is kept. The message stays until
 * the driver types again.
 */
export function useSmsCodeConfirmation({ onConfirmed }: SmsCodeConfirmationOptions = {}): SmsCodeConfirmation {
  const client = useApiClient();
  const queryClient = useQueryClient();
  // Not the mutation's isPending: it turns false before a refusal's message is placed (the §8 table loads lazily),
  // which let a digit land in the refused code's boxes just before they were emptied.
  const [checking, setChecking] = useState(false);
  const [expired, setExpired] = useState(false);
  const confirm = useFormSubmit({
    form: 'sms-code',
    mutation: confirmSmsCodeMutationOptions(client, queryClient),
    // The boxes stay disabled: the step moves on, or the dialog closes.
    onSuccess: () => onConfirmed?.(),
    onError: (error) => {
      setExpired(error instanceof ApiError && error.errors.some((entry) => entry.code.toUpperCase() === 'SMS_CODE_EXPIRED'));
      setChecking(false);
    },
  });
  return {
    field: {
      onComplete: (code) => {
        setChecking(true);
        confirm.submit(code);
      },
      onEdit: () => confirm.clearErrors('code'),
      errorMessage: confirm.fieldError('code'),
      isDisabled: checking,
    },
    isChecking: checking,
    isExpired: expired,
    clearError: () => {
      setExpired(false);
      confirm.clearErrors();
    },
  };
}
