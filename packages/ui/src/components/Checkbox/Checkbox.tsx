import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { cx } from '../../internal/cx.ts';
import { box, checkbox, mark } from './Checkbox.css.ts';

/** Props of `Checkbox`. */
export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  /** The label (may hold a link, e.g. "I accept the terms"). */
  children: ReactNode;
  /** Extra class for layout (margins, grid placement). */
  className?: string;
}

/** A checkbox on react-aria's `Checkbox`; the label row is the 44 px touch target. */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={cx(checkbox, className)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={box} aria-hidden="true">
            {isIndeterminate ? (
              <svg className={mark} viewBox="0 0 16 16">
                <path d="M3.5 8h9" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            ) : isSelected ? (
              <svg className={mark} viewBox="0 0 16 16" fill="none">
                <path d="M3 8.5l3.2 3.2L13 4.8" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            ) : null}
          </span>
          <span>{children}</span>
        </>
      )}
    </AriaCheckbox>
  );
}
