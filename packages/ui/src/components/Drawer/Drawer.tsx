import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  Link,
  Modal,
  ModalOverlay,
  type Key,
} from 'react-aria-components';
import { cx } from '../../internal/cx.ts';
import { visuallyHidden } from '../../internal/shared.css.ts';
import { AlertIcon, ChevronDownIcon, CloseIcon } from '../../internal/icons.tsx';
import { Badge, type BadgeProps } from '../Badge/Badge.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as s from './Drawer.css.ts';

/** One entry of the menu: a link (`href`) or an action (`onAction`). */
export interface DrawerMenuItem {
  /** A stable identifier. */
  id: string;
  /** The visible label. */
  label: string;
  /** A decorative icon. */
  icon?: ReactNode;
  /** An address: the entry is a link (client-side through react-aria's `RouterProvider`). */
  href?: string;
  /** An action (e.g. log out). */
  onAction?: () => void;
  /** The page being shown (`aria-current="page"`). */
  isCurrent?: boolean;
  /**
   * A status beside the label (issue 34: "Licence expired" on the account entry): shown as a badge, and part of the
   * entry's accessible name after its label ("My account, Licence expired"), so a screen reader says it.
   */
  badge?: DrawerMenuBadge;
}

/** A badge of a menu entry. */
export interface DrawerMenuBadge {
  /** Its text (colour alone never carries the meaning). */
  label: string;
  /**
   * Its colour role; `warning` and `danger` bring an alert icon.
   * @default 'neutral'
   */
  tone?: BadgeProps['tone'];
}

/** A collapsible group of entries (e.g. "My account" → profile, cards, documents). */
export interface DrawerMenuGroup {
  /** A stable identifier. */
  id: string;
  /** The visible label. */
  label: string;
  /** A decorative icon. */
  icon?: ReactNode;
  /** The choices. */
  items: readonly DrawerMenuItem[];
}

/** Props of `DrawerMenu`. */
export interface DrawerMenuProps {
  /** Whether it is open (controlled). */
  isOpen: boolean;
  /** Called when it opens or closes. */
  onOpenChange: (isOpen: boolean) => void;
  /** The accessible name of the menu dialog (e.g. "Menu"). */
  label: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** Entries and groups, in order. */
  entries: ReadonlyArray<DrawerMenuItem | DrawerMenuGroup>;
  /** Content above the entries (avatar, name, status badge). */
  header?: ReactNode;
  /** Content at the bottom (e.g. log out). */
  footer?: ReactNode;
  /** Groups open when the drawer opens (e.g. the group holding the current page). */
  defaultExpandedGroups?: readonly Key[];
}

function isGroup(entry: DrawerMenuItem | DrawerMenuGroup): entry is DrawerMenuGroup {
  return 'items' in entry;
}

function Entry({ item, nested, close }: { item: DrawerMenuItem; nested?: boolean; close: () => void }) {
  const { badge } = item;
  const className = cx(s.item, nested && s.subItem, badge && s.withBadge);
  const alerting = badge?.tone === 'warning' || badge?.tone === 'danger';
  const content = (
    <>
      {item.icon && !nested && <span className={s.icon}>{item.icon}</span>}
      <span>{item.label}</span>
      {/* The badge is part of the entry's name ("My account, Licence expired"), as it is of what is seen (WCAG 2.5.3):
          a hidden comma makes a screen reader pause between the two. */}
      {badge && (
        <span className={s.badge}>
          <span className={visuallyHidden}>, </span>
          <Badge tone={badge.tone} icon={alerting ? <AlertIcon size={16} /> : undefined}>
            {badge.label}
          </Badge>
        </span>
      )}
    </>
  );
  return (
    <li>
      {item.href ? (
        <Link href={item.href} className={className} aria-current={item.isCurrent ? 'page' : undefined} onPress={close}>
          {content}
        </Link>
      ) : (
        <Button
          className={className}
          onPress={() => {
            close();
            item.onAction?.();
          }}
        >
          {content}
        </Button>
      )}
    </li>
  );
}

/**
 * The navigation drawer: a modal panel sliding in from the start edge (react-aria `Modal` + `Dialog`), with
 * entries and groups that expand and collapse (react-aria `Disclosure`, announced as expanded/collapsed). Choosing
 * an entry closes it.
 */
export function DrawerMenu({
  isOpen,
  onOpenChange,
  label,
  closeLabel,
  entries,
  header,
  footer,
  defaultExpandedGroups,
}: DrawerMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={s.overlay}>
      <Modal className={s.panel}>
        <Dialog aria-label={label} className={s.dialog}>
          <div className={s.top}>
            <div className={s.headerSlot}>{header}</div>
            <IconButton icon={<CloseIcon />} label={closeLabel} onPress={close} />
          </div>
          <nav className={s.nav} aria-label={label}>
            <DisclosureGroup allowsMultipleExpanded defaultExpandedKeys={defaultExpandedGroups}>
              <ul className={s.list}>
                {entries.map((entry) =>
                  isGroup(entry) ? (
                    <li key={entry.id}>
                      <Disclosure id={entry.id}>
                        <Heading level={3} className={s.groupHeading}>
                          <Button slot="trigger" className={s.item}>
                            {entry.icon && <span className={s.icon}>{entry.icon}</span>}
                            <span>{entry.label}</span>
                            <ChevronDownIcon className={s.groupChevron} />
                          </Button>
                        </Heading>
                        <DisclosurePanel>
                          <ul className={cx(s.list, s.panelList)}>
                            {entry.items.map((item) => (
                              <Entry key={item.id} item={item} nested close={close} />
                            ))}
                          </ul>
                        </DisclosurePanel>
                      </Disclosure>
                    </li>
                  ) : (
                    <Entry key={entry.id} item={entry} close={close} />
                  ),
                )}
              </ul>
            </DisclosureGroup>
          </nav>
          {footer && <div className={s.footer}>{footer}</div>}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
