import type { RegistrationStep as Step } from '@frontoffice/domain';
import { CardStep } from './CardStep/CardStep.tsx';
import { DriverFieldsStep } from './DriverFieldsStep/DriverFieldsStep.tsx';
import { PhoneStep } from './PhoneStep/PhoneStep.tsx';
import { RegistrationStep } from './RegistrationStep/RegistrationStep.tsx';
import { UploadStep } from './UploadStep/UploadStep.tsx';

/** The form of one signup step (spec §2). */
export function CurrentStep({ step, onAccountCreated }: { step: Step; onAccountCreated(): void }) {
  switch (step) {
    case 'registration':
      return <RegistrationStep onAccountCreated={onAccountCreated} />;
    case 'personalDetails':
    case 'licenseDetails':
      // One instance per step: moving from one to the other starts a fresh form.
      return <DriverFieldsStep key={step} step={step} />;
    case 'phoneNumber':
      return <PhoneStep />;
    case 'driverLicense':
    case 'idDocument':
    case 'selfieDocument':
    case 'otherDocument':
      return <UploadStep key={step} step={step} />;
    case 'creditCard':
      return <CardStep />;
    default:
      return null;
  }
}
