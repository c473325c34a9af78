import type { ReactNode } from 'react';
import {
  Label,
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioFieldProps,
} from 'react-aria-components';
import { cx } from '../../internal/cx.ts';
import { FieldText, type FieldTextProps, ToggleSlots } from '../../internal/FieldParts.tsx';
import { field, label as labelClass } from '../../internal/shared.css.ts';
import { circle, options, radio } from './RadioGroup.css.ts';

/** Props of `RadioGroup`. */
export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'>, FieldTextProps {
  /** The group's label (a legend for the options). */
  label: ReactNode;
  /** `Radio` elements. */
  children: ReactNode;
  /** Extra class for layout (margins, grid placement). */
  className?: string;
}

/** A group of radio buttons on react-aria's `RadioGroup` (arrow keys move the choice). */
export function RadioGroup({ label, children, description, errorMessage, className, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={cx(field, className)}>
      <Label className={labelClass}>{label}</Label>
      <div className={options}>{children}</div>
      <FieldText description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

/** Props of `Radio`. */
export interface RadioProps extends Omit<RadioFieldProps, 'className' | 'style' | 'children'> {
  /** The option's label. */
  children: ReactNode;
}

/** One option of a `RadioGroup`. */
export function Radio({ children, ...props }: RadioProps) {
  return (
    <RadioField {...props}>
      <RadioButton className={radio}>
        <span className={circle} aria-hidden="true" />
        <span>{children}</span>
      </RadioButton>
      <ToggleSlots errorMessage={false} />
    </RadioField>
  );
}
