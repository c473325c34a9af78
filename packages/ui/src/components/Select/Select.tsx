import { Select as AriaSelect, SelectValue, type SelectProps as AriaSelectProps } from 'react-aria-components';
import { cx } from '../../internal/cx.ts';
import type { LabelledFieldProps } from '../../internal/FieldParts.tsx';
import type { OptionItem } from '../../internal/Options.tsx';
import { field } from '../../internal/shared.css.ts';
import { value } from './Select.css.ts';
import { SelectOptions, SelectTrigger } from './SelectParts.tsx';

export type { OptionItem } from '../../internal/Options.tsx';

/** Props of `Select`. */
export interface SelectProps
  extends Omit<AriaSelectProps<OptionItem, 'single'>, 'className' | 'style' | 'children' | 'items' | 'selectionMode'>,
    LabelledFieldProps {
  /** The choices. Unavailable ones go in `disabledKeys`. */
  items: readonly OptionItem[];
}

/** A single choice from a list, on react-aria's `Select` (a button opening a listbox popover). */
export function Select({ label, items, description, errorMessage, className, ...props }: SelectProps) {
  return (
    <AriaSelect {...props} className={cx(field, className)}>
      <SelectTrigger label={label}>
        <SelectValue className={value} />
      </SelectTrigger>
      <SelectOptions items={items} description={description} errorMessage={errorMessage} />
    </AriaSelect>
  );
}
