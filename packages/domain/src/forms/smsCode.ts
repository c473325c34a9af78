/**
 * The SMS code (spec §5, §9): six single-digit boxes; typing fills them and moves on, pasting spreads the digits,
 * backspace on an empty box moves back; the code submits itself once all six are filled.
 */

/** Length of the SMS code (spec §9). */
export const SMS_CODE_LENGTH = 6;

/** The state of the six boxes after an edit. */
export interface SmsCodeState {
  /** One digit or '' per box, always six entries. */
  digits: string[];
  /** The box to focus next. */
  focus: number;
  /** All six boxes are filled: submit automatically (spec §5). */
  complete: boolean;
  /** The code when complete, else null. */
  code: string | null;
}

function state(digits: string[], focus: number): SmsCodeState {
  const complete = digits.every((d) => d !== '');
  return { digits, focus, complete, code: complete ? digits.join('') : null };
}

/** Six empty boxes. */
export function emptySmsCode(): SmsCodeState {
  return state(Array.from({ length: SMS_CODE_LENGTH }, () => ''), 0);
}

function normalized(digits: readonly string[]): string[] {
  return Array.from({ length: SMS_CODE_LENGTH }, (_, i) => {
    const d = digits[i] ?? '';
    return /^\d$/.test(d) ? d : '';
  });
}

/**
 * Text typed or pasted into box `index`: its digits fill that box and the following ones (non-digits are dropped);
 * focus moves after the last digit written. Nothing but non-digits changes nothing.
 */
export function typeSmsDigits(digits: readonly string[], index: number, typed: string): SmsCodeState {
  const next = normalized(digits);
  const incoming = typed.replace(/\D/g, '').split('');
  if (incoming.length === 0) return state(next, index);
  let position = index;
  for (const digit of incoming) {
    if (position >= SMS_CODE_LENGTH) break;
    next[position] = digit;
    position += 1;
  }
  return state(next, Math.min(position, SMS_CODE_LENGTH - 1));
}

/** Backspace in box `index`: clears it if filled; on an empty box, moves back and clears the previous one. */
export function backspaceSmsDigit(digits: readonly string[], index: number): SmsCodeState {
  const next = normalized(digits);
  if (next[index]) {
    next[index] = '';
    return state(next, index);
  }
  const previous = Math.max(0, index - 1);
  next[previous] = '';
  return state(next, previous);
}

/** A code typed in one field: 'required' when empty, 'sms-code-invalid' unless exactly six digits (spec §9). */
export function validateSmsCode(code: string | null | undefined): 'required' | 'sms-code-invalid' | null {
  if (!code || code.trim() === '') return 'required';
  return new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(code.trim()) ? null : 'sms-code-invalid';
}
