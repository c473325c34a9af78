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
const shown = new Promise<void>((resolve) => {
  settle = resolve;
});

/** Says that the dialog is on screen, or that none opens. */
export function consentDialogSettled(): void {
  settle();
}

/** Resolves once the dialog is on screen or none opens, and after `MAX_WAIT_MS` at the latest. */
export function afterConsentDialog(): Promise<void> {
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS))]);
}
