import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import { ToggleSlots } from '../../internal/FieldParts.tsx';
import { box, checkbox, mark } from './Checkbox.css.ts';

/** Props of `Checkbox`. */
export interface CheckboxProps extends Omit<CheckboxFieldProps, 'className' | 'style' | 'children'> {
  /** The label (may hold a link, e.g. "I accept the terms"). */
  children: ReactNode;
  /** Extra class for layout (margins, grid placement). */
  className?: string;
}

/**
 * A checkbox on react-aria's `CheckboxField` and `CheckboxButton`; the label row (the button) is the 44 px touch
 * target.
 */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={className}>
      <CheckboxButton className={checkbox}>
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
      </CheckboxButton>
      <ToggleSlots />
    </CheckboxField>
  );
}
