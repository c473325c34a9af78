import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { cx } from '../../internal/cx.ts';
import * as s from './PageDialog.css.ts';

/** Props of `PageDialog`. */
export interface PageDialogProps {
  /** The dialog's title, which also names it for assistive technology. */
  title: ReactNode;
  /** The content. */
  children: ReactNode;
  /** The actions that answer it (buttons): the only way out. Stacked full width on phones, in a row from tablets up. */
  footer: ReactNode;
  /** Extra class for the panel. */
  className?: string;
}

/**
 * A modal dialog that opens with the page and closes only when it is answered (a first visit's cookie consent, spec
 * §1, §5): the owner unmounts it once an action in `footer` has answered. It is the browser's own `<dialog>`, opened
 * with `showModal()` in the commit that mounts it, so that it is drawn in the same frame, without an entrance
 * animation (issue 18): the browser puts it in the top layer, makes the rest of the page inert, moves the focus in
 * (to the dialog itself, as `Modal` does, so its title is read first), keeps it there and gives it back on close. The
 * page behind does not scroll. Escape does not close it: `closedby="none"` where the browser knows it; elsewhere its
 * `cancel` is refused, and where the browser closes it anyway (a close request without a user activation before it
 * cannot be refused), it opens again. Unlike `Modal`, no react-aria: issue 32, a first visit of /login pays for it.
 * Phones get a bottom sheet, larger screens a card of `Modal`'s middle width.
 */
export function PageDialog({ title, children, footer, className }: PageDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const refuse = (event: Event) => event.preventDefault();
    const reopen = () => {
      if (dialog.isConnected && !dialog.open) dialog.showModal();
    };
    dialog.addEventListener('cancel', refuse);
    dialog.addEventListener('close', reopen);
    dialog.showModal();
    dialog.focus();
    return () => {
      dialog.removeEventListener('cancel', refuse);
      dialog.removeEventListener('close', reopen);
      dialog.close();
    };
  }, []);
  return (
    // `closedby` is newer than React's types.
    <dialog ref={ref} className={s.dialog} aria-labelledby={titleId} tabIndex={-1} {...{ closedby: 'none' }}>
      <div className={cx(s.panel, className)}>
        <h2 id={titleId} className={s.title}>
          {title}
        </h2>
        <div className={s.body}>{children}</div>
        <div className={s.footer}>{footer}</div>
      </div>
    </dialog>
  );
}
