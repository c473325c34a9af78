import { pagePath } from '@frontoffice/domain';
import { requestUserDataMutationOptions, useApiClient } from '@frontoffice/api-client';
import { Button } from '@frontoffice/ui/Button';
import { Link } from '@frontoffice/ui/Link';
import { useNotifier } from '@frontoffice/ui/Notifications';
import { useMutation } from '@tanstack/react-query';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { InlineMessage, PageFrame } from '@frontoffice/ui/PageFrame';
import { pageStyles as s } from '@frontoffice/ui/PageFrame';

const m = {
  title: { id: 'account.PrivacyRequestPage.title' },
  rightOfAccess: { id: 'account.PrivacyRequestPage.rightOfAccess' },
  howItWorks: { id: 'account.PrivacyRequestPage.howItWorks' },
  request: { id: 'account.PrivacyRequestPage.request' },
  policy: { id: 'account.PrivacyRequestPage.policy' },
  sent: { id: 'success.data-request' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The privacy page of the account (spec §2 account/privacy, §7 `POST /user/data_request`): explains the right of
 * access and asks for a copy of one's data. Once asked, the success message stays on the page and the button is
 * disabled; a failure goes through the generic error handler (spec §8).
 */
export function PrivacyRequestPage() {
  const intl = useIntl();
  const notifier = useNotifier();
  const request = useMutation(requestUserDataMutationOptions(useApiClient()));

  return (
    <PageFrame title={intl.formatMessage(m.title)} width="content">
      <p className={s.intro}>{intl.formatMessage(m.rightOfAccess)}</p>
      <p className={s.intro}>{intl.formatMessage(m.howItWorks)}</p>
      {request.isSuccess && <InlineMessage tone="success">{intl.formatMessage(m.sent)}</InlineMessage>}
      <div className={s.actions}>
        <Button
          needsNetwork
          isPending={request.isPending}
          isDisabled={request.isSuccess}
          onPress={() => request.mutate(undefined, { onError: (error) => notifier.error(error) })}
        >
          {intl.formatMessage(m.request)}
        </Button>
        <Link href={pagePath('privacy-policy')} variant="standalone">
          {intl.formatMessage(m.policy)}
        </Link>
      </div>
    </PageFrame>
  );
}
