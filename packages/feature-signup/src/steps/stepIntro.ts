import { createContext, useContext, useLayoutEffect } from 'react';
import { useTenant } from '@frontoffice/api-client';
import { canSkipCardStep, type SignupFormStep } from '@frontoffice/domain';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { STEP_LABELS } from '../signup/stepLabels.ts';

/** What each step says first under its heading (the phone step says another thing once the code is sent). */
const INTROS = {
  registration: { id: 'signup.RegistrationStep.intro' },
  personalDetails: { id: 'signup.DriverFieldsStep.personalDetails' },
  licenseDetails: { id: 'signup.DriverFieldsStep.licenseDetails' },
  phoneNumber: { id: 'signup.PhoneStep.intro' },
  driverLicense: { id: 'signup.UploadStep.driverLicense' },
  idDocument: { id: 'signup.UploadStep.idDocument' },
  selfieDocument: { id: 'signup.UploadStep.selfieDocument' },
  otherDocument: { id: 'signup.UploadStep.otherDocument' },
  creditCard: { id: 'signup.CardStep.intro' },
} satisfies Record<SignupFormStep, MessageDescriptor>;
const CARD_OPTIONAL: MessageDescriptor = { id: 'signup.CardStep.introOptional' };

/**
 * A step's heading and first introduction, as the step shows them and as the page shows them while the step's form
 * is on its way (issue 32: each step's form is a chunk of its own; the introduction, the largest text of the page, is
 * drawn without it).
 */
export function useStepIntro(step: SignupFormStep): { title: string; intro: string } {
  const intl = useIntl();
  const tenant = useTenant();
  const intro = step === 'creditCard' && canSkipCardStep(tenant) ? CARD_OPTIONAL : INTROS[step];
  return { title: intl.formatMessage(STEP_LABELS[step]), intro: intl.formatMessage(intro, { operator: tenant.human_name }) };
}

/** Sets the shown step's introduction in place of its first one (undefined: the first one again). */
export const IntroOverride = createContext<(text: string | undefined) => void>(() => undefined);

/**
 * Shows `text` as the step's introduction while it is given (the phone step once the code is sent), the step's first
 * introduction otherwise. The heading and introduction are drawn by the page (CurrentStep), around the step's form.
 */
export function useIntroWhile(text: string | undefined): void {
  const override = useContext(IntroOverride);
  useLayoutEffect(() => {
    override(text);
    return () => override(undefined);
  }, [override, text]);
}
