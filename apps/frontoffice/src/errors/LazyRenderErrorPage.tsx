import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';

/** The same words and button without the page's frame, where its code cannot be loaded (offline). */
function PlainRenderErrorPage() {
  return (
    <div role="alert">
      <h1>
        <FormattedMessage id="errors.render" />
      </h1>
      <button type="button" onClick={() => window.location.reload()}>
        <FormattedMessage id="common.reload" />
      </button>
    </div>
  );
}

const Page = lazy(() =>
  import('./RenderErrorPage.tsx').then(
    (module) => ({ default: module.RenderErrorPage }),
    () => ({ default: PlainRenderErrorPage }),
  ),
);

/**
 * "Sorry, please reload" (spec §8, RenderErrorPage.tsx), loaded when something fails (issue 32: a page that draws
 * well downloads none of it); where it cannot be loaded, the same words and button without its frame.
 */
export function LazyRenderErrorPage() {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
