import { type MessageDescriptor, useIntl } from 'react-intl';
import { ContactContent } from '../components/ContactContent/ContactContent.tsx';
import { InlineMessage, PageFrame } from '@frontoffice/ui/PageFrame';
import { pageStyles as s } from '@frontoffice/ui/PageFrame';

const m = {
  title: { id: 'signup.WaitingPage.title' },
  blocked: { id: 'signup.WaitingPage.blocked' },
  contact: { id: 'signup.WaitingPage.contact' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The blocked-account page (spec §2 waiting; §2 root behaviour sends a `driver_blocked` member here): the blocked
 * message and the tenant's contact content.
 */
export function WaitingPage() {
  const intl = useIntl();
  return (
    <PageFrame title={intl.formatMessage(m.title)} width="content">
      <InlineMessage tone="danger">{intl.formatMessage(m.blocked)}</InlineMessage>
      <p className={s.intro}>{intl.formatMessage(m.contact)}</p>
      <ContactContent />
    </PageFrame>
  );
}
