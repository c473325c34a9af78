import { prefetchSearchLists } from '@frontoffice/feature-search/lists';
import { OUTLINE_TITLE_TIMING, SearchPageOutline } from '@frontoffice/feature-search/outline';
import { getRouteApi } from '@tanstack/react-router';
import { type ComponentType, startTransition, useEffect, useState } from 'react';
import { tenantOf } from '../../access/guard.ts';
import { afterConsentDialog } from '../../shell/dialogs/consentFirst.ts';
import { whenPainted } from '../../shell/dialogs/whenPainted.ts';
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
 * How long the page, its code run, still waits for its lists (the stations above all) before it is drawn without them:
 * they are usually there first, and a slow answer must not hold the form.
 */
export const LISTS_WAIT_MS = 1000;

/** Resolves once `lists` has settled, or `LISTS_WAIT_MS` after `code` has loaded. */
function listsWithin(lists: Promise<void>, code: Promise<unknown>): Promise<void> {
  return Promise.race([lists, code.then(() => new Promise<void>((resolve) => setTimeout(resolve, LISTS_WAIT_MS)))]);
}

/**
 * How long the page waits for its outline's title to be reported painted: the Element Timing API may say nothing of a
 * title out of view (a reload that restored the scroll), and a hidden tab paints nothing until it is shown.
 */
export const TITLE_WAIT_MS = 1500;

/** Resolves once the outline's title has painted (whenPainted.ts), after `TITLE_WAIT_MS` at the latest. */
function afterTitlePainted(): Promise<void> {
  return new Promise((resolve) => {
    const stop = whenPainted(OUTLINE_TITLE_TIMING, resolve);
    setTimeout(() => {
      stop();
      resolve();
    }, TITLE_WAIT_MS);
  });
}

// The web font waits for the page, not only its frame (startup/firstPage.ts): held from before the first render.
const releaseFirstPage = firstPage.hold();

const route = getRouteApi('/search');

/**
 * The route's component, a small chunk of its own (the router's code splitting), which draws the search page once its
 * code, the form's included, has run, in a transition: the page never shows the form's placeholder first, and a
 * screen-high space holds its place meanwhile, with the footer out of sight, so that nothing a driver saw moves: on the
 * map view, the page's first view, it is the page's outline with its title (feature-search's SearchPageOutline, part
 * of the frame's files). Issue 18: the page's code (about 140 kB) is asked for once what comes first is on screen, so
 * that on a phone's network it does not share the bandwidth with the frame: the outline's title, and on a first visit
 * whose cookie-consent dialog opens, the dialog's text (shell/dialogs/consentFirst.ts). A returning visitor's first
 * script has already asked for the page's files (startup/boot.ts), usually from the browser's cache. A download that
 * fails shows the route's error page. The map view's lists (the stations) are asked for once its title is painted, with
 * or before the code, and the page is drawn with them (listsWithin): a second render of the whole page when they
 * arrive would be one long task on a phone.
 */
export function SearchGate() {
  const [Page, setPage] = useState(() => loadedPage);
  const [failure, setFailure] = useState<{ error: unknown }>();
  // The raw value of the URL (the page parses it): any other view (vehicle, booking, confirmation) has another title.
  const mapView = route.useSearch({ select: ({ view }) => view === undefined || view === 'map' });
  const queryClient = route.useRouteContext({ select: (context) => context.queryClient });
  const client = route.useRouteContext({ select: (context) => context.client });
  useEffect(() => {
    if (Page) {
      releaseFirstPage();
      return;
    }
    let mounted = true;
    // The lists once the title is painted (Lighthouse counts the requests started before the largest paint in it), the
    // dialog's text not awaited: a few small answers, whose wait is the network's round trips, not its bandwidth.
    const titlePainted = mapView ? afterTitlePainted() : undefined;
    // feature-search's prefetchSearchLists, a kilobyte of the route's files (no round trip first); a failure is the
    // page's to show.
    const lists = titlePainted
      ?.then(async () => prefetchSearchLists(queryClient, client, await tenantOf({ queryClient, client })))
      .catch(() => undefined);
    void Promise.all([afterConsentDialog(), titlePainted])
      .then(() => {
        const code = loadPage();
        return Promise.all([code, lists && listsWithin(lists, code)]).then(([next]) => next);
      })
      .then(
        (next) => mounted && startTransition(() => setPage(() => next)),
        (error: unknown) => {
          releaseFirstPage();
          if (mounted) setFailure({ error });
        },
      );
    return () => {
      mounted = false;
    };
  }, [Page, mapView, queryClient, client]);
  if (failure) throw failure.error;
  if (Page) return <Page />;
  return mapView ? <SearchPageOutline /> : <div className={searchPending} />;
}
