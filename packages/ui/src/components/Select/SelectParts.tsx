// The parts `Select` and `MultiSelect` share inside react-aria's `Select`: the field's label, its trigger button and
// the end of the field (description or error, and the popover listing the options).
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { Button, Label, ListBox, Popover } from 'react-aria-components';
import { cx } from '../../internal/cx.ts';
import { FieldText, type FieldTextProps } from '../../internal/FieldParts.tsx';
import { ChevronDownIcon } from '../../internal/icons.tsx';
import { renderOption, type OptionItem } from '../../internal/Options.tsx';
import { chevron, listBox, popover } from '../../internal/pickers.css.ts';
import { inputBox, label as labelClass } from '../../internal/shared.css.ts';
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
  const list = useRef<HTMLDivElement>(null);
  return (
    <>
      <FieldText description={description} errorMessage={errorMessage} />
      <Popover className={popover} offset={6}>
        <ListBox ref={list} items={items} className={listBox}>
          {renderOption}
        </ListBox>
        <ShowFocusedOption list={list} />
      </Popover>
    </>
  );
}

/**
 * Scrolls a list that has just opened to its focused option (the chosen one, which react-aria focuses), in the middle
 * of the list, as a native select does, when react-aria has not: under React's StrictMode (the dev server that
 * `npm start` runs) its scroll came before the popover had its height, when the list did not scroll yet, so a time
 * list opened at 13:30 showed 00:00 to 02:30. Rendered in the popover, it runs at each opening, once it is placed.
 */
function ShowFocusedOption({ list }: { list: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const element = list.current;
      const option = element?.querySelector<HTMLElement>('[role="option"][data-focused], [role="option"][aria-selected="true"]');
      if (!element || !option || element.scrollHeight <= element.clientHeight) return;
      const top = option.offsetTop - element.offsetTop;
      if (top >= element.scrollTop && top + option.offsetHeight <= element.scrollTop + element.clientHeight) return;
      element.scrollTop = top - (element.clientHeight - option.offsetHeight) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [list]);
  return null;
}
