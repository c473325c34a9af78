import { Button } from '@frontoffice/ui/Button';
import { FormattedMessage } from 'react-intl';
import * as css from '../shell/shell.css.ts';

/** "Sorry, please reload" (spec §8), with a reload button. */
export function RenderErrorPage() {
  return (
    <main className={css.page}>
      <section className={css.panel} role="alert" aria-labelledby="render-error-title">
        <h1 id="render-error-title" className={css.title}>
          <FormattedMessage id="errors.render" />
        </h1>
        <Button variant="primary" onPress={() => window.location.reload()}>
          <FormattedMessage id="common.reload" />
        </Button>
      </section>
    </main>
  );
}
