import { FormattedMessage } from 'react-intl';
import { ErrorFrame } from './ErrorFrame.tsx';
import * as css from './shell.css.ts';

/** Props of {@link StartErrorPage}. */
export interface StartErrorPageProps {
  /** Called by the retry button. */
  onRetry: () => void;
}

/** Shown when the operator's settings cannot be loaded at start-up (issue 7): a translated message and a retry. */
export function StartErrorPage({ onRetry }: StartErrorPageProps) {
  return (
    <ErrorFrame title={<FormattedMessage id="errors.tenant-load" />} role="alert">
      <p>
        <FormattedMessage id="app.StartErrorPage.body" />
      </p>
      <button type="button" className={css.button} onClick={onRetry}>
        <FormattedMessage id="common.retry" />
      </button>
    </ErrorFrame>
  );
}
