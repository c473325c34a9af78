import { EmptyState } from '@frontoffice/ui/EmptyState';
import { useIntl } from 'react-intl';
import * as css from './pages.css.ts';

/**
 * A route whose screen arrives with a later issue: it exists, obeys the access rules, and says so instead of showing
 * a blank page (issue 7: "until then their routes exist and obey the access rules").
 */
export function UpcomingPage({ titleId }: { titleId: string }) {
  const intl = useIntl();
  return (
    <div className={css.page}>
      <h1 className={css.title}>{intl.formatMessage({ id: titleId })}</h1>
      <EmptyState title={intl.formatMessage({ id: 'app.UpcomingPage.title' })} description={intl.formatMessage({ id: 'app.UpcomingPage.body' })} />
    </div>
  );
}
