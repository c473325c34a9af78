import { createContext, type ReactNode, use } from 'react';
import type { ToastContentValue } from '../Toast/Toast.tsx';

export type { ToastContentValue, ToastLink } from '../Toast/Toast.tsx';

/** What features use to tell the driver something happened. */
export interface Notifier {
  /**
   * Shows a notification (at most three show at once, spec §8). One that points somewhere carries a `link`, followed
   * through the app's router.
   */
  notify(content: ToastContentValue): void;
  /**
   * Shows the notifications of a failed call or action, through the app's error handler (spec §8 generic handler:
   * one notification per error, from the error catalogue; a catalogue message with a link keeps it, e.g.
   * SEARCH_NO_ACTIVE_CARD's to the payment methods).
   */
  error(error: unknown): void;
}

const NotifierContext = createContext<Notifier | null>(null);

/** Props of `NotificationsProvider`. */
export interface NotificationsProviderProps {
  /** The app's notifier: it owns the toast queue and the error catalogue. */
  notifier: Notifier;
  children?: ReactNode;
}

/** Makes the app's notifier available to every component below it. */
export function NotificationsProvider({ notifier, children }: NotificationsProviderProps) {
  return <NotifierContext value={notifier}>{children}</NotifierContext>;
}

/**
 * The notifier of the nearest `NotificationsProvider`.
 * @throws when no provider is above: a wiring mistake, not a runtime condition
 */
export function useNotifier(): Notifier {
  const notifier = use(NotifierContext);
  if (!notifier) throw new Error('useNotifier needs a <NotificationsProvider> above it.');
  return notifier;
}
