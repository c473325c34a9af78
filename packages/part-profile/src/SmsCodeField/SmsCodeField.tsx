import { SMS_CODE_LENGTH } from '@frontoffice/domain';
import { CodeInput, type CodeInputHandle } from '@frontoffice/ui/CodeInput';
import { useLayoutEffect, useRef } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';

const m = {
  label: { id: 'profile.SmsCodeField.label' },
  sentTo: { id: 'profile.SmsCodeField.sentTo' },
  digit: { id: 'profile.SmsCodeField.digit' },
} satisfies Record<string, MessageDescriptor>;

/** Props of `SmsCodeField`. */
export interface SmsCodeFieldProps {
  /** Called once the six digits are in (typed, pasted or autofilled): send the code (spec §5 auto-submit). */
  onComplete(code: string): void;
  /** Called when the driver changes a digit: clear the server's message then (it stays until the driver types). */
  onEdit?(): void;
  /** The number the code went to, shown under the boxes. */
  phoneNumber?: string;
  /**
   * The server's message (INVALID_SMS_CODE, SMS_CODE_EXPIRED) or the rule's. A message that appears (none before)
   * is a refused code: the boxes empty in place and the first one takes the focus. `useSmsCodeConfirmation` gives it.
   */
  errorMessage?: string;
  /** Disables the boxes (while the code is checked). */
  isDisabled?: boolean;
  /** Focus the first box on mount. @default true */
  autoFocus?: boolean;
  className?: string;
}

/**
 * The SMS code (spec §5, §9): six single-digit boxes that submit by themselves once full, move back on backspace and
 * take a pasted or autofilled code in one go (`autocomplete="one-time-code"`). A refused code (an `errorMessage`
 * arriving) empties the same boxes at the moment its message shows and puts the focus in the first box: nothing the
 * driver types from then on is lost (the boxes are never replaced).
 */
export function SmsCodeField({ onComplete, onEdit, phoneNumber, errorMessage, isDisabled, autoFocus = true, className }: SmsCodeFieldProps) {
  const intl = useIntl();
  const boxes = useRef<CodeInputHandle>(null);
  const hadError = useRef(errorMessage !== undefined);

  useLayoutEffect(() => {
    const hasError = errorMessage !== undefined;
    // Before the browser paints the message: the refused digits never show beside it. A message that only changes
    // language is not a new refusal.
    if (hasError && !hadError.current) boxes.current?.clear();
    hadError.current = hasError;
  }, [errorMessage]);

  return (
    <CodeInput
      ref={boxes}
      label={intl.formatMessage(m.label)}
      description={phoneNumber ? intl.formatMessage(m.sentTo, { phoneNumber }) : undefined}
      digitLabel={(position, total) => intl.formatMessage(m.digit, { position, total })}
      length={SMS_CODE_LENGTH}
      onComplete={onComplete}
      onChange={onEdit ? () => onEdit() : undefined}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
      autoFocus={autoFocus}
      className={className}
    />
  );
}
