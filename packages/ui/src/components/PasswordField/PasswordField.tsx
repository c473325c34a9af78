import { useState } from 'react';
import { Input, Label, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { cx } from '../../internal/cx.ts';
import { FieldText, type LabelledFieldProps } from '../../internal/FieldParts.tsx';
import { EyeIcon, EyeOffIcon } from '../../internal/icons.tsx';
import { field, inputBox, label as labelClass } from '../../internal/shared.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { group, input, toggle } from './PasswordField.css.ts';

/** Props of `PasswordField`. */
export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type'>, LabelledFieldProps {
  /** Accessible name of the toggle while the password is hidden (e.g. "Show password"). */
  showLabel: string;
  /** Accessible name of the toggle while the password is shown (e.g. "Hide password"). */
  hideLabel: string;
  /**
   * `current-password` on login, `new-password` on sign-up and change forms.
   * @default 'current-password'
   */
  autoComplete?: 'current-password' | 'new-password';
}

/** A password input with a show/hide toggle; the toggle keeps focus order and announces its state. */
export function PasswordField({
  label,
  showLabel,
  hideLabel,
  description,
  errorMessage,
  autoComplete = 'current-password',
  className,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <AriaTextField {...props} type={visible ? 'text' : 'password'} autoComplete={autoComplete} className={cx(field, className)}>
      <Label className={labelClass}>{label}</Label>
      <div className={group}>
        <Input className={cx(inputBox, input)} spellCheck={false} autoCapitalize="none" />
        <IconButton
          className={toggle}
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          isDisabled={props.isDisabled}
          onPress={() => setVisible((v) => !v)}
        />
      </div>
      <FieldText description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
