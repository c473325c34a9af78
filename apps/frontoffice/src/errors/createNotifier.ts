import type { Notifier } from '@frontoffice/ui/Notifications';
import type { ToastQueueInstance } from '@frontoffice/ui/Toast';
import type { IntlShape } from 'react-intl';
import { errorMessages } from './errorMessages.ts';

/** A notification is text: a catalogue message that links somewhere in place (`<link>`) reads as plain text there. */
const AS_TEXT = { link: (chunks: string[]) => chunks.join('') };

/** How long a notification stays, unless the driver closes it sooner. */
const TIMEOUT_MS = { success: 5000, info: 6000, warning: 8000, danger: 8000 } as const;

/**
 * The app's notifier: notifications go to the toast queue (at most three at once, spec §8); errors go through the
 * generic handler first (decision D27), one error notification per entry.
 * @param queue the toast queue shown by the ToastRegion
 * @param intl the current language's formatter (read at call time, so a language change applies at once)
 */
export function createNotifier(queue: Pick<ToastQueueInstance, 'add'>, intl: () => IntlShape): Notifier {
  return {
    notify(content) {
      queue.add(content, { timeout: TIMEOUT_MS[content.tone ?? 'info'] });
    },
    error(error) {
      const formatter = intl();
      const has = (id: string) => Object.hasOwn(formatter.messages, id);
      for (const message of errorMessages(error, has)) {
        const title = 'id' in message ? formatter.formatMessage({ id: message.id }, AS_TEXT) : message.text;
        queue.add({ title, tone: 'danger' }, { timeout: TIMEOUT_MS.danger });
      }
    },
  };
}
