import { useSession, useTenant } from '@frontoffice/api-client';
import { usesFeature } from '@frontoffice/domain';
import { lazy, Suspense, use, useEffect, useState } from 'react';
import type * as ConsentDialogModule from './CookieConsentDialog.tsx';
import { consentDialogSettled } from './consentFirst.ts';
import { hasCookieConsent } from './cookieConsent.ts';
import { tracked } from '../../intl/tracked.ts';
import { firstContentPainted } from '../../startup/firstContent.ts';
import { firstPage } from '../../startup/firstPage.ts';

// Each dialog is its own chunk: a returning visitor who has answered them downloads none (shared/toolchain.md); a
// member's dialogs, and what decides them, load for a member only (issue 32).
// Their code not downloaded (offline right after signing in, before the offline worker keeps the app's files): none of
// them, rather than the page replaced by "sorry, please reload" (MemberDialogs.tsx does the same for each dialog).
const MemberDialogs = lazy(() =>
  import('./MemberDialogs.tsx').catch((error: unknown) => {
    console.error("The member's dialogs could not be loaded", error);
    return { default: () => null };
  }),
);

let consentDialog: Promise<typeof ConsentDialogModule> | undefined;
/** The cookie-consent dialog's code, asked for once (marked as React's `use` reads it: rendered at once once loaded). */
const loadConsentDialog = () => (consentDialog ??= tracked(import('./CookieConsentDialog.tsx')));

/**
 * The cookie-consent dialog. Nothing in it is localized by react-aria, and its texts are among the app's first
 * messages (a first visitor's, in the entry for French), so no `AriaLocale` around it and not the app's deferred
 * messages (`shell`) either: issue 32, a first visit of /login. Unlike `React.lazy`, it renders at once once its code
 * has run (see lazyWithLocale.tsx); a failed download throws into the nearest error boundary.
 */
function CookieConsentDialog(props: { onDone: () => void; onShown: () => void }) {
  const { default: Dialog } = use(loadConsentDialog());
  return <Dialog {...props} />;
}

/** Whether the cookie-consent dialog's code has run. */
let consentLoaded = false;

/**
 * Downloads and runs the cookie-consent dialog's code, so that the dialog renders at once when it opens, without an
 * empty Suspense fallback first (React holds what replaces one back for 300 ms): start-up waits for it on a first
 * visit to an app page (main.tsx), and the dialogs below wait for it after the first paint.
 */
export const preloadCookieConsentDialog = () =>
  loadConsentDialog().then(() => {
    consentLoaded = true;
  });

/**
 * The dialogs the shell opens by itself (spec §1, §2): cookie consent first (when the tenant asks for it and no
 * answer is stored), then, for a signed-in member, terms acceptance and the welcome (MemberDialogs).
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
  // Issue 32: a member's dialogs (terms, welcome) and what decides them wait for the visit's first page to be drawn,
  // its content too, not only its first paint (on the account page the welcome's code and call came before the page's
  // header was on screen). On a later page it is drawn already.
  const [pageDrawn, setPageDrawn] = useState(firstPage.isDrawn);
  useEffect(() => {
    if (!pageDrawn) void firstPage.drawn.then(() => setPageDrawn(true));
  }, [pageDrawn]);
  if (!painted) return null;

  if (consentOpens) {
    return (
      <Suspense fallback={null}>
        <CookieConsentDialog onDone={() => setConsented(true)} onShown={consentDialogSettled} />
      </Suspense>
    );
  }
  if (!user || !pageDrawn) return null;
  return (
    <Suspense fallback={null}>
      <MemberDialogs user={user} />
    </Suspense>
  );
}
