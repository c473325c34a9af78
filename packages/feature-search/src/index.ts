// The public API of @frontoffice/feature-search (issue 8): the search view and its parts, the URL search state and
// the geocoding providers. Every export is named (house style).

// The search state in the URL (spec §3)
export {
  compactParams,
  criteriaOf,
  destinationOf,
  hasSubmittedSearch,
  parseSearchParams,
  SEARCH_VIEWS,
  searchParamsSchema,
  submittedParams,
  timeParam,
  toSearchState,
  type SearchCriteria,
  type SearchParams,
  type SearchView,
} from './search/searchParams.ts';

// Address suggestions (spec §2)
export {
  apiGeocoder,
  createGeocoder,
  nominatimGeocoder,
  photonGeocoder,
  type AddressQuery,
  type AddressSuggestion,
  type GeocoderOption,
  type GeocodingProvider,
} from './search/geocoding.ts';

// Errors and booking rules (spec §4, §8)
export {
  CATALOGUE_SEARCH_CODES,
  NO_ACTIVE_CARD,
  PAYMENT_METHODS_PATH,
  searchErrorDisplay,
  searchMessageId,
  type InlineSearchError,
  type SearchErrorDisplay,
} from './search/searchErrors.ts';
export { buildRentalCreate, findCreatedRental, mayHaveSucceeded, type BookingChoices } from './search/booking.ts';

// Pages and components
export { SearchPage, type SearchNavigateOptions, type SearchPageProps } from './pages/SearchPage.tsx';
export { filterStations, SearchForm, type SearchFormProps } from './components/SearchForm/SearchForm.tsx';
export { initialDraft, withDefaultDates, type ProposedDates } from './search/draft.ts';
export { FilterChips, type FilterChipsProps } from './components/FilterChips/FilterChips.tsx';
export {
  CarpoolingCard,
  ResultsList,
  VehicleCard,
  type CarpoolingCardProps,
  type ResultsListProps,
  type VehicleCardProps,
} from './components/ResultsList/ResultsList.tsx';
export { SearchErrorNotice, type SearchErrorNoticeProps } from './components/SearchErrors/SearchErrorNotice.tsx';
export { SearchFailure, type SearchFailureProps } from './components/SearchErrors/SearchFailure.tsx';
export {
  VehicleDetails,
  type VehicleChoices,
  type VehicleDetailsProps,
} from './components/VehicleDetails/VehicleDetails.tsx';
export { SignInMenu, type SignInMenuProps } from './components/SignInMenu/SignInMenu.tsx';
export { BookingReview, RENTAL_TERMS_PATH, type BookingReviewProps } from './components/BookingReview/BookingReview.tsx';
export {
  BookingConfirmation,
  FAQ_PATH,
  type BookingConfirmationProps,
} from './components/BookingConfirmation/BookingConfirmation.tsx';

// The map (its component loads maplibre on demand)
export { LazySearchMap } from './map/LazySearchMap.tsx';
export type { SearchMapProps } from './map/searchMapProps.ts';
export { supportsWebGL } from './map/webgl.ts';
