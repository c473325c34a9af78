import { customContentsQueryOptions, useApiClient } from '@frontoffice/api-client';
import { Button } from '@frontoffice/ui/Button';
import { Modal } from '@frontoffice/ui/Modal';
import { RichText } from '@frontoffice/ui/RichText';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../intl/LanguageProvider.tsx';
import { useOpensWhenNotTyping } from './notTyping.ts';
import { markWelcomeSeen } from './welcome.ts';

/**
 * Welcome to the new platform (spec §1, decision D19): once per account per browser, when the tenant's custom
 * contents include a `welcome` entry. It opens once its text is there and the driver is not typing in a field of the
 * page (issue 31 defect 18, notTyping.ts): it comes after the sign-in, when the next page may already be in use.
 */
export default function WelcomeDialog({ userId }: { userId: number }) {
  const intl = useIntl();
  const client = useApiClient();
  const { language } = useLanguage();
  const contents = useQuery(customContentsQueryOptions(client, 'welcome', language));
  const [open, setOpen] = useState(true);
  const entry = contents.data?.[0];
  const opens = useOpensWhenNotTyping(entry !== undefined);
  if (!open || !entry || !opens) return null;
  const close = () => {
    markWelcomeSeen(userId);
    setOpen(false);
  };
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && close()}
      title={entry.title}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
      footer={
        <Button variant="primary" onPress={close}>
          {intl.formatMessage({ id: 'app.Welcome.start' })}
        </Button>
      }
    >
      <RichText html={entry.content} />
    </Modal>
  );
}
