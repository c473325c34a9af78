import { Input, Label, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { cx } from '../../internal/cx.ts';
import { FieldText, type LabelledFieldProps } from '../../internal/FieldParts.tsx';
import { field, inputBox, label as labelClass } from '../../internal/shared.css.ts';

/** Props of `TextField`. */
export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'>, LabelledFieldProps {
  /** Placeholder (an example, never a replacement for the label). */
  placeholder?: string;
}

/** A labelled single-line text input on react-aria's `TextField` (label, description and error wired for you). */
export function TextField({ label, placeholder, description, errorMessage, className, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className={cx(field, className)}>
      <Label className={labelClass}>{label}</Label>
      <Input className={inputBox} placeholder={placeholder} />
      <FieldText description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
