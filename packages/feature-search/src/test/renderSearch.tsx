// The search page's tests render it with the one page harness (@frontoffice/test-utils/renderPage), mounted as the
// app's route mounts it (searchRoute.tsx), against the demo API on the fixed clock.
import type { DemoApi } from '@frontoffice/demo-api';
import { renderPage, type RenderedPage, type RenderPageOptions } from '@frontoffice/test-utils/renderPage';
import type { RequestHandler } from 'msw';
import { vi, type Mock } from 'vitest';
import { preloadSearchViews } from '../pages/lazyViews.ts';
import { NOW, SearchRoute, type SearchRouteProps } from './searchRoute.tsx';

export { NOW, searchTimes, searchUrl } from './searchRoute.tsx';
export { API_BASE, recordRequests, setupMswServer } from '@frontoffice/test-utils/renderPage';

/** Options of {@link renderSearch}. */
export interface RenderSearchOptions {
  /** The tenant the demo API serves. @default 'demo' */
  tenant?: RenderPageOptions['tenant'];
  /** The interface language. @default 'fr' */
  lang?: 'fr' | 'en';
  /** The URL the router starts at. @default '/search' */
  url?: string;
  /** Sign in as this demo account before rendering (guests otherwise). */
  signInAs?: string;
  /** Extra handlers placed before the demo API's (to inject a failure). */
  handlers?: RequestHandler[];
  /** Props passed to the page. */
  props?: Partial<SearchRouteProps>;
  /** Reuse the demo API of a previous render (a reload keeps the server's state). */
  api?: DemoApi;
}

/** What {@link renderSearch} gives a test: the rendered page and the sign-in callback's spy. */
export interface RenderedSearch extends RenderedPage {
  onSignIn: Mock<() => void>;
}

/** Renders the search route against the demo API of one tenant. */
export async function renderSearch(options: RenderSearchOptions = {}): Promise<RenderedSearch> {
  const onSignIn = vi.fn<() => void>();
  const page = await renderPage(() => <SearchRoute onSignIn={onSignIn} {...options.props} />, {
    feature: 'feature-search',
    tenant: options.tenant,
    lang: options.lang,
    path: options.url ?? '/search',
    signedInAs: options.signInAs,
    handlers: options.handlers,
    api: options.api,
    now: () => NOW.toMillis(),
    // The form and the sub-views are lazily loaded chunks: loaded before the test, so that none is still arriving
    // when the test ends (and the first assertions need no extra wait).
    prepare: () => preloadSearchViews().then(() => undefined),
  });
  return { ...page, onSignIn };
}
