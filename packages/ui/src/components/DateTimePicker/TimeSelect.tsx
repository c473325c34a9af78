import { type ReactNode, useId, useMemo } from 'react';
import { ChevronDownIcon } from '../../internal/icons.tsx';
import { field, label as labelClass } from '../../internal/shared.css.ts';
import * as s from './TimeSelect.css.ts';

/** One time of the list: its key ("14:30"), its text, and whether it can be chosen. */
export interface TimeOption {
  key: string;
  label: string;
  isUnavailable: boolean;
}

/** Props of `TimeSelect`. */
export interface TimeSelectProps {
  label: ReactNode;
  options: readonly TimeOption[];
  /** The chosen time's key, or null before a choice. */
  value: string | null;
  onChange: (key: string) => void;
  placeholder?: string;
  isDisabled?: boolean;
  isInvalid?: boolean;
  isRequired?: boolean;
  /** The ids of the texts that describe the field (its description or error), for `aria-describedby`. */
  describedBy?: string;
}

/**
 * A day's times on the browser's own `<select>` (issue 32): on a phone the system's own picker (a wheel or a list)
 * opens at the chosen time, with the blocked times disabled, and choosing one costs the page a `change` event. The
 * react-aria list it replaces drew the day's 96 options again as an option took the focus, was chosen and the list
 * closed: over 500 ms of a tap on a phone with its processor 4x slower than a laptop's. The keyboard, the screen
 * readers and the typing of "14" to reach 14:00 are the browser's.
 */
export function TimeSelect({ label, options, value, onChange, placeholder, isDisabled, isInvalid, isRequired, describedBy }: TimeSelectProps) {
  const id = useId();
  // The day's options as the same elements from render to render (the field renders again at each change of the form
  // around it): React then leaves the 96 `<option>`s alone instead of comparing each one.
  const items = useMemo(
    () =>
      options.map((option) => (
        <option key={option.key} value={option.key} disabled={option.isUnavailable}>
          {option.label}
        </option>
      )),
    [options],
  );
  return (
    <div className={field}>
      <label className={labelClass} htmlFor={id}>
        {label}
      </label>
      <div className={s.box}>
        <select
          id={id}
          className={s.select}
          value={value ?? ''}
          disabled={isDisabled}
          aria-invalid={isInvalid || undefined}
          aria-required={isRequired || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            if (event.currentTarget.value) onChange(event.currentTarget.value);
          }}
        >
          {value == null && (
            <option value="" disabled>
              {placeholder ?? ''}
            </option>
          )}
          {items}
        </select>
        <ChevronDownIcon className={s.chevron} />
      </div>
    </div>
  );
}
