import { useEffect, useState } from 'react';

/** What takes the focus inside a field marked invalid (a text input, or the first segment of a date field). */
const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button, [tabindex]:not([tabindex="-1"])';

/** The form holding the focus: the one whose submit button or field was just used (a press or Enter). */
export function formOfFocus(): HTMLFormElement | null {
  return document.activeElement instanceof HTMLElement ? document.activeElement.closest('form') : null;
}

/**
 * Moves the focus to the first field of a form marked invalid, once the render that marks it is on screen (issue 19:
 * every form error announced). A screen reader then reads that field with its message (its description), and a
 * keyboard user is where the correction is made; a refused submit otherwise leaves the focus on the button, silent.
 * @returns the trigger: call it with the form when a submit is refused
 */
export function useFocusFirstInvalid(): (form: HTMLFormElement | null) => void {
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  useEffect(() => {
    if (!form) return;
    setForm(null);
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches(FOCUSABLE) ? invalid : invalid?.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
  }, [form]);
  return setForm;
}
