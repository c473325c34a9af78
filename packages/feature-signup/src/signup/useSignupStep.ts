import { useSession, useTenant } from '@frontoffice/api-client';
import { type RegistrationStep, type SignupFormStep, signupStepToShow, visibleSignupSteps } from '@frontoffice/domain';

/** Where the signup stands for the current session. */
export interface SignupStepState {
  /** The tenant's steps, in order (D31: registration always first). */
  steps: SignupFormStep[];
  /** The step to show: from the account's `workflow_next_step` (spec §4), registration for a guest (D1). */
  step: RegistrationStep | null;
}

/**
 * The step of the signup, read from the account and never counted by the client (spec §4: "the account is reloaded
 * after each step's submit, and the current step comes from the account"); null while the account loads.
 */
export function useSignupStep(): SignupStepState {
  const tenant = useTenant();
  const session = useSession();
  const steps = visibleSignupSteps(tenant.registration_steps);
  if (session.kind === 'guest') return { steps, step: 'registration' };
  if (!session.user) return { steps, step: null };
  return { steps, step: signupStepToShow(session.user.workflow_next_step, steps) };
}
