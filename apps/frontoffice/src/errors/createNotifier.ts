import { pagePath } from '@frontoffice/domain';
import type { Notifier } from '@frontoffice/ui/Notifications';
import type { ToastContentValue, ToastQueueInstance } from '@frontoffice/ui/Toast';
import type { IntlShape } from 'react-intl';
import { errorMessages } from './errorMessages.ts';

/** How long a notification stays, unless the driver closes it sooner. */
const TIMEOUT_MS = { success: 5000, info: 6000, warning: 8000, danger: 8000 } as const;

/**
 * Catalogue messages whose `<link>` goes somewhere: spec §8, SEARCH_NO_ACTIVE_CARD links to the payment method page,
 * and RENTAL_BASE_REQUIRED_PAYMENT_CARD_MISSING, the same want of a card, says the same.
 */
const LINKS: Readonly<Record<string, string>> = {
  'errors.SEARCH_NO_ACTIVE_CARD': pagePath('payment-methods'),
  'errors.RENTAL_BASE_REQUIRED_PAYMENT_CARD_MISSING': pagePath('payment-methods'),
};

/** Options of {@link createNotifier}. */
export interface NotifierOptions {
  /**
   * The app path the driver is on (path and search), read when a notification links to the payment methods: that page
   * brings the driver back there once a card is added (`?redirect=`). Without it, the link has no way back.
   */
  here?: () => string | undefined;
}

/**
 * The app's notifier: notifications go to the toast queue (at most three at once, spec §8); errors go through the
 * generic handler first (decision D27), one error notification per entry; a catalogue message that links somewhere
 * keeps its link (spec §8, followed through the app's router) and stays until the driver closes it.
 * @param queue the toast queue shown by the ToastRegion
 * @param intl the current language's formatter (read at call time, so a language change applies at once)
 */
export function createNotifier(queue: Pick<ToastQueueInstance, 'add'>, intl: () => IntlShape, options: NotifierOptions = {}): Notifier {
  const add = (content: ToastContentValue) =>
    // An action must not vanish before the driver reaches it (WCAG 2.2.1): a toast with a link has no timeout.
    queue.add(content, content.link ? {} : { timeout: TIMEOUT_MS[content.tone ?? 'info'] });
  return {
    notify: add,
    error(error) {
      const formatter = intl();
      const has = (id: string) => Object.hasOwn(formatter.messages, id);
      for (const message of errorMessages(error, has)) {
        const to = 'id' in message ? LINKS[message.id] : undefined;
        // A `<link>` that goes somewhere known is the notification's link, the text around it its title; elsewhere
        // the link's text reads as plain text.
        let label = '';
        const link = (chunks: string[]) => ((label = chunks.join('')), to ? '' : label);
        const title = 'id' in message ? formatter.formatMessage({ id: message.id }, { link }).trim() : message.text;
        add(to && label ? { title, tone: 'danger', link: { label, href: withReturn(to, options.here?.()) } } : { title, tone: 'danger' });
      }
    },
  };
}

/** `to`, with the way back to `here` (an app path) when known. */
function withReturn(to: string, here: string | undefined): string {
  return here ? `${to}?${new URLSearchParams({ redirect: here }).toString()}` : to;
}
