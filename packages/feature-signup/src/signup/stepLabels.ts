import type { SignupFormStep } from '@frontoffice/domain';
import type { MessageDescriptor } from 'react-intl';

/** The name of each step (stepper and step heading). */
export const STEP_LABELS = {
  registration: { id: 'signup.steps.registration' },
  personalDetails: { id: 'signup.steps.personalDetails' },
  phoneNumber: { id: 'signup.steps.phoneNumber' },
  licenseDetails: { id: 'signup.steps.licenseDetails' },
  driverLicense: { id: 'signup.steps.driverLicense' },
  idDocument: { id: 'signup.steps.idDocument' },
  selfieDocument: { id: 'signup.steps.selfieDocument' },
  otherDocument: { id: 'signup.steps.otherDocument' },
  creditCard: { id: 'signup.steps.creditCard' },
} satisfies Record<SignupFormStep, MessageDescriptor>;
