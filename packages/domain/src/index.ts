// The public API of @frontoffice/domain: every export is named, so the surface is reviewed here (house style).

// Tenant settings and their fallbacks
export {
  CARPOOLING_MODES,
  DEFAULT_TIMEZONE,
  isSingleSignOnAvailable,
  PLATFORM_TYPES,
  platformTypeOf,
  SEARCH_ENGINES,
  searchEngineOf,
  timezoneOf,
  type CarpoolingMode,
  type PlatformType,
  type SearchEngine,
  type TenantRules,
} from './tenant/tenantRules.ts';
export {
  cancellationDelay,
  maximumReservationDuration,
  maximumTimeInAdvance,
  minimumReservationDuration,
  modificationDelays,
  NOT_ALLOWED,
  prepareDelay,
  TENANT_FALLBACKS,
} from './tenant/delays.ts';
export { TENANT_FEATURES, usesFeature, type FeatureTenant, type TenantFeature } from './tenant/features.ts';

// Rentals
export {
  CANCELLABLE_STATUSES,
  CLOSED_STATUSES,
  IN_PROGRESS_STATUSES,
  isStatusIn,
  parseRentalStatus,
  PASSENGER_EDITABLE_STATUSES,
  RENTAL_LISTS,
  RENTAL_STATUS_GROUPS,
  RENTAL_STATUS_LABELS,
  RENTAL_STATUSES,
  rentalListOf,
  rentalListQuery,
  rentalStatusGroup,
  rentalStatusLabel,
  UPCOMING_STATUSES,
  type RentalList,
  type RentalListQuery,
  type RentalStatus,
  type RentalStatusGroup,
  type RentalStatusLabel,
} from './rentals/statuses.ts';
export {
  canAddPassengers,
  canCancelParticipation,
  canCancelRental,
  canToggleGeotracking,
  hasPassenger,
  isRentalOwner,
  MODIFY_DELAY_TOO_SHORT,
  modificationRights,
  PASSENGER_SEARCH,
  rentalActions,
  shouldSearchPassengers,
  type ModificationRights,
  type RentalActions,
  type RentalRules,
  type VehiclePrivacyRules,
} from './rentals/permissions.ts';

export { isRentalFinished, rentalDuration, rentalRole, type RentalDuration, type RentalRole } from './rentals/details.ts';
export {
  modificationBounds,
  modificationTimeErrors,
  type ModificationBounds,
  type ModificationTimeError,
} from './rentals/modification.ts';
export {
  EXTEND_STEPS_MINUTES,
  extendOffer,
  TRIP_END_NOTICE_MINUTES,
  tripEndNotice,
  type ExtendOffer,
  type ExtendStep,
  type ExtendStepMinutes,
  type ExtendTenant,
  type TripEndNotice,
} from './rentals/extend.ts';
export {
  CONDITION_MOMENTS,
  CONDITION_ZONES,
  conditionOffer,
  isConditionZone,
  type ConditionMoment,
  type ConditionOffer,
  type ConditionZone,
} from './rentals/condition.ts';
export { damageReportModeOf, type DamageReportMode } from './tenant/damageReportMode.ts';
export {
  CALENDAR_PRODUCT_ID,
  CALENDAR_REMINDER_MINUTES,
  CALENDAR_SEQUENCE_EPOCH_MS,
  calendarSequenceAt,
  escapeIcsText,
  foldIcsLine,
  GOOGLE_CALENDAR_URL,
  googleCalendarUrl,
  ICS_MAX_INTEGER,
  icsCalendar,
  icsUtcTime,
  nextCalendarSequence,
  rentalCalendarEvent,
  rentalCalendarFileName,
  rentalReturnStationId,
  type CalendarAlarm,
  type CalendarEvent,
  type CalendarRental,
  type CalendarSequenceState,
  type RentalCalendarText,
} from './calendar/calendar.ts';

