import type { ReactNode } from 'react';
import { CheckIcon } from '../../internal/icons.tsx';
import { visuallyHidden } from '../../internal/shared.css.ts';
import * as s from './Stepper.css.ts';

/** One step of a multi-step flow. */
export interface StepperStep {
  /** A stable identifier. */
  id: string;
  /** The visible label. */
  label: string;
}

/** Props of `Stepper`. */
export interface StepperProps {
  /** The accessible name of the list (e.g. "Account creation steps"). */
  label: string;
  /** The steps in order. */
  steps: readonly StepperStep[];
  /** The step being shown; the ones before it are complete (spec §3: completed steps are those before the current). */
  currentStepId: string;
  /** The phone line's counter, e.g. `(2, 9) => "Step 2 of 9"`. */
  formatCount: (current: number, total: number) => string;
  /** Screen-reader suffix for completed steps (e.g. "completed"). */
  completedLabel: string;
}

type StepState = 'complete' | 'current' | 'upcoming';

/**
 * Progress through a multi-step flow: a vertical list of steps for the desktop sidebar and, below the desktop
 * breakpoint, a segmented line with the current step's name (spec §3: sidebar stepper and mobile line stepper).
 * The current step carries `aria-current="step"`.
 */
export function Stepper({ label, steps, currentStepId, formatCount, completedLabel }: StepperProps): ReactNode {
  const currentIndex = Math.max(0, steps.findIndex((step) => step.id === currentStepId));
  const stateOf = (index: number): StepState => (index < currentIndex ? 'complete' : index === currentIndex ? 'current' : 'upcoming');
  const current = steps[currentIndex];
  return (
    <>
      <div className={s.line}>
        {/* A plain progressbar rather than react-aria's: it has no interaction, and react-aria's brings its number
            formatter into /login's entry chunk, whose budget has no room for it (docs/architecture.md). */}
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={steps.length}
          aria-valuenow={currentIndex + 1}
          aria-valuetext={`${formatCount(currentIndex + 1, steps.length)}: ${current?.label ?? ''}`}
        >
          <div className={s.lineText} aria-hidden="true">
            <span className={s.lineCurrent}>{current?.label}</span>
            <span className={s.lineCount}>{formatCount(currentIndex + 1, steps.length)}</span>
          </div>
          <div className={s.segments} style={{ marginTop: 8 }}>
            {steps.map((step, index) => (
              <span key={step.id} className={s.segment} data-state={stateOf(index)} />
            ))}
          </div>
        </div>
      </div>
      <nav className={s.sidebar} aria-label={label}>
        <ol className={s.list}>
          {steps.map((step, index) => {
            const state = stateOf(index);
            return (
              <li key={step.id} className={s.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
                <span className={s.marker} aria-hidden="true">
                  {state === 'complete' ? <CheckIcon size={16} strokeWidth={3} /> : index + 1}
                </span>
                <span>
                  {step.label}
                  {state === 'complete' && <span className={visuallyHidden}> ({completedLabel})</span>}
                </span>
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
