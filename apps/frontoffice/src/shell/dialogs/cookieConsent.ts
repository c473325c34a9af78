/** The cookie holding the visitor's answer. */
export const COOKIE_CONSENT_NAME = 'cookie_consent';
/** How long the answer is remembered: about 180 days (spec §9: 15552000000 ms). */
export const COOKIE_CONSENT_MAX_AGE_MS = 15_552_000_000;

/** The visitor's choices: technical cookies are required to use the site (spec §5). */
export interface CookieConsent {
  technical: true;
  analytics: boolean;
}

/** Whether a cookie string holds an answer. */
export function hasCookieConsent(cookies: string): boolean {
  return readCookieConsent(cookies) !== null;
}

/** The stored answer, if any. */
export function readCookieConsent(cookies: string): CookieConsent | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== COOKIE_CONSENT_NAME) continue;
    try {
      const value = JSON.parse(decodeURIComponent(rest.join('='))) as Partial<CookieConsent>;
      if (value.technical === true) return { technical: true, analytics: value.analytics === true };
    } catch {
      return null;
    }
  }
  return null;
}

/** The `Set-Cookie`-style string remembering an answer for about 180 days, on the app's path only. */
export function cookieConsentString(consent: CookieConsent, path: string, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(consent));
  const maxAge = Math.round(COOKIE_CONSENT_MAX_AGE_MS / 1000);
  return `${COOKIE_CONSENT_NAME}=${value}; Max-Age=${maxAge}; Path=${path}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
