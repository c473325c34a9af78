import { type MessageDescriptor, useIntl } from 'react-intl';
import { outline, page, panel, title } from './searchLayout.css.ts';

/** The map view's title (spec §2), the page's heading. */
export const searchTitle = { id: 'search.SearchPage.title', defaultMessage: 'Rechercher un véhicule' } satisfies MessageDescriptor;

/** The outline's title's `elementtiming` mark (Element Timing API): the app asks for the page once it has painted. */
export const OUTLINE_TITLE_TIMING = 'search-title';

/**
 * The search view's map view as it begins (spec §2), for the app to draw while the page's code downloads (issue 18):
 * the page's title where the page draws it, and a screen's height below it. On a phone the title is painted with the
 * app's frame instead of a second later with the form, a screen reader finds the page's heading at once, and the page,
 * when it comes, moves nothing the driver saw (the footer stays out of sight meanwhile).
 */
export function SearchPageOutline() {
  const intl = useIntl();
  return (
    <div className={`${page} ${outline}`} aria-busy="true">
      <div className={panel}>
        <h1 className={title} {...{ elementtiming: OUTLINE_TITLE_TIMING }}>
          {intl.formatMessage(searchTitle)}
        </h1>
      </div>
    </div>
  );
}
