import { useEffect, useId } from 'react';

/** What react-aria's live announcer holds (react-aria/private/live-announcer/LiveAnnouncer). */
const ANNOUNCEMENTS = '[data-live-announcer] [aria-labelledby]';

/**
 * The id of a react-aria button, and the clean-up of what react-aria announced for it (issue 19). A focused button that
 * turns pending, or stops being pending, is announced by a node of react-aria's live region: an empty `role="img"`
 * labelled by the button's id, kept seven seconds. When the button leaves the page within that time (a submit that
 * opens another view), the node is labelled by nothing: an image without a name for screen readers, which axe reports
 * (role-img-alt, serious). The node goes with the button.
 * @param id the caller's id, if any
 */
export function useAnnouncedButtonId(id: string | undefined): string {
  const own = useId();
  const buttonId = id ?? own;
  useEffect(
    () => () => {
      for (const node of document.querySelectorAll(ANNOUNCEMENTS)) {
        if (node.getAttribute('aria-labelledby')?.split(' ').includes(buttonId)) node.remove();
      }
    },
    [buttonId],
  );
  return buttonId;
}
