// The public API of @frontoffice/feature-search: what the app uses (issue 12: narrow public APIs). The search view
// and the search state of its URL; everything else is the package's own, reached by its tests and stories through
// relative imports.

// The search state in the URL (spec §3): the app's /search route keeps the raw values and the page parses them.
export { parseSearchParams, type SearchParams } from './search/searchParams.ts';
// The search view (spec §2): form, map, results, vehicle, review and confirmation.
export { SearchPage, type SearchNavigateOptions, type SearchPageProps } from './pages/SearchPage.tsx';
// Runs the form's chunks before the page is drawn (issue 18, the app's /search route).
export { preloadSearchForm } from './pages/lazyViews.ts';
// What SearchPage's `geocoder` prop takes (config.json's `geocoder`).
export type { GeocoderOption } from './search/geocoding.ts';
