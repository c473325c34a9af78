import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { cx } from '../../internal/cx.ts';
import { switchRoot, thumb, track } from './Switch.css.ts';

/** Props of `Switch`. */
export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'style' | 'children'> {
  /** The label. */
  children: ReactNode;
  /** Extra class for layout (margins, grid placement). */
  className?: string;
}

/** An on/off switch on react-aria's `Switch` (role switch, Space toggles). For settings that apply at once. */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={cx(switchRoot, className)}>
      <span className={track} aria-hidden="true">
        <span className={thumb} />
      </span>
      <span>{children}</span>
    </AriaSwitch>
  );
}
