import { Button } from '@frontoffice/ui/Button';
import { Checkbox } from '@frontoffice/ui/Checkbox';
import { Modal } from '@frontoffice/ui/Modal';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { cookieConsentString } from './cookieConsent.ts';

/**
 * Cookie consent (spec §1, §5): technical cookies must be ticked to continue, analytics are optional; the answer is
 * remembered for about 180 days (spec §9). It cannot be dismissed without an answer.
 */
export default function CookieConsentDialog({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const [technical, setTechnical] = useState(true);
  const [analytics, setAnalytics] = useState(false);
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
      <p>{intl.formatMessage({ id: 'app.CookieConsent.body' })}</p>
      <Checkbox isSelected={technical} onChange={setTechnical}>
        {intl.formatMessage({ id: 'app.CookieConsent.technical' })}
      </Checkbox>
      <Checkbox isSelected={analytics} onChange={setAnalytics}>
        {intl.formatMessage({ id: 'app.CookieConsent.analytics' })}
      </Checkbox>
    </Modal>
  );
}
