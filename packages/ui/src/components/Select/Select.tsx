import type { ReactNode } from 'react';
import {
  Button,
  Label,
  ListBox,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { cx } from '../../internal/cx.ts';
import { FieldText, type FieldTextProps } from '../../internal/FieldParts.tsx';
import { ChevronDownIcon } from '../../internal/icons.tsx';
import { OptionRow, type OptionItem } from '../../internal/Options.tsx';
import { chevron, field, inputBox, label as labelClass, listBox, popover } from '../../internal/shared.css.ts';
import { trigger, value } from './Select.css.ts';

export type { OptionItem } from '../../internal/Options.tsx';

/** Props of `Select`. */
export interface SelectProps
  extends Omit<AriaSelectProps<OptionItem, 'single'>, 'className' | 'style' | 'children' | 'items' | 'selectionMode'>,
    FieldTextProps {
  /** The visible label. */
  label: ReactNode;
  /** The choices. Unavailable ones go in `disabledKeys`. */
  items: readonly OptionItem[];
  /** Extra class for layout (margins, grid placement). */
  className?: string;
}

/** A single choice from a list, on react-aria's `Select` (a button opening a listbox popover). */
export function Select({ label, items, description, errorMessage, className, ...props }: SelectProps) {
  return (
    <AriaSelect {...props} className={cx(field, className)}>
      <Label className={labelClass}>{label}</Label>
      <Button className={cx(inputBox, trigger)}>
        <SelectValue className={value} />
        <ChevronDownIcon className={chevron} />
      </Button>
      <FieldText description={description} errorMessage={errorMessage} />
      <Popover className={popover} offset={6}>
        <ListBox items={items} className={listBox}>
          {(item) => <OptionRow item={item} />}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
