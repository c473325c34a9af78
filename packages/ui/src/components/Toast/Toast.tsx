import type { ReactNode } from 'react';
import {
  Button,
  Link,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from '../../internal/icons.tsx';
import { iconButton } from '../IconButton/IconButton.css.ts';
import * as s from './Toast.css.ts';

/** A link a toast offers (e.g. "Add a card" to the payment methods page). */
export interface ToastLink {
  /** The link's text. */
  label: string;
  /**
   * Where it goes: an app path is followed through react-aria's `RouterProvider` (the app's router), which must then
   * be above the `ToastRegion`; an external address opens as usual.
   */
  href: string;
}

/** What a toast says. */
export interface ToastContentValue {
  /** The message (e.g. "Change confirmed"). */
  title: string;
  /** A second line with details. */
  description?: string;
  /**
   * The colour and icon.
   * @default 'info'
   */
  tone?: 'success' | 'danger' | 'info' | 'warning';
  /**
   * A link under the message, for a message that points somewhere (spec §8: SEARCH_NO_ACTIVE_CARD links to the
   * payment methods). Give such a toast no timeout: an action must not vanish before it is reached.
   */
  link?: ToastLink;
}

/** The queue the app pushes notifications to; `toasts.add(content, { timeout })`. */
export type ToastQueueInstance = ToastQueue<ToastContentValue>;

/** At most three notifications show at once; the others wait in the queue (issue 6). */
export const MAX_VISIBLE_TOASTS = 3;

/**
 * Creates a queue of notifications showing at most `maxVisibleToasts` at once. One per app; pass it to
 * `ToastRegion` and call `queue.add({ title, tone }, { timeout: 5000 })` from anywhere.
 * @param maxVisibleToasts how many show at once
 */
export function createToastQueue(maxVisibleToasts: number = MAX_VISIBLE_TOASTS): ToastQueueInstance {
  return new ToastQueue<ToastContentValue>({ maxVisibleToasts });
}

/** Props of `ToastRegion`. */
export interface ToastRegionProps {
  /** The queue created by `createToastQueue`. */
  queue: ToastQueueInstance;
  /** Accessible name of each toast's close button (e.g. "Close"). */
  closeLabel: string;
  /** Accessible name of the region (landmark), e.g. "Notifications". */
  label?: string;
}

const icons: Record<NonNullable<ToastContentValue['tone']>, ReactNode> = {
  success: <CheckCircleIcon />,
  danger: <AlertIcon />,
  warning: <AlertIcon />,
  info: <InfoIcon />,
};

/**
 * The notification region, on react-aria's toast region: a landmark (F6 reaches it), each toast announced
 * politely, closable, and paused while hovered or focused. A toast's link navigates through the nearest react-aria
 * `RouterProvider`.
 */
export function ToastRegion({ queue, closeLabel, label }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={queue} className={s.region} aria-label={label}>
      {({ toast }) => {
        const tone = toast.content.tone ?? 'info';
        return (
          <AriaToast toast={toast} className={s.toast} data-tone={tone}>
            <span className={`${s.icon} ${s.stripe[tone]}`}>{icons[tone]}</span>
            <ToastContent className={s.content}>
              <Text slot="title" className={s.title}>
                {toast.content.title}
              </Text>
              {toast.content.description && (
                <Text slot="description" className={s.description}>
                  {toast.content.description}
                </Text>
              )}
              {toast.content.link && (
                <Link href={toast.content.link.href} className={s.link}>
                  {toast.content.link.label}
                </Link>
              )}
            </ToastContent>
            <Button slot="close" aria-label={closeLabel} className={`${iconButton({ variant: 'ghost' })} ${s.close}`}>
              <CloseIcon />
            </Button>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
