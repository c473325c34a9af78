import { WELCOME_AFTER_SIGN_IN as AFTER_SIGN_IN } from './welcomeRelease.ts';

export { releaseWelcome } from './welcomeRelease.ts';

// decision D19: the welcome dialog shows once per account per browser, after the account's first sign-in. Both lists
// are account ids kept in local storage; without storage, the dialog may show again next visit and nothing is lost.
const SEEN = 'welcome_seen';

/** The account ids stored under `key`, or null when storage cannot be read. */
function ids(key: string): Set<string> | null {
  try {
    return new Set((window.localStorage.getItem(key) ?? '').split(',').filter(Boolean));
  } catch {
    return null;
  }
}

function add(key: string, userId: number): void {
  const stored = ids(key);
  try {
    if (stored) window.localStorage.setItem(key, [...stored.add(String(userId))].join(','));
  } catch {
    // Full or refused: see above.
  }
}

/** Whether this browser already showed the welcome dialog to this account (decision D19: once per account). */
export const hasSeenWelcome = (userId: number): boolean => ids(SEEN)?.has(String(userId)) ?? true;

/** Remembers that the welcome dialog was shown to this account in this browser. */
export const markWelcomeSeen = (userId: number): void => add(SEEN, userId);

/**
 * An account was just created in this browser (signup's registration step signs it in by itself): the signup's own
 * welcome page greets it, and the welcome dialog waits for its first sign-in (decision D19: "after the first
 * sign-in"), instead of covering the signup's first steps.
 */
export const deferWelcome = (userId: number): void => add(AFTER_SIGN_IN, userId);

/** Whether this account's welcome waits for a sign-in (see {@link deferWelcome}). */
export const isWelcomeDeferred = (userId: number): boolean => ids(AFTER_SIGN_IN)?.has(String(userId)) ?? false;
