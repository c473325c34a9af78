import type { Key } from 'react-aria-components';
import { ListBoxItem } from 'react-aria-components';
import { CheckIcon } from './icons.tsx';
import { listItem, listItemCheck } from './shared.css.ts';

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
