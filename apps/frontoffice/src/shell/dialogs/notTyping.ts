import { useState, useSyncExternalStore } from 'react';

/**
 * Issue 31 defect 18: the dialogs the shell opens by itself never take the focus from a driver who is typing. A modal
 * dialog moves the focus into itself and makes the page inert: opened while a field had the focus, it took the
 * driver's next keystrokes. The cookie-consent dialog (spec §1, §5) is on screen before a field can be typed in
 * (ShellDialogs, AuthLayout); the later ones, new terms (spec §1, decision D16) and welcome (decision D19),
 * which come after a sign-in when the next page may already be in use, wait until the focus is not in a field one
 * types into, then open, and stay open.
 */

/** Input types one does not type text into. */
const UNTYPED_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);
/** Roles of the elements one types into that are not inputs (react-aria's date segments are `spinbutton`s). */
const TYPED_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);

/** Whether `element` is a field the driver types into: a text input, a text area or an editable element, not read-only or disabled. */
export function isTypingTarget(element: Element | null | undefined): boolean {
  const field = element as (HTMLElement & { disabled?: boolean; readOnly?: boolean }) | null | undefined;
  if (!field || field.disabled || field.readOnly || field.getAttribute('aria-readonly') === 'true') return false;
  if (field instanceof HTMLInputElement) return !UNTYPED_INPUTS.has(field.type);
  return field instanceof HTMLTextAreaElement || field.isContentEditable || TYPED_ROLES.has(field.getAttribute('role') ?? '');
}

/**
 * Where the focus is going: between a field's `focusout` and the next `focusin` (one task), the document's active
 * element is its body, and a move from one field to the next would otherwise read as a pause in the typing.
 */
let landing: Element | null = null;

function subscribe(onChange: () => void): () => void {
  const moved = (event: FocusEvent) => {
    landing = event.type === 'focusout' ? (event.relatedTarget as Element | null) : null;
    onChange();
  };
  document.addEventListener('focusin', moved, true);
  document.addEventListener('focusout', moved, true);
  return () => {
    document.removeEventListener('focusin', moved, true);
    document.removeEventListener('focusout', moved, true);
  };
}

/** Whether the focus is in a field the driver types into (or on its way to one). */
export const typingNow = (): boolean => isTypingTarget(landing?.isConnected ? landing : document.activeElement);

/**
 * Whether a dialog the shell opens by itself may be open: once `ready` (its content is there) while the focus is not
 * in a field the driver types into; from then on, until it unmounts, whatever the focus does (the dialog holds it).
 * @param ready whether the dialog has what it shows (default: true)
 */
export function useOpensWhenNotTyping(ready = true): boolean {
  const typing = useSyncExternalStore(subscribe, typingNow);
  const [opened, setOpened] = useState(false);
  const opens = opened || (ready && !typing);
  // Kept once open: the dialog's own fields must not close it.
  if (opens && !opened) setOpened(true);
  return opens;
}
