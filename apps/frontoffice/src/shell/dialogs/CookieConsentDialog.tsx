import { Button } from '@frontoffice/ui/Button';
import { Checkbox } from '@frontoffice/ui/Checkbox';
import { Modal } from '@frontoffice/ui/Modal';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { cookieConsentString } from './cookieConsent.ts';
import { whenPainted } from './whenPainted.ts';

/** The dialog's text, for the Element Timing API (whenPainted.ts). */
const CONSENT_TEXT = 'cookie-consent';

/**
 * Cookie consent (spec §1, §5): technical cookies must be ticked to continue, analytics are optional; the answer is
 * remembered for about 180 days (spec §9). It cannot be dismissed without an answer. No field can be typed in before
 * it is on screen (issue 31 defect 18: it opens in an app page's first commit, and a sign-in page waits for it,
 * ShellDialogs, AuthLayout), so it never waits for the driver to stop typing as the later dialogs do (notTyping.ts).
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
    onDone();
  };
  return (
    <Modal
      isOpen
      isDismissable={false}
      isKeyboardDismissDisabled
      // issue 18: shown with the first page of a first visit, not after it.
      opensWithPage
      title={intl.formatMessage({ id: 'app.CookieConsent.title' })}
      footer={
        <Button variant="primary" isDisabled={!technical} onPress={save}>
          {intl.formatMessage({ id: 'app.CookieConsent.accept' })}
        </Button>
      }
    >
      <p {...{ elementtiming: CONSENT_TEXT }}>{intl.formatMessage({ id: 'app.CookieConsent.body' })}</p>
      <Checkbox isSelected={technical} onChange={setTechnical}>
        {intl.formatMessage({ id: 'app.CookieConsent.technical' })}
      </Checkbox>
      <Checkbox isSelected={analytics} onChange={setAnalytics}>
        {intl.formatMessage({ id: 'app.CookieConsent.analytics' })}
      </Checkbox>
    </Modal>
  );
}
