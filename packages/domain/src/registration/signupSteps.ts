/**
 * The steps of the signup stepper (spec §2, §4; decision D31). A module of its own, apart from `steps.ts` which the
 * first page imports (the menu's account status): only the signup pulls these rules (the /login budget).
 */
import { CLIENT_OF, isWorkflowStep, REGISTRATION_STEPS, type RegistrationStep, SIGNUP_FORM_STEPS, type SignupFormStep, type WorkflowStep } from './steps.ts';

/** `personal_details` → `personalDetails`: the contract lists client steps in snake_case. */
function camelCase(name: string): string {
  return name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * The signup steps a tenant shows, in the client order (spec §2: only steps listed in registrationSteps). The
 * tenant may list client names (`personal_details` or `personalDetails`) or server names
 * (`driver_on_personal_informations_form`); unknown names are ignored. Decision D31: the registration step, which
 * creates the account, is always shown; an empty or missing list means the registration step alone.
 */
export function visibleSignupSteps(registrationSteps: readonly string[] | null | undefined): SignupFormStep[] {
  const listed = new Set<string>(['registration']);
  for (const name of registrationSteps ?? []) listed.add(isWorkflowStep(name) ? CLIENT_OF[name] : camelCase(name));
  return SIGNUP_FORM_STEPS.filter((step) => listed.has(step));
}

/** Position of a step in the client order; `blocked` is treated as before everything. */
function orderOf(step: RegistrationStep): number {
  return (REGISTRATION_STEPS as readonly string[]).indexOf(step);
}

/** The steps of the stepper that are completed: those before the current step (spec §2). */
export function completedSignupSteps(visible: readonly SignupFormStep[], current: RegistrationStep): SignupFormStep[] {
  const position = orderOf(current);
  return visible.filter((step) => orderOf(step) < position);
}

/**
 * The step the signup page shows for a server step: the current step when the tenant shows it, else the next shown
 * one, else `pendingValidation` (a tenant that hides a step the server still asks for must not strand the driver).
 */
export function signupStepToShow(
  serverStep: WorkflowStep | null | undefined,
  visible: readonly SignupFormStep[],
): RegistrationStep {
  const current = serverStep ? CLIENT_OF[serverStep] : 'registration';
  if (current === 'blocked' || current === 'pendingValidation' || current === 'complete') return current;
  const position = orderOf(current);
  return visible.find((step) => orderOf(step) >= position) ?? 'pendingValidation';
}
