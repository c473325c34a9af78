import type { Key } from 'react-aria-components';
import { ListBoxItem } from 'react-aria-components';
import { CheckIcon } from './icons.tsx';
import { listItem, listItemCheck } from './pickers.css.ts';

/** One choice of a select, multi-select or combo box. */
export interface OptionItem {
  /** Stable key, sent back in `onSelectionChange`. */
  id: Key;
  /** The text shown (and typed-ahead on). */
  label: string;
  /** A secondary line (e.g. a station's address). */
  detail?: string;
}

/** The list rows of a select or combo box, with a check on the selected ones. */
export function OptionRow({ item }: { item: OptionItem }) {
  return (
    <ListBoxItem id={item.id} textValue={item.label} className={listItem}>
      {({ isSelected }) => (
        <>
          <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
            <span>{item.label}</span>
            {item.detail && <span style={{ fontSize: '0.875em', opacity: 0.8, fontWeight: 400 }}>{item.detail}</span>}
          </span>
          {isSelected && <CheckIcon className={listItemCheck} />}
        </>
      )}
    </ListBoxItem>
  );
}

/**
 * The row of an item, for a list's `children`: one function for every render (issue 32). react-aria keeps the list's
 * collection while its items and this function are the same; an arrow written in the parent's render was a new
 * function each time, and each render of the form around a list (a keystroke, a tap, an answer) built every option of
 * the list again, in the hidden copy react-aria makes of it: the 96 slots of a time list, a tenant's stations.
 */
export const renderOption = (item: OptionItem) => <OptionRow item={item} />;
