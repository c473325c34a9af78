import { Button } from '@frontoffice/ui/Button';
import { useIntl } from 'react-intl';
import { banner } from './UpdateBanner.css.ts';

/** Props of {@link UpdateBanner}. */
export interface UpdateBannerProps {
  /** Activates the new build's worker, then reloads into it. */
  onAccept: () => void;
}

/**
 * Issue 33 item 2: a new build is ready. A quiet line at the bottom of the page offers to reload; nothing reloads until
 * the driver presses it, and nothing takes the focus (a polite status, announced once).
 */
export default function UpdateBanner({ onAccept }: UpdateBannerProps) {
  const intl = useIntl();
  return (
    <div role="status" className={banner}>
      <span>{intl.formatMessage({ id: 'app.Update.ready' })}</span>
      <Button variant="outline" size="sm" onPress={onAccept}>
        {intl.formatMessage({ id: 'app.Update.reload' })}
      </Button>
    </div>
  );
}
