import { formatDisplayDate } from '@frontoffice/domain';
import type { DateTime } from 'luxon';

/**
 * A booking's end as the extend screens say it (decision D25's formats, the tenant's zone): the time alone when it is
 * on the same day as `reference` ("15h00" / "15:00"), else the day and the time ("30 novembre 01h00").
 */
export function endText(end: DateTime, reference: DateTime, locale: string, tenant: { timezone?: string | null }): string {
  const sameDay = end.setZone(reference.zone).hasSame(reference, 'day');
  return formatDisplayDate(end, sameDay ? 'time' : 'card', locale, tenant);
}
