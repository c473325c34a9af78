import type { ReactNode } from 'react';
import { Button, Label, Tag, TagGroup, TagList, type Key } from 'react-aria-components';
import { CloseIcon } from '../../internal/icons.tsx';
import { label as labelClass } from '../../internal/shared.css.ts';
import * as s from './Chip.css.ts';

/** One active filter. */
export interface ChipItem {
  /** A stable identifier. */
  id: Key;
  /** The visible label. */
  label: string;
}

/** Props of `ChipGroup`. */
export interface ChipGroupProps {
  /** The group's name (e.g. "Active filters"); shown when `showLabel`, otherwise the accessible name only. */
  label: string;
  /**
   * Show the label above the chips.
   * @default false
   */
  showLabel?: boolean;
  /** The choices. */
  items: readonly ChipItem[];
  /** Called with the ids removed (by the × button, or Delete/Backspace on a focused chip). */
  onRemove: (ids: Set<Key>) => void;
  /** Shown when there are no chips (nothing by default). */
  emptyState?: ReactNode;
}

/**
 * Removable filter chips on react-aria's `TagGroup`: arrow keys move between chips, Delete or Backspace removes the
 * focused one, and the × button removes with a pointer.
 */
export function ChipGroup({ label, showLabel = false, items, onRemove, emptyState }: ChipGroupProps) {
  return (
    <TagGroup className={s.group} onRemove={onRemove} aria-label={showLabel ? undefined : label}>
      {showLabel && <Label className={labelClass}>{label}</Label>}
      <TagList items={items} className={s.list} renderEmptyState={emptyState ? () => emptyState : undefined}>
        {(item) => (
          <Tag id={item.id} textValue={item.label} className={s.chip}>
            {item.label}
            {/* Named by react-aria in the reader's language ("Remove" + the chip's label). */}
            <Button slot="remove" className={s.remove}>
              <CloseIcon size={16} />
            </Button>
          </Tag>
        )}
      </TagList>
    </TagGroup>
  );
}
