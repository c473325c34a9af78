import { type ReactNode, useContext } from 'react';
import { FieldErrorContext, Text, type ValidationResult } from 'react-aria-components';
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

/**
 * The description and error under a field; react-aria links both to the control. Both elements are always there,
 * empty and hidden when there is nothing to say: react-aria checks after a field's first render whether each is in
 * the page and, when one is missing, renders the field again at once to drop its id from `aria-describedby` (issue
 * 18: a dozen fields rendered twice in the search page's first commit, a blocking task on a phone). An empty
 * description adds nothing to what a screen reader announces.
 */
export function FieldText({ description, errorMessage }: FieldTextProps) {
  return (
    <>
      <Text slot="description" className={descriptionClass} hidden={description == null}>
        {description}
      </Text>
      <FieldErrorText errorMessage={errorMessage} />
    </>
  );
}

/**
 * The description and error elements of a checkbox, a switch or a radio (react-aria's `CheckboxField`, `SwitchField`,
 * `RadioField`), empty and hidden: when one is missing, react-aria renders the control again at once after its first
 * commit (issue 18: the cookie-consent dialog's two checkboxes, rendered twice each in the dialog's first task). A
 * radio has a description only (`errorMessage={false}`): its group holds the error.
 */
export function ToggleSlots({ errorMessage = true }: { errorMessage?: boolean }) {
  return (
    <>
      <Text slot="description" hidden />
      {errorMessage && <Text slot="errorMessage" hidden />}
    </>
  );
}

/** The field's error (react-aria's `FieldError`, whose element is there only while the field is invalid). */
function FieldErrorText({ errorMessage }: Pick<FieldTextProps, 'errorMessage'>) {
  const validation = useContext(FieldErrorContext);
  const message = validation?.isInvalid
    ? typeof errorMessage === 'function'
      ? errorMessage(validation)
      : (errorMessage ?? validation.validationErrors.join(' '))
    : null;
  const shown = message != null && message !== '';
  return (
    <Text slot="errorMessage" className={errorText} hidden={!shown}>
      {shown && (
        <>
          <AlertIcon size={16} style={{ marginTop: 1, flexShrink: 0 }} />
          <span>{message}</span>
        </>
      )}
    </Text>
  );
}
