import {
  Button,
  Group,
  Input,
  Label,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { cx } from '../../internal/cx.ts';
import { FieldText, type LabelledFieldProps } from '../../internal/FieldParts.tsx';
import { MinusIcon, PlusIcon } from '../../internal/icons.tsx';
import { bareInput } from '../../internal/pickers.css.ts';
import { field, inputBox, label as labelClass } from '../../internal/shared.css.ts';
import { group, input, stepButton } from './NumberField.css.ts';

/** Props of `NumberField`. */
export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'className' | 'style' | 'children'>, LabelledFieldProps {
  /** Placeholder text (an example, never a replacement for the label). */
  placeholder?: string;
}

/**
 * A number input with − and + buttons on react-aria's `NumberField`: locale-aware parsing and formatting
 * (`formatOptions`), `minValue`/`maxValue`/`step`, arrow keys; the buttons' names come from react-aria's own
 * translations.
 */
export function NumberField({ label, placeholder, description, errorMessage, className, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={cx(field, className)}>
      <Label className={labelClass}>{label}</Label>
      <Group className={cx(inputBox, group)}>
        <Button slot="decrement" className={stepButton}>
          <MinusIcon />
        </Button>
        <Input className={cx(bareInput, input)} placeholder={placeholder} />
        <Button slot="increment" className={stepButton}>
          <PlusIcon />
        </Button>
      </Group>
      <FieldText description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
