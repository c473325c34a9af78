// Story and test helpers of the signup page: put a demo account at a given step (the demo API's state), the way a
// driver who stopped there would find it.
import type { DemoApi } from '@frontoffice/demo-api';

/** The demo API's names of the signup steps, in order. */
const STEPS = [
  'registration',
  'personal_details',
  'phone_number',
  'license_details',
  'driver_license',
  'id_document',
  'selfie_document',
  'other_document',
  'credit_card',
] as const;

/** Marks every step before `step` done for an account of the demo API. */
export function accountAtStep(api: DemoApi, email: string, step: (typeof STEPS)[number]): void {
  const user = [...api.state.users.values()].find((candidate) => candidate.email === email);
  if (!user) throw new Error(`No demo account ${email}`);
  user.completedSteps = new Set(STEPS.slice(0, STEPS.indexOf(step)));
}
