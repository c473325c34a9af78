import { SMS_CODE_LENGTH } from '@frontoffice/domain';
import { CodeInput } from '@frontoffice/ui/CodeInput';
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
  /** The number the code went to, shown under the boxes. */
  phoneNumber?: string;
  /** The server's message (INVALID_SMS_CODE, SMS_CODE_EXPIRED) or the rule's. */
  errorMessage?: string;
  /** Disables the boxes (while the code is checked). */
  isDisabled?: boolean;
  /** Focus the first box on mount. @default true */
  autoFocus?: boolean;
  className?: string;
}

/**
 * The SMS code (spec §5, §9): six single-digit boxes that submit by themselves once full, move back on backspace and
 * take a pasted or autofilled code in one go (`autocomplete="one-time-code"`). To clear it after a refused code,
 * remount it with a new `key`.
 */
export function SmsCodeField({ onComplete, phoneNumber, errorMessage, isDisabled, autoFocus = true, className }: SmsCodeFieldProps) {
  const intl = useIntl();
  return (
    <CodeInput
      label={intl.formatMessage(m.label)}
      description={phoneNumber ? intl.formatMessage(m.sentTo, { phoneNumber }) : undefined}
      digitLabel={(position, total) => intl.formatMessage(m.digit, { position, total })}
      length={SMS_CODE_LENGTH}
      onComplete={onComplete}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
      autoFocus={autoFocus}
      className={className}
    />
  );
}
