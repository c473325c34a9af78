import { Button } from '@frontoffice/ui/Button';
import { NativeCheckbox } from '@frontoffice/ui/NativeCheckbox';
import { PageDialog } from '@frontoffice/ui/PageDialog';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { COOKIE_CONSENT_NAME, cookieConsentString } from './cookieConsent.ts';
import { whenPainted } from './whenPainted.ts';

/** The dialog's text, for the Element Timing API (whenPainted.ts). */
const CONSENT_TEXT = 'cookie-consent';

/**
 * Cookie consent (spec §1, §5): technical cookies must be ticked to continue, analytics are optional; the answer is
 * remembered for about 180 days (spec §9). It cannot be dismissed without an answer. No field can be typed in before
 * it is on screen (issue 31 defect 18: it opens in an app page's first commit, and a sign-in page waits for it,
 * ShellDialogs, AuthLayout), so it never waits for the driver to stop typing as the later dialogs do (notTyping.ts).
 * Issue 32: the browser's own modal dialog and checkboxes (ui's `PageDialog`, `NativeCheckbox`), not react-aria's, and
 * its own messages (`consent`), so that a first visit of /login stays within its budget (budgets.json `firstVisit`).
 * @param onShown called once the dialog's text is on screen (issue 18: the search page's code waits for it)
 */
export default function CookieConsentDialog({ onDone, onShown }: { onDone: () => void; onShown?: () => void }) {
  const intl = useIntl();
  const [technical, setTechnical] = useState(true);
  const [analytics, setAnalytics] = useState(false);
  useEffect(() => (onShown ? whenPainted(CONSENT_TEXT, onShown) : undefined), [onShown]);
  const save = () => {
    document.cookie = cookieConsentString(
      { technical: true, analytics },
      import.meta.env.BASE_URL,
      window.location.protocol === 'https:',
    );
    // Decision D49: a sampled page load's Core Web Vitals are measured from the moment audience measurement is accepted
    // (vitals/startVitals.ts listens).
    dispatchEvent(new Event(COOKIE_CONSENT_NAME));
    onDone();
  };
  return (
    // issue 18: opened in the commit that mounts it, with the first page of a first visit, not after it; spec §5: only
    // the button below closes it.
    <PageDialog
      title={intl.formatMessage({ id: 'app.CookieConsent.title' })}
      footer={
        <Button variant="primary" isDisabled={!technical} onPress={save}>
          {intl.formatMessage({ id: 'app.CookieConsent.accept' })}
        </Button>
      }
    >
      <p {...{ elementtiming: CONSENT_TEXT }}>{intl.formatMessage({ id: 'app.CookieConsent.body' })}</p>
      <NativeCheckbox isSelected={technical} onChange={setTechnical}>
        {intl.formatMessage({ id: 'app.CookieConsent.technical' })}
      </NativeCheckbox>
      <NativeCheckbox isSelected={analytics} onChange={setAnalytics}>
        {intl.formatMessage({ id: 'app.CookieConsent.analytics' })}
      </NativeCheckbox>
    </PageDialog>
  );
}
