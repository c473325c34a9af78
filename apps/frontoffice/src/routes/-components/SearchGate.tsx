import { SearchPageOutline } from '@frontoffice/feature-search/outline';
import { getRouteApi } from '@tanstack/react-router';
import { type ComponentType, startTransition, useEffect, useState } from 'react';
import { afterConsentDialog } from '../../shell/dialogs/consentFirst.ts';
import { firstPage } from '../../startup/firstPage.ts';
import { searchPending } from './searchPending.css.ts';

/** The search page's component once its code, the form's included, has run (see SearchGate). */
let loadedPage: ComponentType | undefined;
let pageLoad: Promise<ComponentType> | undefined;
function loadPage(): Promise<ComponentType> {
  pageLoad ??= import('./SearchRoute.tsx').then(
    async ({ SearchRoute, preloadSearchForm }) => {
      await preloadSearchForm();
      loadedPage = SearchRoute;
      return SearchRoute;
    },
    (error: unknown) => {
      // A failed download may be tried again (the error page's retry).
      pageLoad = undefined;
      throw error;
    },
  );
  return pageLoad;
}

/**
 * The page's code, asked for once no consent dialog is to open (start-up settles that as soon as the tenant is known)
 * or the dialog's text is on screen.
 */
const loadPageAfterConsent = () => afterConsentDialog().then(loadPage);

// As soon as this chunk runs: the route's component is preloaded at start-up (src/startup/earlyLoads.ts).
loadPageAfterConsent().catch(() => undefined);
// The web font waits for the page, not only its frame (startup/firstPage.ts): held from before the first render.
const releaseFirstPage = firstPage.hold();

const route = getRouteApi('/search');

/**
 * The route's component, a small chunk of its own (the router's code splitting), which draws the search page once its
 * code, the form's included, has run, in a transition: the page never shows the form's placeholder first, and a
 * screen-high space holds its place meanwhile, with the footer out of sight, so that nothing a driver saw moves: on the
 * map view, the page's first view, it is the page's outline with its title (feature-search's SearchPageOutline, part
 * of the frame's files), which a phone paints with the frame instead of with the page a second later. On a
 * first visit whose cookie-consent dialog opens, the page's code is asked for once the dialog's text is on screen
 * (issue 18, shell/dialogs/consentFirst.ts). A download that fails shows the route's error page.
 */
export function SearchGate() {
  const [Page, setPage] = useState(() => loadedPage);
  const [failure, setFailure] = useState<{ error: unknown }>();
  // The raw value of the URL (the page parses it): any other view (vehicle, booking, confirmation) has another title.
  const mapView = route.useSearch({ select: ({ view }) => view === undefined || view === 'map' });
  useEffect(() => {
    if (Page) {
      releaseFirstPage();
      return;
    }
    let mounted = true;
    void loadPageAfterConsent().then(
      (next) => mounted && startTransition(() => setPage(() => next)),
      (error: unknown) => {
        releaseFirstPage();
        if (mounted) setFailure({ error });
      },
    );
    return () => {
      mounted = false;
    };
  }, [Page]);
  if (failure) throw failure.error;
  if (Page) return <Page />;
  return mapView ? <SearchPageOutline /> : <div className={searchPending} />;
}
