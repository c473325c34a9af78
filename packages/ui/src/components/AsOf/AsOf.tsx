import { formatUpdatedAt } from '@frontoffice/domain';
import { use } from 'react';
import { OfflineReason } from '../Button/Button.tsx';
import { asOf } from './AsOf.css.ts';

/** Props of `AsOf`. */
export interface AsOfProps {
  /** When what the page shows was last answered by the server (a query's `dataUpdatedAt`, ms); 0: never. */
  updatedAt: number;
  /** The interface language (`fr`, `en`), for the time's format (decision D25). */
  locale: string;
  /** The tenant's time zone (spec §3 `timezone`). */
  timeZone: string | null | undefined;
  /**
   * The sentence (a product string): `today` when it was updated on the same day, with `time` the time alone
   * (`14h05` / `14:05`); otherwise `time` holds the day too (`5 mars 14h05`).
   */
  children: (when: { today: boolean; time: string }) => string;
}

/**
 * Issue 33 (decision D42): while the browser is offline (`OfflineReason` is set), when what the page shows was last
 * updated, in the tenant's time zone ("Hors ligne · à jour à 14h05"). Online it shows nothing: the page is live.
 */
export function AsOf({ updatedAt, locale, timeZone, children }: AsOfProps) {
  const offline = use(OfflineReason) !== null;
  if (!offline || updatedAt <= 0) return null;
  const { today, text } = formatUpdatedAt(updatedAt, locale, { timezone: timeZone }, Date.now());
  return <p className={asOf}>{children({ today, time: text })}</p>;
}
