import { useSession, useTenant } from '@frontoffice/api-client';
import { usesFeature, usesTerms } from '@frontoffice/domain';
import { Suspense, useEffect, useState } from 'react';
import { consentDialogSettled } from './consentFirst.ts';
import { hasCookieConsent } from './cookieConsent.ts';
import { hasSeenWelcome, isWelcomeDeferred } from './welcome.ts';
import { lazyWithLocale } from '../../intl/lazyWithLocale.tsx';
import { firstContentPainted } from '../../startup/firstContent.ts';

// Each dialog is its own chunk: a returning visitor who has answered them downloads none (shared/toolchain.md).
const CookieConsentDialog = lazyWithLocale(() => import('./CookieConsentDialog.tsx'));
const TermsAcceptanceDialog = lazyWithLocale(() => import('./TermsAcceptanceDialog.tsx'));
const WelcomeDialog = lazyWithLocale(() => import('./WelcomeDialog.tsx'));

/** Whether the cookie-consent dialog's code has run. */
let consentLoaded = false;

/**
 * Downloads and runs the cookie-consent dialog's code, so that the dialog renders at once when it opens, without an
 * empty Suspense fallback first (React holds what replaces one back for 300 ms): start-up waits for it on a first
 * visit to an app page (main.tsx), and the dialogs below wait for it after the first paint.
 */
export const preloadCookieConsentDialog = () =>
  CookieConsentDialog.preload().then(() => {
    consentLoaded = true;
  });

/**
 * The dialogs the shell opens by itself (spec §1, §2): cookie consent first (when the tenant asks for it and no
 * answer is stored), then, for a signed-in member, terms acceptance (terms on and not accepted, decision D16), then
 * the welcome dialog (decision D19; not during the signup of an account created here, which its signup welcome page
 * greets).
 */
export function ShellDialogs() {
  const tenant = useTenant();
  const { user } = useSession();
  const [consented, setConsented] = useState(() => hasCookieConsent(document.cookie));
  // issue 18: the first page is drawn before the dialogs' code is asked for (it would share a phone's bandwidth with
  // what that page needs). A first visit's cookie-consent dialog whose code start-up already has (an app page, main.tsx)
  // opens at once, in the page's first commit, without its entrance animation: on a page that asks for it first
  // (`staticData.consentFirst`), the page's code waits for it (consentFirst.ts); spec §1, §5 (issue 31 defect 18), on
  // any page it is there before a field can be typed in. On a sign-in page the fields wait for it (AuthLayout).
  const consentOpens = usesFeature(tenant, 'cookie-consent') && !consented;
  const [painted, setPainted] = useState(consentOpens && consentLoaded);
  useEffect(() => {
    if (!consentOpens) consentDialogSettled();
  }, [consentOpens]);
  useEffect(() => {
    // Nothing to cancel: a later run (the dialog answered) or an unmounted shell only sets what is set already.
    if (!painted)
      void firstContentPainted
        .then(() => (consentOpens ? preloadCookieConsentDialog().catch(() => undefined) : undefined))
        .then(() => setPainted(true));
  }, [painted, consentOpens]);
  if (!painted) return null;

  if (consentOpens) {
    return (
      <Suspense fallback={null}>
        <CookieConsentDialog onDone={() => setConsented(true)} onShown={consentDialogSettled} />
      </Suspense>
    );
  }
  if (!user) return null;
  if (usesTerms(tenant) && !user.tos_accepted) {
    return (
      <Suspense fallback={null}>
        <TermsAcceptanceDialog />
      </Suspense>
    );
  }
  // decision D19: once per account per browser, after its first sign-in (an account created here waits for it).
  if (!hasSeenWelcome(user.id) && !isWelcomeDeferred(user.id)) {
    return (
      <Suspense fallback={null}>
        <WelcomeDialog userId={user.id} />
      </Suspense>
    );
  }
  return null;
}
