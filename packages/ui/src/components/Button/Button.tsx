import { createContext, type ReactNode, use } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { useAnnouncedButtonId } from '../../internal/announcedButton.ts';
import { cx } from '../../internal/cx.ts';
import { spinner } from '../../internal/shared.css.ts';
import { button, content, pendingOverlay } from './Button.css.ts';

/** Props of `Button`. */
export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children' | 'style'> {
  /** The visible label (a product string passed in by the caller). */
  children: ReactNode;
  /**
   * Visual weight: one `primary` action per view, `secondary`/`outline`/`ghost` for the others, `danger` for
   * destructive confirmations.
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
  /**
   * Height: 44, 48 or 56 px. Every size keeps the 44 px touch target.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Stretch to the container's width (phone forms).
   * @default false
   */
  fullWidth?: boolean;
  /** An icon drawn before the label. */
  icon?: ReactNode;
  /** Extra class for layout (margins, grid placement). */
  className?: string;
  /**
   * The action needs the network: while {@link OfflineReason} is set (the browser is offline), the button is disabled
   * and described by the element that says why.
   * @default true for `type="submit"`, false otherwise
   */
  needsNetwork?: boolean;
}

/**
 * The id of the element saying that the browser is offline (the app's banner), while it is; null when online. The
 * app provides it; every button whose action needs the network reads it.
 */
export const OfflineReason = createContext<string | null>(null);

/**
 * A button on react-aria's `Button`: press, keyboard and focus handling come from react-aria. While `isPending`
 * it keeps its size, shows a spinner, stays focusable and ignores presses (react-aria announces the pending state;
 * the announcement leaves with the button, `useAnnouncedButtonId`).
 */
export function Button({ children, variant, size, fullWidth, icon, className, id, needsNetwork, ...props }: ButtonProps) {
  const buttonId = useAnnouncedButtonId(id);
  const offline = use(OfflineReason);
  const blocked = offline !== null && (needsNetwork ?? props.type === 'submit');
  return (
    <AriaButton
      {...props}
      id={buttonId}
      isDisabled={props.isDisabled || blocked}
      aria-describedby={blocked ? cx(props['aria-describedby'], offline) : props['aria-describedby']}
      className={cx(button({ variant, size, fullWidth }), className)}
    >
      {({ isPending }) => (
        <>
          <span className={content}>
            {icon}
            {children}
          </span>
          {isPending && (
            <span className={pendingOverlay} aria-hidden="true">
              <span className={spinner} />
            </span>
          )}
        </>
      )}
    </AriaButton>
  );
}
