import type { RegistrationStep as Step } from '@frontoffice/domain';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { lazy, Suspense, useEffect } from 'react';
import { RegistrationStep } from './RegistrationStep/RegistrationStep.tsx';

// Issue 32: each later step is a chunk of its own (the phone step's number library, the upload step's document
// slots, the card step's payment form): the signup's first page, the registration, downloaded them all.
const loaders = {
  driverFields: () => import('./DriverFieldsStep/DriverFieldsStep.tsx'),
  phone: () => import('./PhoneStep/PhoneStep.tsx'),
  upload: () => import('./UploadStep/UploadStep.tsx'),
  card: () => import('./CardStep/CardStep.tsx'),
};
const DriverFieldsStep = lazy(() => loaders.driverFields().then((module) => ({ default: module.DriverFieldsStep })));
const PhoneStep = lazy(() => loaders.phone().then((module) => ({ default: module.PhoneStep })));
const UploadStep = lazy(() => loaders.upload().then((module) => ({ default: module.UploadStep })));
const CardStep = lazy(() => loaders.card().then((module) => ({ default: module.CardStep })));

/** The next steps of a driver on the registration, asked for once it has been on screen a while. */
const NEXT_STEPS_AFTER_MS = 3000;

/** The form of one signup step (spec §2). */
export function CurrentStep({ step, onAccountCreated }: { step: Step; onAccountCreated(): void }) {
  useEffect(() => {
    if (step !== 'registration') return;
    // The steps that follow the registration come without a wait; a failed download is retried when the step shows.
    const timer = setTimeout(() => {
      for (const load of [loaders.driverFields, loaders.phone]) load().catch(() => undefined);
    }, NEXT_STEPS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [step]);
  return (
    <Suspense fallback={<Skeleton lines={6} />}>
      <StepForm step={step} onAccountCreated={onAccountCreated} />
    </Suspense>
  );
}

function StepForm({ step, onAccountCreated }: { step: Step; onAccountCreated(): void }) {
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
