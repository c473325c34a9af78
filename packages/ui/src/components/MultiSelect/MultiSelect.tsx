import { Select as AriaSelect, SelectValue, type Key, type SelectProps as AriaSelectProps } from 'react-aria-components';
import { cx } from '../../internal/cx.ts';
import type { LabelledFieldProps } from '../../internal/FieldParts.tsx';
import type { OptionItem } from '../../internal/Options.tsx';
import { field } from '../../internal/shared.css.ts';
import { value } from '../Select/Select.css.ts';
import { SelectOptions, SelectTrigger } from '../Select/SelectParts.tsx';

export type { OptionItem } from '../../internal/Options.tsx';

/** Props of `MultiSelect`. */
export interface MultiSelectProps
  extends Omit<
      AriaSelectProps<OptionItem, 'multiple'>,
      'className' | 'style' | 'children' | 'items' | 'selectionMode' | 'value' | 'defaultValue' | 'onChange'
    >,
    LabelledFieldProps {
  /** The choices. */
  items: readonly OptionItem[];
  /** The selected keys (controlled). */
  value?: readonly Key[];
  /** The initially selected keys (uncontrolled). */
  defaultValue?: readonly Key[];
  /** Called with every change of the selection. */
  onChange?: (keys: Key[]) => void;
  /**
   * The text of the closed field when some are selected; by default the selected labels joined by the locale's
   * list format (react-aria). Use it for "3 options" on narrow screens.
   */
  summary?: (selected: OptionItem[]) => string;
}

/**
 * Several choices from a list (vehicle categories, options): react-aria's `Select` in multiple selection mode; the
 * popover stays open while choosing.
 */
export function MultiSelect({
  label,
  items,
  value: selected,
  defaultValue,
  onChange,
  summary,
  description,
  errorMessage,
  className,
  ...props
}: MultiSelectProps) {
  return (
    <AriaSelect
      {...props}
      selectionMode="multiple"
      value={selected ? [...selected] : undefined}
      defaultValue={defaultValue ? [...defaultValue] : undefined}
      onChange={(keys) => onChange?.([...keys])}
      className={cx(field, className)}
    >
      <SelectTrigger label={label}>
        <SelectValue<OptionItem> className={value}>
          {({ selectedItems, selectedText, isPlaceholder, defaultChildren }) =>
            isPlaceholder || !summary
              ? (defaultChildren ?? selectedText)
              : summary(selectedItems.filter((item): item is OptionItem => item != null))
          }
        </SelectValue>
      </SelectTrigger>
      <SelectOptions items={items} description={description} errorMessage={errorMessage} />
    </AriaSelect>
  );
}
