import { currentUserQueryOptions, useApiClient } from '@frontoffice/api-client';
import type { RegistrationStep, SignupFormStep } from '@frontoffice/domain';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { Stepper } from '@frontoffice/ui/Stepper';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { STEP_LABELS } from '../signup/stepLabels.ts';
import { useSignupStep } from '../signup/useSignupStep.ts';
import { CurrentStep } from '../steps/CurrentStep.tsx';
import { FormsAfter, StepLoading } from '../steps/stepContext.ts';
import { VALIDATION_POLL_INTERVAL_MS } from '../signup/validationPoll.ts';
import { WaitingPage } from './WaitingPage.tsx';
import * as s from './SignupPage.css.ts';

const m = {
  title: { id: 'signup.SignupPage.title' },
  steps: { id: 'signup.SignupPage.steps' },
  count: { id: 'signup.SignupPage.count' },
  completed: { id: 'signup.SignupPage.completed' },
} satisfies Record<string, MessageDescriptor>;

/** Props of `SignupPage`. */
export interface SignupPageProps {
  /** The registration step created the account and signed the driver in: the app shows the welcome (spec §2). */
  onAccountCreated(): void;
  /** Shown once every step is done and the account waits for an agent (spec §2 pending validation). */
  pendingValidation: ReactNode;
  /** The account is complete (`driver_ok`): the app follows `redirect_uri` or goes to the root (spec §2, D30). */
  onRegistrationComplete(): void;
  /**
   * How often the account is asked for while it waits for validation, in milliseconds: once an agent validates it,
   * registration is complete.
   * @default VALIDATION_POLL_INTERVAL_MS (10 000)
   */
  validationPollMs?: number;
  /**
   * Asked when a step is drawn: what its form waits for before its code is asked for, if anything (issue 32). The app
   * answers while the signup is the visit's first page, so that the step's introduction, the page's largest paint, is
   * on screen before the form's chunk is asked for.
   * @default nothing to wait for
   */
  formsAfter?: () => Promise<void> | undefined;
}

/**
 * The signup (spec §2 /signup, §4 registration): the step the account is at (`workflow_next_step`), the
 * registration step for a guest (D1), only the tenant's steps (D31), a sidebar stepper on desktop and a line stepper
 * on phones, the steps before the current one completed. Each step's submit reloads the account, whose step then
 * shows.
 */
export function SignupPage({
  onAccountCreated,
  pendingValidation,
  onRegistrationComplete,
  validationPollMs = VALIDATION_POLL_INTERVAL_MS,
  formsAfter,
}: SignupPageProps) {
  const intl = useIntl();
  const { steps, step } = useSignupStep();
  const client = useApiClient();
  useQuery({ ...currentUserQueryOptions(client), enabled: step === 'pendingValidation', refetchInterval: validationPollMs });
  const shownStep = useRef<RegistrationStep | null>(null);
  // The step's form is on its way (its chunk): the page is busy meanwhile.
  const [formLoading, setFormLoading] = useState(false);

  useEffect(() => {
    if (step === 'complete') onRegistrationComplete();
  }, [step, onRegistrationComplete]);

  useEffect(() => {
    // A new step: move focus to its heading, so that it is announced and a phone shows it from the top.
    if (shownStep.current !== null && shownStep.current !== step) {
      document.querySelector<HTMLElement>('[data-step-heading]')?.focus();
    }
    shownStep.current = step;
  }, [step]);

  if (step === 'pendingValidation') return pendingValidation;
  if (step === 'blocked') return <WaitingPage />;
  if (step === 'complete') return null;

  return (
    <div className={s.page} aria-busy={step === null || formLoading || undefined}>
      <h1 className={s.title}>{intl.formatMessage(m.title)}</h1>
      <div className={s.layout}>
        <div className={s.sidebar}>
          <Stepper
            label={intl.formatMessage(m.steps)}
            steps={steps.map((id) => ({ id, label: intl.formatMessage(STEP_LABELS[id]) }))}
            currentStepId={step ?? steps[0] ?? 'registration'}
            formatCount={(current, total) => intl.formatMessage(m.count, { current, total })}
            completedLabel={intl.formatMessage(m.completed)}
          />
        </div>
        <div className={s.content}>
          {step === null ? (
            <Skeleton lines={6} />
          ) : (
            <StepLoading value={setFormLoading}>
              <FormsAfter value={formsAfter ?? noWait}>
                <CurrentStep step={step} next={nextStep(steps, step)} onAccountCreated={onAccountCreated} />
              </FormsAfter>
            </StepLoading>
          )}
        </div>
      </div>
    </div>
  );
}

const noWait = () => undefined;

/** The step after `step` among the tenant's, if any. */
function nextStep(steps: SignupFormStep[], step: RegistrationStep): SignupFormStep | undefined {
  const index = steps.indexOf(step as SignupFormStep);
  return index < 0 ? undefined : steps[index + 1];
}

