import { formatDisplayDate } from '@frontoffice/domain';
import type { DateTime } from 'luxon';

/**
 * A booking's end in the words of the extend screens and the trip-end banner (decision D25's formats, the tenant's
 * zone): `when` is `today` when it falls on the same day as `reference`, and the sentences then say the time alone
 * ("se termine à 15h00" / "ends at 15:00"); otherwise they also say the day ("se termine le 1 décembre à 00h00" /
 * "ends on 1 December at 00:00"), as a trip that ends after midnight needs. The values of an ICU `select` message.
 */
export type EndWords = {
  when: 'today' | 'other';
  /** The day as §9's card format writes it, without its time ("1 décembre" / "1 December"). */
  day: string;
  time: string;
};

export function endText(end: DateTime, reference: DateTime, locale: string, tenant: { timezone?: string | null }): EndWords {
  const when = end.setZone(reference.zone).hasSame(reference, 'day') ? 'today' : 'other';
  const time = formatDisplayDate(end, 'time', locale, tenant);
  // §9's card format is the day then the time ("1 décembre 00h00"): the day is what comes before the time.
  const card = formatDisplayDate(end, 'card', locale, tenant);
  return { when, day: card.slice(0, card.length - time.length).trim(), time };
}
