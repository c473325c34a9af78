const KEY = 'welcome_seen';

/** Whether this browser already showed the welcome dialog to this account (decision D19: once per account). */
export function hasSeenWelcome(userId: number): boolean {
  try {
    return (window.localStorage.getItem(KEY) ?? '').split(',').includes(String(userId));
  } catch {
    return true;
  }
}

/** Remembers that the welcome dialog was shown to this account in this browser. */
export function markWelcomeSeen(userId: number): void {
  try {
    const seen = new Set((window.localStorage.getItem(KEY) ?? '').split(',').filter(Boolean));
    seen.add(String(userId));
    window.localStorage.setItem(KEY, [...seen].join(','));
  } catch {
    // Without storage the dialog may show again next visit; nothing is lost.
  }
}

const AFTER_SIGN_IN = 'welcome_after_sign_in';

/**
 * An account was just created in this browser (signup's registration step signs it in by itself): the signup's own
 * welcome page greets it, and the welcome dialog waits for its first sign-in (decision D19: "after the first
 * sign-in"), instead of covering the signup's first steps.
 */
export function deferWelcome(userId: number): void {
  try {
    const waiting = new Set((window.localStorage.getItem(AFTER_SIGN_IN) ?? '').split(',').filter(Boolean));
    waiting.add(String(userId));
    window.localStorage.setItem(AFTER_SIGN_IN, [...waiting].join(','));
  } catch {
    // Without storage the dialog shows during the signup; nothing is lost.
  }
}

/** Whether this account's welcome waits for a sign-in (see {@link deferWelcome}). */
export function isWelcomeDeferred(userId: number): boolean {
  try {
    return (window.localStorage.getItem(AFTER_SIGN_IN) ?? '').split(',').includes(String(userId));
  } catch {
    return false;
  }
}

/** A driver signed in (login page, single sign-on): no welcome waits any more. */
export function releaseWelcome(): void {
  try {
    window.localStorage.removeItem(AFTER_SIGN_IN);
  } catch {
    // Nothing was stored.
  }
}
