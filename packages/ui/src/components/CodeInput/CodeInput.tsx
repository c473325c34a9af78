import {
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Group, Input } from 'react-aria-components';
import { cx } from '../../internal/cx.ts';
import { AlertIcon } from '../../internal/icons.tsx';
import { description as descriptionClass, errorText, field, label as labelClass } from '../../internal/shared.css.ts';
import { box, boxes } from './CodeInput.css.ts';

/** What a `CodeInput`'s `ref` can do. */
export interface CodeInputHandle {
  /**
   * Empties the boxes in place (the same inputs: nothing typed after this call is lost) and puts the focus in the
   * first box, at once or as soon as the control is enabled again.
   */
  clear(): void;
}

/** Props of `CodeInput`. */
export interface CodeInputProps {
  /** Empties the boxes on demand (after a refused code), see {@link CodeInputHandle}. */
  ref?: Ref<CodeInputHandle>;
  /** The label of the group (e.g. "Code received by SMS"). */
  label: ReactNode;
  /** The accessible name of each box, e.g. `(1, 6) => "Digit 1 of 6"`. */
  digitLabel: (position: number, total: number) => string;
  /** Called once all boxes are filled (spec §5: auto-submits when all six are filled). */
  onComplete: (code: string) => void;
  /** Called with the partial code on every change. */
  onChange?: (code: string) => void;
  /**
   * Number of boxes (spec §9: SMS code 6 digits).
   * @default 6
   */
  length?: number;
  /** Help text under the control. */
  description?: ReactNode;
  /** Shown when `isInvalid` (e.g. "This code is invalid or expired"). */
  errorMessage?: ReactNode;
  /** Shows the field as invalid (with `errorMessage`). */
  isInvalid?: boolean;
  /** Disables the control. */
  isDisabled?: boolean;
  /**
   * Focus the first box on mount.
   * @default false
   */
  autoFocus?: boolean;
  /** Extra class for layout (margins, grid placement). */
  className?: string;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * A one-time code in single-digit boxes (spec §5): typing a digit moves to the next box, pasting or autofilling a
 * code fills the boxes from the one focused, Backspace on an empty box moves back and clears it, and a full code
 * submits itself once. Each box is a react-aria `Input` named by `digitLabel`. To empty the boxes after a refused
 * code, call `clear()` on its `ref`: the boxes stay the same elements, so a digit typed at any moment is kept.
 */
export function CodeInput({
  ref,
  label,
  digitLabel,
  onComplete,
  onChange,
  length = 6,
  description,
  errorMessage,
  isInvalid = false,
  isDisabled = false,
  autoFocus = false,
  className,
}: CodeInputProps) {
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length }, () => ''));
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const lastSubmitted = useRef<string | null>(null);
  // Set by clear(): the first box takes the focus once it can (a box cannot be focused while disabled).
  const [focusFirst, setFocusFirst] = useState(false);
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;

  const focusBox = (index: number) => {
    const target = inputs.current[Math.max(0, Math.min(length - 1, index))];
    target?.focus();
    target?.select();
  };

  useImperativeHandle(
    ref,
    () => ({
      clear: () => {
        setDigits(Array.from({ length }, () => ''));
        lastSubmitted.current = null;
        setFocusFirst(true);
      },
    }),
    [length],
  );

  useLayoutEffect(() => {
    if (!focusFirst || isDisabled) return;
    setFocusFirst(false);
    inputs.current[0]?.focus();
  }, [focusFirst, isDisabled]);

  useEffect(() => {
    // A code being checked: once the boxes are enabled again (a failed call, not a refusal), the same code may be
    // sent again by typing its last digit again.
    if (isDisabled) lastSubmitted.current = null;
  }, [isDisabled]);

  const update = (next: string[]) => {
    setDigits(next);
    const code = next.join('');
    onChange?.(code);
    if (code.length === length && next.every((d) => d !== '')) {
      // A full code is submitted once; editing a digit and completing again submits the new code.
      if (lastSubmitted.current !== code) {
        lastSubmitted.current = code;
        onComplete(code);
      }
    } else {
      lastSubmitted.current = null;
    }
  };

  const fillFrom = (start: number, text: string) => {
    const incoming = onlyDigits(text).slice(0, length - start).split('');
    if (incoming.length === 0) return;
    const next = [...digits];
    incoming.forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    update(next);
    focusBox(start + incoming.length);
  };

  const onInput = (index: number, raw: string) => {
    const typed = onlyDigits(raw);
    if (typed.length === 0) {
      const next = [...digits];
      next[index] = '';
      update(next);
      return;
    }
    if (typed.length > 1) {
      // Autofill (one-time-code) or a fast typist: keep the last digit typed unless a whole code arrived.
      if (typed.length >= length - index) return fillFrom(index, typed);
      return fillFrom(index, typed.slice(-1));
    }
    fillFrom(index, typed);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      // spec §5: backspace on an empty box moves back.
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      update(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  };

  const describedBy = [description != null ? descriptionId : null, isInvalid && errorMessage != null ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={cx(field, className)}>
      <span id={labelId} className={labelClass}>
        {label}
      </span>
      <Group aria-labelledby={labelId} isDisabled={isDisabled} isInvalid={isInvalid} className={boxes}>
        {digits.map((digit, index) => (
          <Input
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className={box}
            value={digit}
            data-filled={digit !== '' || undefined}
            aria-label={digitLabel(index + 1, length)}
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy || undefined}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // Long enough for a whole code to arrive through autofill in the first box.
            maxLength={length}
            disabled={isDisabled}
            autoFocus={autoFocus && index === 0}
            onChange={(event) => onInput(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </Group>
      {description != null && (
        <span id={descriptionId} className={descriptionClass}>
          {description}
        </span>
      )}
      {isInvalid && errorMessage != null && (
        <span id={errorId} className={errorText} role="alert">
          <AlertIcon size={16} style={{ marginTop: 1, flexShrink: 0 }} />
          <span>{errorMessage}</span>
        </span>
      )}
    </div>
  );
}
