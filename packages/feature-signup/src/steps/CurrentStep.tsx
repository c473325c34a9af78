import type { RegistrationStep as Step, SignupFormStep } from '@frontoffice/domain';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { lazy, Suspense, use, useContext, useEffect, useLayoutEffect, useState } from 'react';
import { FormsAfter, StepLoading } from './stepContext.ts';
import { StepFrame } from './StepFrame.tsx';
import { IntroOverride, useStepIntro } from './stepIntro.ts';

// Issue 32: each step's form is a chunk of its own (the registration's fields, the phone step's number library, the
// upload step's document slots, the card step's payment form): the signup's first page downloaded them all, and drew
// its largest text, the step's introduction, only once they had come. The step's heading and introduction are drawn
// at once (StepOutline), its form when its chunk is there.
const loaders = {
  registration: () => import('./RegistrationStep/RegistrationStep.tsx'),
  driverFields: () => import('./DriverFieldsStep/DriverFieldsStep.tsx'),
  phone: () => import('./PhoneStep/PhoneStep.tsx'),
  upload: () => import('./UploadStep/UploadStep.tsx'),
  card: () => import('./CardStep/CardStep.tsx'),
};
const RegistrationStep = lazy(() => loaders.registration().then((module) => ({ default: module.RegistrationStep })));
const DriverFieldsStep = lazy(() => loaders.driverFields().then((module) => ({ default: module.DriverFieldsStep })));
const PhoneStep = lazy(() => loaders.phone().then((module) => ({ default: module.PhoneStep })));
const UploadStep = lazy(() => loaders.upload().then((module) => ({ default: module.UploadStep })));
const CardStep = lazy(() => loaders.card().then((module) => ({ default: module.CardStep })));

/** The chunk of a step's form. */
function loaderOf(step: SignupFormStep) {
  switch (step) {
    case 'registration':
      return loaders.registration;
    case 'personalDetails':
    case 'licenseDetails':
      return loaders.driverFields;
    case 'phoneNumber':
      return loaders.phone;
    case 'creditCard':
      return loaders.card;
    default:
      return loaders.upload;
  }
}

/** The next step's form is asked for once the current one has been on screen a while (its submit shows it). */
const NEXT_STEP_AFTER_MS = 2000;

/** Props of `CurrentStep`. */
export interface CurrentStepProps {
  step: Step;
  /** The step after this one, whose form is downloaded while the driver fills this one in. */
  next?: SignupFormStep;
  onAccountCreated(): void;
}

/**
 * One signup step (spec §2): its heading and introduction, drawn at once, and its form, drawn when its chunk is there
 * (issue 32: the introduction is the page's largest text; drawn with the form, it waited for the form's code). The
 * heading stays the same element from the one to the other, so that nothing moves and the focus stays on it.
 */
export function CurrentStep({ step, next, onAccountCreated }: CurrentStepProps) {
  useEffect(() => {
    if (!next) return;
    // A failed download is only an early start lost: the step asks again when it shows.
    const timer = setTimeout(() => void loaderOf(next)().catch(() => undefined), NEXT_STEP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [next]);
  if (!isFormStep(step)) return null;
  return <FormStep key={step} step={step} onAccountCreated={onAccountCreated} />;
}

function isFormStep(step: Step): step is SignupFormStep {
  return step !== 'pendingValidation' && step !== 'blocked' && step !== 'complete';
}

/** A form step, in its frame: one instance per step, so that moving from one to the next starts a fresh form. */
function FormStep({ step, onAccountCreated }: { step: SignupFormStep; onAccountCreated(): void }) {
  const { title, intro } = useStepIntro(step);
  const [override, setOverride] = useState<string | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const formsAfter = useContext(FormsAfter);
  // Asked once, when the step is first drawn.
  const [after] = useState(() => formsAfter());
  return (
    <StepFrame title={title} intro={override ?? intro} busy={loading}>
      <IntroOverride value={setOverride}>
        <Suspense fallback={<FormOutline onShown={setLoading} />}>
          <StepForm step={step} after={after} onAccountCreated={onAccountCreated} />
        </Suspense>
      </IntroOverride>
    </StepFrame>
  );
}

/** The room of a step's form while its chunk is on its way; the step and the page are busy meanwhile. */
export function FormOutline({ onShown }: { onShown(shown: boolean): void }) {
  const pageLoading = useContext(StepLoading);
  // Before the first paint: busy from the first frame (the page's footer waits for the form).
  useLayoutEffect(() => {
    onShown(true);
    pageLoading(true);
    return () => {
      onShown(false);
      pageLoading(false);
    };
  }, [onShown, pageLoading]);
  return <Skeleton lines={6} />;
}

function StepForm({ step, after, onAccountCreated }: { step: SignupFormStep; after?: Promise<void>; onAccountCreated(): void }) {
  // The form's outline meanwhile (the same fallback as while its chunk downloads).
  if (after) use(after);
  switch (step) {
    case 'registration':
      return <RegistrationStep onAccountCreated={onAccountCreated} />;
    case 'personalDetails':
    case 'licenseDetails':
      return <DriverFieldsStep step={step} />;
    case 'phoneNumber':
      return <PhoneStep />;
    case 'creditCard':
      return <CardStep />;
    default:
      return <UploadStep step={step} />;
  }
}
