import { cx } from '../../internal/cx.ts';
import { CalendarIcon } from '../../internal/icons.tsx';
import { Link } from '../Link/Link.tsx';
import { icon, root } from './AddToCalendar.css.ts';

/** Props of `AddToCalendar`. */
export interface AddToCalendarProps {
  /** The `.ics` file's text (RFC 5545), built by the domain's calendar rule. */
  icsText: string;
  /** The file's name, e.g. `booking-42.ics`. */
  fileName: string;
  /** A Google Calendar link for the same event. */
  googleUrl: string;
  /** The download link's text (e.g. "Add to my calendar (.ics)"). */
  downloadLabel: string;
  /** The Google link's text (e.g. "Add to Google Calendar"). */
  googleLabel: string;
  /** Accessible name of the group of links (e.g. "Add to a calendar"). */
  label: string;
  /** Extra class for layout (margins, grid placement). */
  className?: string;
}

/** The `.ics` text as a link target: a `data:` URL, so nothing is kept alive and the strict CSP is not involved. */
export function icsDataUrl(icsText: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(icsText)}`;
}

/**
 * Two links that put an event in a calendar (decision D37): the `.ics` file, downloaded (calendar apps on phones and
 * desktops open it), and Google Calendar's new-event form in a new tab. Real links, so that the keyboard, the context
 * menu and screen readers treat them as such.
 */
export function AddToCalendar({ icsText, fileName, googleUrl, downloadLabel, googleLabel, label, className }: AddToCalendarProps) {
  return (
    <div role="group" aria-label={label} className={cx(root, className)}>
      <Link variant="standalone" href={icsDataUrl(icsText)} download={fileName}>
        <span className={icon} aria-hidden="true">
          <CalendarIcon size={20} />
        </span>
        {downloadLabel}
      </Link>
      <Link variant="standalone" href={googleUrl} target="_blank" rel="noopener noreferrer">
        {googleLabel}
      </Link>
    </div>
  );
}