// Registration
export {
  ACCOUNT_STATUSES,
  accountStatus,
  isRegistrationComplete,
  isRegistrationStep,
  isWorkflowStep,
  REGISTRATION_STEPS,
  showsEndRegistration,
  SIGNUP_FORM_STEPS,
  SIGNUP_WELCOME_REDIRECT_MS,
  toRegistrationStep,
  toWorkflowStep,
  WORKFLOW_STEPS,
  type AccountStatus,
  type RegistrationStep,
  type SignupFormStep,
  type WorkflowStep,
} from './registration/steps.ts';
export { ACCOUNT_DOCUMENT_GROUPS, accountDocumentGroups, type AccountDocumentGroup } from './registration/accountDocuments.ts';
export { completedSignupSteps, signupStepToShow, visibleSignupSteps } from './registration/signupSteps.ts';
export {
  pendingValidationButtons,
  registrationCompleteTarget,
  type RegistrationCompleteTarget,
} from './registration/completion.ts';
export {
  canSkipCardStep,
  DOCUMENT_KINDS,
  UPLOAD_BUTTON_STATES,
  UPLOAD_STEPS,
  usesTerms,
  type DocumentKind,
  type UploadButtonState,
  type UploadStep,
} from './registration/documents.ts';
export { isUploadStepComplete, requiredUploads, type RequiredUpload } from './registration/uploads.ts';
export {
  LICENCE_FIELDS_ANCHOR,
  LICENCE_WARNING_DAYS,
  licenceWarning,
  type LicenceHolder,
  type LicenceTenant,
  type LicenceWarning,
} from './registration/licenceWarning.ts';
export { licenceExpiryBefore } from './registration/licence.ts';

// Access
export {
  BOOK_ACTIONS,
  canBook,
  DESTINATIONS,
  logoDestination,
  resolveBookAction,
  resolveRoute,
  ROUTE_KINDS,
  SESSION_KINDS,
  type AccessTenant,
  type AccountAccess,
  type BookAction,
  type BookContext,
  type Destination,
  type RouteContext,
  type RouteDecision,
  type RouteKind,
  type SessionKind,
} from './access/access.ts';
export { offersSignup, type SignupOfferTenant } from './access/signupOffer.ts';
export {
  ACCOUNT_MENU_ENTRIES,
  accountMenuEntries,
  GUEST_MENU_ENTRIES,
  guestMenuEntries,
  MEMBER_MENU_ENTRIES,
  memberMenuEntries,
  MENU_ENTRY_PAGES,
  menuEntries,
  type AccountMenuEntry,
  type GuestMenuEntry,
  type MemberMenuEntry,
  type MenuAccount,
  type MenuTenant,
} from './access/menu.ts';
export {
  hasCardForm,
  isPageEnabled,
  PAGES,
  pagePath,
  type PageAccess,
  type PageDefinition,
  type PageId,
  type PagePath,
} from './access/pages.ts';

// Dates and times
export {
  defaultReturnTime,
  defaultSearchStart,
  earliestSearchStart,
  endPickerBounds,
  isDaySelectable,
  LAST_SLOT,
  rentalDateErrors,
  roundUpToSlot,
  SEARCH_TIME_ERRORS,
  searchTimeErrors,
  SLOT_MINUTES,
  startPickerBounds,
  timeSlots,
  type DateTenant,
  type PickerBounds,
  type RentalDateError,
  type SearchTimeError,
  type StartTenant,
  type TimeSlot,
} from './dates/slots.ts';
export { formatCalendarDate } from './dates/calendarDay.ts';
export {
  DATE_DISPLAY_FORMATS,
  formatDisplayDate,
  groupByMonth,
  type DateDisplayFormat,
  type MonthGroup,
} from './dates/format.ts';
export { toDateTime } from './dates/dateTime.ts';
export { millisOf, parseInstant, type Instant } from './dates/instant.ts';
export { formatUpdatedAt } from './dates/updatedAt.ts';
export { LANGUAGES, languageOf, type Language } from './locale/language.ts';
export {
  DATE_ORDERS,
  dateInputFormat,
  formatDateInput,
  maskDateInput,
  parseDateInput,
  type DateInputFormat,
  type DateOrder,
} from './dates/dateInput.ts';

// Money and distance
export { centsToUnits, formatMoney, preDiscountPrice, type Money } from './money/money.ts';
export {
  DISTANCE_UNITS,
  distanceUnitOf,
  formatDistance,
  kilometresToDistance,
  METERS_PER_UNIT,
  metersToDistance,
  parseDistanceUnit,
  type Distance,
  type DistanceUnit,
} from './money/distance.ts';

