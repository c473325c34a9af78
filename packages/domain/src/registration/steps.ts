import { usesFeature } from '../tenant/features.ts';

/** The server's registration steps, `workflow_next_step` (spec §4). */
export const WORKFLOW_STEPS = [
  'driver_on_login_form',
  'driver_on_personal_informations_form',
  'driver_on_sms_form',
  'driver_on_licence_form',
  'driver_on_documents_licence_form',
  'driver_on_documents_identity_form',
  'driver_on_documents_selfie_form',
  'driver_on_documents_other_form',
  'driver_on_card_form',
  'driver_waiting_for_validation',
  'driver_blocked',
  'driver_ok',
] as const;
/** A server registration step. */
export type WorkflowStep = (typeof WORKFLOW_STEPS)[number];

/** The steps of the signup stepper in their order, which a tenant may show or hide (spec §2). */
export const SIGNUP_FORM_STEPS = [
  'registration',
  'personalDetails',
  'phoneNumber',
  'licenseDetails',
  'driverLicense',
  'idDocument',
  'selfieDocument',
  'otherDocument',
  'creditCard',
] as const;
/** A step of the signup stepper. */
export type SignupFormStep = (typeof SIGNUP_FORM_STEPS)[number];

/** The client registration steps in their order (spec §4): the stepper's, then the two after it. `blocked` is outside the order. */
export const REGISTRATION_STEPS = [...SIGNUP_FORM_STEPS, 'pendingValidation', 'complete'] as const;
/** A client registration step, or `blocked`. */
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number] | 'blocked';

const CLIENT_OF: Record<WorkflowStep, RegistrationStep> = {
  driver_on_login_form: 'registration',
  driver_on_personal_informations_form: 'personalDetails',
  driver_on_sms_form: 'phoneNumber',
  driver_on_licence_form: 'licenseDetails',
  driver_on_documents_licence_form: 'driverLicense',
  driver_on_documents_identity_form: 'idDocument',
  driver_on_documents_selfie_form: 'selfieDocument',
  driver_on_documents_other_form: 'otherDocument',
  driver_on_card_form: 'creditCard',
  driver_waiting_for_validation: 'pendingValidation',
  driver_blocked: 'blocked',
  driver_ok: 'complete',
};

const SERVER_OF = Object.fromEntries(Object.entries(CLIENT_OF).map(([server, client]) => [client, server])) as Record<
  RegistrationStep,
  WorkflowStep
>;

/** Whether a string is a server step. */
export function isWorkflowStep(value: unknown): value is WorkflowStep {
  return typeof value === 'string' && (WORKFLOW_STEPS as readonly string[]).includes(value);
}

/** Whether a string is a client step. */
export function isRegistrationStep(value: unknown): value is RegistrationStep {
  if (value === 'blocked') return true;
  return typeof value === 'string' && (REGISTRATION_STEPS as readonly string[]).includes(value);
}

/** The client step of a server step (spec §4). */
export function toRegistrationStep(step: WorkflowStep): RegistrationStep {
  return CLIENT_OF[step];
}

/** The server step of a client step (spec §4). */
export function toWorkflowStep(step: RegistrationStep): WorkflowStep {
  return SERVER_OF[step];
}

/** `personal_details` → `personalDetails`: the contract lists client steps in snake_case. */
function camelCase(name: string): string {
  return name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * The signup steps a tenant shows, in the client order (spec §2: only steps listed in registrationSteps). The
 * tenant may list client names (`personal_details` or `personalDetails`) or server names
 * (`driver_on_personal_informations_form`); unknown names are ignored. An empty or missing list shows every step, so
 * a misconfigured tenant can still register.
 */
export function visibleSignupSteps(registrationSteps: readonly string[] | null | undefined): SignupFormStep[] {
  if (!registrationSteps || registrationSteps.length === 0) return [...SIGNUP_FORM_STEPS];
  const listed = new Set<string>();
  for (const name of registrationSteps) listed.add(isWorkflowStep(name) ? CLIENT_OF[name] : camelCase(name));
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

/** Whether the registration is complete: server step driver_ok (spec §2). */
export function isRegistrationComplete(serverStep: WorkflowStep | null | undefined): boolean {
  return serverStep === 'driver_ok';
}

/** Account statuses shown as a badge (spec §2, §4). */
export const ACCOUNT_STATUSES = ['verified', 'pending_validation', 'incomplete'] as const;
/** An account status. */
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/**
 * The account status (spec §4): verified if validated; pending_validation if not validated and waiting for
 * validation; otherwise incomplete.
 */
export function accountStatus(account: {
  validated?: boolean | null;
  workflow_next_step?: string | null;
}): AccountStatus {
  if (account.validated === true) return 'verified';
  if (account.workflow_next_step === 'driver_waiting_for_validation') return 'pending_validation';
  return 'incomplete';
}

/** Whether the menu offers "end registration" rather than account details (spec §2). */
export function showsEndRegistration(
  tenant: { use_registration?: boolean | null },
  serverStep: string | null | undefined,
): boolean {
  return (
    usesFeature(tenant, 'registration') &&
    serverStep !== 'driver_waiting_for_validation' &&
    serverStep !== 'driver_ok'
  );
}

/** Delay before the signup welcome page redirects, in milliseconds (spec §2, §9). */
export const SIGNUP_WELCOME_REDIRECT_MS = 4000;
