import { currentUserQueryOptions, useApiClient, useTenant, type User } from '@frontoffice/api-client';
import { Link } from '@frontoffice/ui/Link';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { ContactContent } from '../components/ContactContent/ContactContent.tsx';
import { InlineMessage, PageFrame } from '@frontoffice/ui/PageFrame';
import { pageStyles as s } from '@frontoffice/ui/PageFrame';
import { VALIDATION_POLL_INTERVAL_MS } from '../signup/validationPoll.ts';

export { VALIDATION_POLL_INTERVAL_MS };

const m = {
  title: { id: 'signup.WaitingForValidationPage.title' },
  review: { id: 'signup.WaitingForValidationPage.review' },
  automatic: { id: 'signup.WaitingForValidationPage.automatic' },
  contact: { id: 'signup.WaitingForValidationPage.contact' },
  backoffice: { id: 'signup.WaitingForValidationPage.backoffice' },
} satisfies Record<string, MessageDescriptor>;

/** Props of `WaitingForValidationPage`. */
export interface WaitingForValidationPageProps {
  /** Called once, when the account's server step becomes `driver_ok`: the app then goes to the root (spec §2). */
  onValidated(user: User): void;
  /**
   * How often `GET /user` is asked again, in milliseconds.
   * @default VALIDATION_POLL_INTERVAL_MS (10 000)
   */
  pollIntervalMs?: number;
}

/**
 * The waiting-for-validation page (spec §2; the root sends a member here on a private platform without registration
 * when the step is not `driver_ok`): the agent-review message (up to 72 hours, spec §9), the tenant's contact content,
 * a back-office link for accounts allowed into it, and a poll of the account that hands over once it is validated.
 */
export function WaitingForValidationPage({ onValidated, pollIntervalMs = VALIDATION_POLL_INTERVAL_MS }: WaitingForValidationPageProps) {
  const intl = useIntl();
  const client = useApiClient();
  const tenant = useTenant();
  const { data: user } = useQuery({ ...currentUserQueryOptions(client), refetchInterval: pollIntervalMs });
  const validated = useRef(false);

  useEffect(() => {
    if (user?.workflow_next_step === 'driver_ok' && !validated.current) {
      validated.current = true;
      onValidated(user);
    }
  }, [user, onValidated]);

  // spec §1, §6: users allowed into the operator back-office get a link to it.
  const backofficeUrl = user?.can_access_backoffice ? tenant.backoffice_url : null;

  return (
    <PageFrame title={intl.formatMessage(m.title)} width="content">
      <InlineMessage tone="info">{intl.formatMessage(m.review)}</InlineMessage>
      <p className={s.intro}>{intl.formatMessage(m.automatic)}</p>
      {backofficeUrl && (
        <Link href={backofficeUrl} className={s.linkButton}>
          {intl.formatMessage(m.backoffice)}
        </Link>
      )}
      <p className={s.intro}>{intl.formatMessage(m.contact)}</p>
      <ContactContent />
    </PageFrame>
  );
}
