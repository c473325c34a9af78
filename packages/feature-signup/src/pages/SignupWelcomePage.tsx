import { currentUserQueryOptions, useApiClient } from '@frontoffice/api-client';
import { SIGNUP_WELCOME_REDIRECT_MS } from '@frontoffice/domain';
import { Button } from '@frontoffice/ui/Button';
import { Checkmark } from '@frontoffice/ui/Checkmark';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { PageFrame } from '@frontoffice/ui/PageFrame';
import { pageStyles as s } from '@frontoffice/ui/PageFrame';

const m = {
  titleWithName: { id: 'signup.SignupWelcomePage.titleWithName' },
  title: { id: 'signup.SignupWelcomePage.title' },
  created: { id: 'signup.SignupWelcomePage.created' },
  continue: { id: 'signup.SignupWelcomePage.continue' },
} satisfies Record<string, MessageDescriptor>;

/** Props of `SignupWelcomePage`. */
export interface SignupWelcomePageProps {
  /** Called once, 4 seconds after the page shows (spec §2, §9) or when the driver continues: the app goes to signup. */
  onDone(): void;
}

/**
 * The welcome shown when the account is created (spec §2 signup/welcome): a welcome with the driver's first name,
 * then `onDone` after `SIGNUP_WELCOME_REDIRECT_MS` (4 s). A continue button skips the wait.
 */
export function SignupWelcomePage({ onDone }: SignupWelcomePageProps) {
  const intl = useIntl();
  const { data: user } = useQuery(currentUserQueryOptions(useApiClient()));
  const done = useRef(false);
  const latestOnDone = useRef(onDone);
  useEffect(() => {
    latestOnDone.current = onDone;
  });

  const finish = () => {
    if (done.current) return;
    done.current = true;
    latestOnDone.current();
  };

  useEffect(() => {
    // spec §9: the signup-complete redirect waits 4 seconds; the timer is not restarted by re-renders.
    const timer = setTimeout(() => {
      if (!done.current) {
        done.current = true;
        latestOnDone.current();
      }
    }, SIGNUP_WELCOME_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, []);

  const firstName = user?.first_name?.trim();
  return (
    <PageFrame
      title={firstName ? intl.formatMessage(m.titleWithName, { firstName }) : intl.formatMessage(m.title)}
      align="center"
    >
      <div className={s.centered}>
        <Checkmark />
        <p className={s.intro} role="status">
          {intl.formatMessage(m.created)}
        </p>
        <Button onPress={finish}>{intl.formatMessage(m.continue)}</Button>
      </div>
    </PageFrame>
  );
}
