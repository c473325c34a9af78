import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem,
  MenuTrigger,
  Popover,
  type Key,
  type MenuTriggerProps,
} from 'react-aria-components';
import { cx } from '../../internal/cx.ts';
import { MoreIcon } from '../../internal/icons.tsx';
import { listItem, popover } from '../../internal/pickers.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as s from './Menu.css.ts';

/** One action of a menu. */
export interface MenuAction {
  /** A stable identifier. */
  id: Key;
  /** The visible label. */
  label: string;
  /** A decorative icon. */
  icon?: ReactNode;
  /** Destructive actions are drawn in the danger colour. */
  isDanger?: boolean;
  /** A link instead of an action. */
  href?: string;
}

/** Props of `Menu`. */
export interface MenuProps extends Omit<MenuTriggerProps, 'children'> {
  /** Accessible name of the trigger button (e.g. "More actions"). */
  label: string;
  /**
   * The trigger's icon.
   * @default a "more" (three dots) icon
   */
  icon?: ReactNode;
  /** The choices. */
  items: readonly MenuAction[];
  /** Called with the chosen action's id. */
  onAction?: (id: Key) => void;
  /** Actions shown but not available. */
  disabledKeys?: Iterable<Key>;
}

/** A menu of actions behind an icon button, on react-aria's `MenuTrigger` + `Menu` (arrow keys, type-ahead). */
export function Menu({ label, icon, items, onAction, disabledKeys, ...props }: MenuProps) {
  return (
    <MenuTrigger {...props}>
      <IconButton icon={icon ?? <MoreIcon />} label={label} />
      <Popover className={popover} placement="bottom end" offset={4}>
        <AriaMenu items={items} onAction={(id) => onAction?.(id)} disabledKeys={disabledKeys} className={s.menu}>
          {(item) => (
            <MenuItem id={item.id} href={item.href} textValue={item.label} className={cx(listItem, item.isDanger && s.danger)}>
              {item.icon && <span className={s.icon}>{item.icon}</span>}
              {item.label}
            </MenuItem>
          )}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