// Cards
export {
  cardRows,
  formatCardExpiry,
  mainCard,
  maskCardNumber,
  sortCards,
  type PaymentCardRules,
} from './cards/cards.ts';
export {
  CARD_BRANDS,
  CARD_ENTRY_ERRORS,
  cardBrand,
  cardBrandOfNumber,
  cardDigits,
  cardNumberLengths,
  formatCardNumber,
  formatExpiryInput,
  isCardExpired,
  isDemoProviderKey,
  isLuhnValid,
  parseCardExpiry,
  validateCardEntry,
  type CardBrand,
  type CardEntry,
  type CardEntryError,
  type CardExpiry,
  type CardMonth,
} from './cards/cardEntry.ts';

// Pagination
export {
  clampPage,
  pageCount,
  PAGINATION,
  paginationItems,
  showsPagination,
  type PaginationItem,
} from './pagination/pagination.ts';

// Search
export {
  carpoolingSearchQuery,
  vehicleSearchQuery,
  CARPOOLING_DESTINATION_WARNING,
  CARPOOLING_SEARCH_DEFAULTS,
  carpoolingCheckbox,
  carpoolingDestinationWarning,
  emptySearchMessageKey,
  GEARS_FILTERS,
  isSearchSubmitEnabled,
  SEARCH_BLOCKERS,
  SEARCH_DEFAULTS,
  searchErrorMessageKey,
  searchSubmitBlockers,
  addDiscountCode,
  discountCodeOf,
  SEATS_FILTERS,
  type CarpoolingCheckbox,
  type CarpoolingSearchQuery,
  type SearchQueryDestination,
  type GearsFilter,
  type SearchBlocker,
  type SearchDestination,
  type SearchState,
  type SearchTenant,
  type SeatsFilter,
  type VehicleSearchQuery,
} from './search/search.ts';
export {
  isVehicleOption,
  searchFormFields,
  VEHICLE_OPTIONS,
  type SearchFormFields,
  type SearchFormTenant,
  type VehicleOption,
} from './search/fields.ts';
export { metersBetween, nearestFirst, type GeoPoint, type PlaceDistance } from './search/nearest.ts';

// Forms
export {
  canSubmitForm,
  compactErrors,
  FORM_ERRORS,
  isValidForm,
  type FormError,
  type FormErrors,
} from './forms/errors.ts';
export { validateChangePassword } from './forms/changePassword.ts';
export {
  normalizeEmail,
  PASSWORD_MIN_LENGTH,
  validateEmail,
  validateForgotPassword,
  validateLogin,
  validateNewPassword,
  validatePasswordConfirmation,
  validateRequired,
  validateResetPassword,
} from './forms/credentials.ts';
export { validateSignup } from './forms/signup.ts';
export {
  backspaceSmsDigit,
  emptySmsCode,
  SMS_CODE_LENGTH,
  typeSmsDigits,
  validateSmsCode,
  type SmsCodeState,
} from './forms/smsCode.ts';
export { countryCodes, DEFAULT_PHONE_REGION, formatPhone, phoneRegion, toE164, validatePhone } from './forms/phone.ts';
export {
  ADDRESS_FIELDS,
  DRIVER_DATE_FIELDS,
  DRIVER_FIELDS,
  driverFieldRules,
  driverFieldValues,
  LICENCE_FIELDS,
  profileSubmitPlan,
  signupStepFields,
  validateDriverFields,
  validateEditedDriverFields,
  type DriverField,
  type DriverFieldRule,
  type DriverFieldsStep,
  type DriverFieldsTenant,
  type DriverFieldValues,
  type EditedDriverFieldsCheck,
} from './forms/driverFields.ts';
export {
  placeServerErrors,
  SERVER_ERROR_FORMS,
  serverErrorDisplay,
  type ServerErrorCase,
  type ServerErrorForm,
  type ServerErrorFormId,
  type ServerErrorPlacement,
} from './forms/serverErrors.ts';
export {
  detectUploadKind,
  MAX_CANVAS_PIXELS,
  MAX_PHOTO_LONG_SIDE,
  MAX_UPLOAD_BYTES,
  PHOTO_KINDS,
  photoScalingSteps,
  scaledPhotoSize,
  UPLOAD_ACCEPT,
  UPLOAD_EXTENSIONS,
  UPLOAD_KINDS,
  UPLOAD_MEDIA_TYPES,
  UPLOAD_SIGNATURE_BYTES,
  validateUpload,
  type PixelSize,
  type UploadKind,
  type UploadRefusal,
} from './forms/files.ts';

// Vehicles
export {
  carpoolingTimesAdjusted,
  vehicleEnergy,
  type VehicleEnergy,
  type VehicleEnergyRules,
} from './vehicles/vehicle.ts';
