import type { Notifier } from '@frontoffice/ui/Notifications';
import { createToastQueue, ToastRegion } from '@frontoffice/ui/Toast';
import { useIntl, type IntlShape } from 'react-intl';
import { createNotifier, type NotifierOptions } from '../errors/createNotifier.ts';
import { AriaLocale } from '../intl/AriaLocale.tsx';

/** At most three notifications show at once (spec §8). */
const MAX_VISIBLE = 3;

/**
 * What the notifications load with the first one (Notifications.tsx): react-aria's toast queue and its region (in the
 * locale react-aria reads), and the app's notifier with the error catalogue's handling (spec §8). None of it is on
 * /login until something is said (issue 2; issue 32: a first visit's budget).
 * @param intl the current language's formatter (read at call time, so a language change applies at once)
 * @returns the notifier and the region that shows what it says
 */
export function startToasts(intl: () => IntlShape, options: NotifierOptions): { notifier: Notifier; Region: () => React.JSX.Element } {
  const queue = createToastQueue(MAX_VISIBLE);
  // Its labels are among the app's deferred messages, which AriaLocale waits for (messagesPlugin.ts).
  function Labelled() {
    const { formatMessage } = useIntl();
    return <ToastRegion queue={queue} closeLabel={formatMessage({ id: 'common.close' })} label={formatMessage({ id: 'common.notifications' })} />;
  }
  return {
    notifier: createNotifier(queue, intl, options),
    Region: () => (
      <AriaLocale>
        <Labelled />
      </AriaLocale>
    ),
  };
}
