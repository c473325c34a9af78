// decision D19, apart from welcome.ts: what the sign-in pages need of the welcome's rules, since the login page is part
// of every page's first download (issue 32: the rest loads with the dialogs that use it).

/** The local-storage key of the account ids whose welcome waits for a sign-in (welcome.ts `deferWelcome`). */
export const WELCOME_AFTER_SIGN_IN = 'welcome_after_sign_in';

/** A driver signed in (login page, single sign-on): no welcome waits any more. */
export function releaseWelcome(): void {
  try {
    window.localStorage.removeItem(WELCOME_AFTER_SIGN_IN);
  } catch {
    // Nothing was stored.
  }
}
