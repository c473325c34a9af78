import type { ReactNode } from 'react';
import {
  Dialog,
  DialogTrigger,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { cx } from '../../internal/cx.ts';
import { CloseIcon } from '../../internal/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as s from './Modal.css.ts';

export { DialogTrigger };

/** Props of `Modal`. */
export interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'style' | 'children'> {
  /** The dialog's title, which also names it for assistive technology. */
  title: ReactNode;
  /** The content. */
  children: ReactNode;
  /** Actions at the bottom (buttons); stacked full width on phones, in a row from tablets up. */
  footer?: ReactNode;
  /** Accessible name of the close button; without it there is no close button (use footer actions). */
  closeLabel?: string;
  /**
   * Width from tablets up (phones always get a bottom sheet).
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * `alertdialog` for confirmations that interrupt.
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /** Extra class for layout (margins, grid placement). */
  className?: string;
  /**
   * The dialog opens by itself with the page (a first visit's cookie consent, spec §1), not after an action: it is
   * drawn at once, without the entrance animation, which would hold its text back from the first paint for a third of
   * a second (on a phone that text is the page's Largest Contentful Paint, issue 18).
   * @default false
   */
  opensWithPage?: boolean;
}

/**
 * A modal dialog on react-aria's `ModalOverlay` + `Modal` + `Dialog`: focus is trapped and restored, the page
 * behind is inert and scroll-locked, Escape closes (and a click outside when `isDismissable`). Open it with
 * `DialogTrigger` around a button, or control it with `isOpen`/`onOpenChange`.
 */
export function Modal({
  title,
  children,
  footer,
  closeLabel,
  size = 'md',
  role = 'dialog',
  className,
  isDismissable = true,
  opensWithPage = false,
  ...props
}: ModalProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={opensWithPage ? cx(s.overlay, s.withPage) : s.overlay}>
      <AriaModal className={cx(s.modal, s.size[size], opensWithPage && s.withPage, className)}>
        <Dialog role={role} className={s.dialog}>
          {({ close }) => (
            <>
              <div className={s.header}>
                <Heading slot="title" className={s.title}>
                  {title}
                </Heading>
                {closeLabel && <IconButton className={s.close} icon={<CloseIcon />} label={closeLabel} onPress={close} />}
              </div>
              <div className={s.body}>{children}</div>
              {footer && <div className={s.footer}>{footer}</div>}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
