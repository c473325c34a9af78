import type { ReactNode } from 'react';
import { FieldError, Text, type ValidationResult } from 'react-aria-components';
import { AlertIcon } from './icons.tsx';
import { description as descriptionClass, errorText } from './shared.css.ts';

/** Props every form field shares. */
export interface FieldTextProps {
  /** Help text under the control, linked to it with `aria-describedby`. */
  description?: ReactNode;
  /**
   * The error shown when the field is invalid (`isInvalid`, or native validation). A function receives react-aria's
   * validation result.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

/** Props every labelled form field shares: its label, description and error, and a class for its place in a layout. */
export interface LabelledFieldProps extends FieldTextProps {
  /** The visible label. */
  label: ReactNode;
  /** Extra class for layout (margins, grid placement). */
  className?: string;
}

/** The description and error under a field; react-aria links both to the control. */
export function FieldText({ description, errorMessage }: FieldTextProps) {
  return (
    <>
      {description != null && (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      )}
      <FieldError className={errorText}>
        {(validation) => (
          <>
            <AlertIcon size={16} style={{ marginTop: 1, flexShrink: 0 }} />
            <span>{typeof errorMessage === 'function' ? errorMessage(validation) : (errorMessage ?? validation.validationErrors.join(' '))}</span>
          </>
        )}
      </FieldError>
    </>
  );
}
