import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { useAnnouncedButtonId } from '../../internal/announcedButton.ts';
import { cx } from '../../internal/cx.ts';
import { iconButton } from './IconButton.css.ts';

/** Props of `IconButton`. */
export interface IconButtonProps extends Omit<AriaButtonProps, 'className' | 'children' | 'style' | 'aria-label'> {
  /** The icon (decorative: the name comes from `label`). */
  icon: ReactNode;
  /** The accessible name, required since there is no visible text. */
  label: string;
  /**
   * @default 'ghost'
   */
  variant?: 'ghost' | 'secondary' | 'primary';
  /** Extra class for layout (margins, grid placement). */
  className?: string;
}

/** A square 44×44 button showing only an icon, named by `label` for assistive technology. */
export function IconButton({ icon, label, variant, className, id, ...props }: IconButtonProps) {
  const buttonId = useAnnouncedButtonId(id);
  return (
    <AriaButton {...props} id={buttonId} aria-label={label} className={cx(iconButton({ variant }), className)}>
      {icon}
    </AriaButton>
  );
}
