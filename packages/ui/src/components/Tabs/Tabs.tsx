import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key, type TabsProps as AriaTabsProps } from 'react-aria-components';
import { cx } from '../../internal/cx.ts';
import * as s from './Tabs.css.ts';

/** One tab and its panel. */
export interface TabItem {
  /** A stable identifier. */
  id: Key;
  /** The visible label. */
  label: ReactNode;
  /** The panel shown when the tab is selected. */
  content: ReactNode;
  /** A link tab (e.g. each tab is a route). */
  href?: string;
}

/** Props of `Tabs`. */
export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'style' | 'children'> {
  /** The accessible name of the tab list (e.g. "My bookings"). */
  label: string;
  /** The choices. */
  items: readonly TabItem[];
  /** Extra class for layout (margins, grid placement). */
  className?: string;
}

/** Tabs on react-aria's `Tabs` (arrow keys move between tabs; the list scrolls sideways on phones). */
export function Tabs({ label, items, className, ...props }: TabsProps) {
  return (
    <AriaTabs {...props} className={cx(s.tabs, className)}>
      <TabList aria-label={label} items={items} className={s.list}>
        {(item) => (
          <Tab id={item.id} href={item.href} className={s.tab}>
            {item.label}
          </Tab>
        )}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={s.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
