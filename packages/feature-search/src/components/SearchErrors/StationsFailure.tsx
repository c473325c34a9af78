import { Button } from '@frontoffice/ui/Button';
import { useIntl } from 'react-intl';
import { failure, note } from './SearchFailure.css.ts';

/** Props of {@link StationsFailure}. */
export interface StationsFailureProps {
  /** Asks for the stations again. */
  onRetry: () => void;
  /**
   * The stations are being asked for again.
   * @default false
   */
  isRetrying?: boolean;
}

/**
 * The station list could not be loaded (GET /stations failed after the client's retries): said in place and announced,
 * with a button that asks again, instead of an empty station field and an empty map that say nothing (spec §8: a clear,
 * translated message for every call).
 */
export function StationsFailure({ onRetry, isRetrying = false }: StationsFailureProps) {
  const intl = useIntl();
  return (
    <div className={failure}>
      <p className={note} role="alert">
        {intl.formatMessage({ id: 'search.StationsFailure.failed' })}
      </p>
      <Button variant="secondary" needsNetwork onPress={onRetry} isPending={isRetrying}>
        {intl.formatMessage({ id: 'search.SearchFailure.retry' })}
      </Button>
    </div>
  );
}
