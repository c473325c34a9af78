import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import { ToggleSlots } from '../../internal/FieldParts.tsx';
import { switchRoot, thumb, track } from './Switch.css.ts';

/** Props of `Switch`. */
export interface SwitchProps extends Omit<SwitchFieldProps, 'className' | 'style' | 'children'> {
  /** The label. */
  children: ReactNode;
  /** Extra class for layout (margins, grid placement). */
  className?: string;
}

/** An on/off switch on react-aria's `SwitchField` and `SwitchButton` (role switch, Space toggles). For settings that apply at once. */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={className}>
      <SwitchButton className={switchRoot}>
        <span className={track} aria-hidden="true">
          <span className={thumb} />
        </span>
        <span>{children}</span>
      </SwitchButton>
      <ToggleSlots />
    </SwitchField>
  );
}
