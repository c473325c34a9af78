import type { ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import { AlertIcon, CheckCircleIcon, ClockIcon } from '../../internal/icons.tsx';
import * as s from './Badge.css.ts';

/** A driver's account status as the drawer header shows it (spec §3). */
export type DriverStatus = 'verified' | 'pending_validation' | 'incomplete';

/** Props of `Badge`. */
export interface BadgeProps {
  /** The text (always present: colour alone never carries the meaning, WCAG 1.4.1). */
  children: ReactNode;
  /**
   * The colour role. Ignored when `status` is given.
   * @default 'neutral'
   */
  tone?: 'success' | 'warning' | 'danger' | 'info' | 'neutral' | 'brand';
  /** A driver status: picks the tone and icon (verified: success, pending validation: warning, incomplete: danger). */
  status?: DriverStatus;
  /** An icon before the text (statuses bring their own). */
  icon?: ReactNode;
  /** Extra class for layout (margins, grid placement). */
  className?: string;
}

const statusLook: Record<DriverStatus, { tone: NonNullable<BadgeProps['tone']>; icon: ReactNode }> = {
  verified: { tone: 'success', icon: <CheckCircleIcon size={16} /> },
  pending_validation: { tone: 'warning', icon: <ClockIcon size={16} /> },
  incomplete: { tone: 'danger', icon: <AlertIcon size={16} /> },
};

/** A small status label (driver status, booking status, "adjusted times"). */
export function Badge({ children, tone = 'neutral', status, icon, className }: BadgeProps) {
  const look = status ? statusLook[status] : { tone, icon };
  return (
    <span className={cx(s.badge, s.tones[look.tone], className)} data-status={status}>
      {look.icon && (
        <span className={s.icon} aria-hidden="true">
          {look.icon}
        </span>
      )}
      {children}
    </span>
  );
}
