// The parts `Select` and `MultiSelect` share inside react-aria's `Select`: the field's label, its trigger button and
// the end of the field (description or error, and the popover listing the options).
import type { ReactNode } from 'react';
import { Button, Label, ListBox, Popover } from 'react-aria-components';
import { cx } from '../../internal/cx.ts';
import { FieldText, type FieldTextProps } from '../../internal/FieldParts.tsx';
import { ChevronDownIcon } from '../../internal/icons.tsx';
import { OptionRow, type OptionItem } from '../../internal/Options.tsx';
import { chevron, inputBox, label as labelClass, listBox, popover } from '../../internal/shared.css.ts';
import { trigger } from './Select.css.ts';

/** The label and the button of a select field: the shown value (a `SelectValue`) and a chevron. */
export function SelectTrigger({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <Label className={labelClass}>{label}</Label>
      <Button className={cx(inputBox, trigger)}>
        {children}
        <ChevronDownIcon className={chevron} />
      </Button>
    </>
  );
}

/** The description or error under a select field, and the popover listing its options. */
export function SelectOptions({ items, description, errorMessage }: FieldTextProps & { items: readonly OptionItem[] }) {
  return (
    <>
      <FieldText description={description} errorMessage={errorMessage} />
      <Popover className={popover} offset={6}>
        <ListBox items={items} className={listBox}>
          {(item) => <OptionRow item={item} />}
        </ListBox>
      </Popover>
    </>
  );
}
