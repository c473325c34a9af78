import { useIntl } from 'react-intl';
import { note } from './SearchFailure.css.ts';
import { FailureWithRetry } from './SearchFailure.tsx';

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
    <FailureWithRetry onRetry={onRetry} isRetrying={isRetrying}>
      <p className={note} role="alert">
        {intl.formatMessage({ id: 'search.StationsFailure.failed' })}
      </p>
    </FailureWithRetry>
  );
}
