import { Button } from '@frontoffice/ui/Button';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SearchErrorDisplay } from '../../search/searchErrors.ts';
import { failure, note } from './SearchFailure.css.ts';
import { SearchErrorNotice } from './SearchErrorNotice.tsx';

/** Props of {@link SearchFailure}. */
export interface SearchFailureProps {
  /** How the error shows (`searchErrorDisplay`). */
  display: SearchErrorDisplay;
  /** Sends the same search again. */
  onRetry: () => void;
  /**
   * The search is being sent again.
   * @default false
   */
  isRetrying?: boolean;
}

/**
 * A failure said in place and a button that asks again (the message of `search.SearchFailure.retry`): the frame of
 * {@link SearchFailure} and of the station list's failure (`StationsFailure`).
 */
export function FailureWithRetry({ children, onRetry, isRetrying = false }: Omit<SearchFailureProps, 'display'> & { children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className={failure}>
      {children}
      <Button variant="secondary" needsNetwork onPress={onRetry} isPending={isRetrying}>
        {intl.formatMessage({ id: 'search.SearchFailure.retry' })}
      </Button>
    </div>
  );
}

/**
 * A failed search in place (issue 12): its §8 messages (or, when the generic handler's notification tells why
 * (decision D23), a short note) and a button that sends the same search again, since a 500, a lost connection or
 * SEARCH_TOO_MANY_RESERVATIONS may pass.
 */
export function SearchFailure({ display, onRetry, isRetrying = false }: SearchFailureProps) {
  const intl = useIntl();
  return (
    <FailureWithRetry onRetry={onRetry} isRetrying={isRetrying}>
      {display.kind === 'inline' ? (
        <SearchErrorNotice messages={display.messages} />
      ) : (
        <p className={note}>{intl.formatMessage({ id: 'search.SearchFailure.failed' })}</p>
      )}
    </FailureWithRetry>
  );
}
