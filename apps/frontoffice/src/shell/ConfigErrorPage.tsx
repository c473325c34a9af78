import { FormattedMessage, useIntl } from 'react-intl';
import { describeIssue } from '../config/configProblems.ts';
import type { ConfigLoadResult } from '../config/runtimeConfig.ts';
import * as css from './shell.css.ts';
import { ErrorFrame } from './ErrorFrame.tsx';

/** Props of {@link ConfigErrorPage}. */
export interface ConfigErrorPageProps {
  /** The failed result of loading `config.json`. */
  result: Extract<ConfigLoadResult, { ok: false }>;
  /** Called by the retry button. */
  onRetry: () => void;
}

/** Shown instead of a blank page when `config.json` is missing, unreadable or invalid (issue 2). */
export function ConfigErrorPage({ result, onRetry }: ConfigErrorPageProps) {
  const intl = useIntl();
  const problems = result.issues.map(describeIssue);
  return (
    <ErrorFrame title={<FormattedMessage id="app.ConfigErrorPage.title" />} role="alert">
      <p>
        {result.reason === 'unreachable' && <FormattedMessage id="app.ConfigErrorPage.unreachable" />}
        {result.reason === 'not-json' && <FormattedMessage id="app.ConfigErrorPage.notJson" />}
        {result.reason === 'invalid' && <FormattedMessage id="app.ConfigErrorPage.invalid" />}
      </p>
      {problems.length > 0 && (
        <ul className={css.list}>
          {problems.map((problem) => (
            <li key={`${problem.path}-${problem.expected}`}>
              <FormattedMessage
                id="app.ConfigErrorPage.problem"
                values={{
                  path: problem.path || intl.formatMessage({ id: 'app.ConfigErrorPage.wholeFile' }),
                  expected: problem.expected,
                  detail: problem.detail,
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <p>
        <FormattedMessage id="app.ConfigErrorPage.help" />
      </p>
      <button type="button" className={css.button} onClick={onRetry}>
        <FormattedMessage id="app.ConfigErrorPage.retry" />
      </button>
    </ErrorFrame>
  );
}
