import { useSyncExternalStore } from 'react';

/**
 * Issue 18: on the pages that say so (`staticData.consentFirst`, the search page), a first visit's cookie-consent
 * dialog gets the network first. The dialog is small (about 20 kB) and must be answered before anything else on the
 * page can be used; the search page is heavy (about 140 kB). Over slow 4G both arrived together about three seconds
 * in; asked for in turn, the dialog is on screen about a second sooner over the app frame, and the page behind it
 * arrives about when it did before, since the bandwidth is the limit. The page's code waits for `afterConsentDialog`,
 * which ShellDialogs settles once the dialog's text has painted (whenPainted.ts), and start-up at once when no dialog
 * opens (answered, or the tenant asks for none). A dialog that never shows cannot hold the page: the wait ends after `MAX_WAIT_MS` anyway.
 */
export const MAX_WAIT_MS = 3000;

let settle: () => void = () => undefined;
let settled = false;
const shown = new Promise<void>((resolve) => {
  settle = resolve;
});

/** Says that the dialog is on screen, or that none opens. */
export function consentDialogSettled(): void {
  settled = true;
  settle();
}

/**
 * Whether the page may be used, spec §1, §5 (issue 31 defect 18): a first visit's cookie-consent dialog is on screen
 * (it holds the focus from then on) or none opens. On a sign-in page the dialog's code is asked for once the page is
 * drawn (issue 18), and the page's fields wait for it (AuthLayout), never for `MAX_WAIT_MS` only: offered before the
 * dialog, they were typed in, and the dialog then took the focus.
 */
export function useConsentSettled(): boolean {
  return useSyncExternalStore(whenSettled, () => settled);
}

/** Tells `onChange` once settled (it never changes again: nothing to unsubscribe). */
function whenSettled(onChange: () => void): () => void {
  void shown.then(onChange);
  return () => undefined;
}

/** Resolves once the dialog is on screen or none opens, and after `MAX_WAIT_MS` at the latest. */
export function afterConsentDialog(): Promise<void> {
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS))]);
}
