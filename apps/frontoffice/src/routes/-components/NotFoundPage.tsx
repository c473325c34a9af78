import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { ErrorFrame } from '../../shell/ErrorFrame.tsx';

/** The translated 404 page. */
export function NotFoundPage() {
  return (
    <ErrorFrame title={<FormattedMessage id="app.NotFoundPage.title" />}>
      <p>
        <FormattedMessage id="app.NotFoundPage.body" />
      </p>
      <Link to="/">
        <FormattedMessage id="app.NotFoundPage.home" />
      </Link>
    </ErrorFrame>
  );
}
