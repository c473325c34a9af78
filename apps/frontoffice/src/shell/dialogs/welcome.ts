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
