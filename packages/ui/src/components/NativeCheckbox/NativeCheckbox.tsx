import type { ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import * as s from './NativeCheckbox.css.ts';

/** Props of `NativeCheckbox`. */
export interface NativeCheckboxProps {
  /** The label. */
  children: ReactNode;
  /** Whether it is ticked. */
  isSelected: boolean;
  /** Called with the new state when the user ticks or unticks it. */
  onChange: (isSelected: boolean) => void;
  /** Extra class for layout (margins, grid placement). */
  className?: string;
}

/**
 * A checkbox on the browser's own `<input type="checkbox">` in its `<label>`, drawn as `Checkbox` is (same box, tick,
 * colours and 44 px label row), controlled. For the few places that must not load react-aria (issue 32: a first
 * visit's cookie consent, `PageDialog`), and only as much as they need; everywhere else use `Checkbox`, whose
 * disabled, indeterminate, validation and form states this one does not have.
 */
export function NativeCheckbox({ children, isSelected, onChange, className }: NativeCheckboxProps) {
  return (
    <label className={cx(s.row, className)}>
      <span className={s.control}>
        <input type="checkbox" className={s.box} checked={isSelected} onChange={(event) => onChange(event.currentTarget.checked)} />
        <svg className={s.mark} viewBox="0 0 16 16" fill="none" aria-hidden="true">
          <path d="M3 8.5l3.2 3.2L13 4.8" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <span>{children}</span>
    </label>
  );
}
