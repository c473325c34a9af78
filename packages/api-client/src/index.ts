// The public API of @frontoffice/api-client: the only way the product calls the operator API (issue 3).

// Configuration and the client
export type { ApiClientConfig, Language } from './config.ts';
export { DEFAULT_TIMEOUT_MS } from './config.ts';
export type {
  ApiClientEnvironment,
  ApiRequest,
  ApiVersion,
  AuthMode,
  CallOptions,
  ClearableCache,
  HttpMethod,
  RawAnswer,
  UploadRequest,
} from './client.ts';
export { ApiClient, VERSIONED_ACCEPT, createApiClient } from './client.ts';
export type { LockManagerLike } from './lock.ts';
export type { ApiClientProviderProps } from './context.tsx';
export { ApiClientProvider, useApiClient } from './context.tsx';
export type { Session } from './hooks.ts';
export { useSession, useSessionKind, useTenant } from './hooks.ts';

// Forms: one submit, failures placed as spec §8 says (issue 12)
export type { FormSubmit, FormSubmitOptions } from './forms/useFormSubmit.ts';
export { useFormSubmit } from './forms/useFormSubmit.ts';
export type { FieldErrorProps, FieldErrors } from './forms/useFieldErrors.ts';
export { fieldErrorMessageId, useFieldErrors } from './forms/useFieldErrors.ts';

// Errors (spec §8)
export type { ApiErrorCode, ApiErrorItem } from './errors.ts';
export { ApiError, errorCodeForStatus, isRetryableError } from './errors.ts';

// Session and tokens (spec §4, §9)
export type { StoredTokens, TokenType } from './tokens.ts';
export { TOKEN_STORAGE_KEYS } from './tokens.ts';
export type { PasswordCredentials } from './session.ts';
export {
  ensureGuestSession,
  getSessionKind,
  signInWithOpenidToken,
  signInWithPassword,
  signInWithSsoIdToken,
  signOut,
} from './session.ts';

// Operations (spec §7), one function per operationId of openapi/frontoffice.yaml
export {
  getCurrentTermsVersion,
  getStation,
  getTenant,
  listCategories,
  listCustomContents,
  listRegistrationFlows,
  listRentalLabels,
  listStations,
} from './operations/tenant.ts';
export type { ConfirmPasswordResetInput } from './operations/user.ts';
export type { ChangePasswordInput } from './operations/account.ts';
export { changePassword, deleteUser } from './operations/account.ts';
export type { SignUpInput } from './operations/profile.ts';
export { confirmSmsCode, createUser, requestSmsCode, updateUser } from './operations/profile.ts';
export {
  acceptTermsVersion,
  confirmPasswordReset,
  getCurrentUser,
  getUserById,
  requestPasswordReset,
  requestUserData,
  searchUsersByEmail,
} from './operations/user.ts';
export type { CreateStripeCardInput } from './operations/cards.ts';
export {
  getStripeKey,
  createPaymentCard,
  createStripeCard,
  createStripeSetupIntent,
  deleteStripeCard,
  listStripeCards,
  postponeCardStep,
  setDefaultStripeCard,
} from './operations/cards.ts';
export type { GeocodeQuery } from './operations/vehicles.ts';
export {
  CARPOOLING_SEARCH_DEFAULTS,
  VEHICLE_SEARCH_DEFAULTS,
  geocode,
  getVehicle,
  searchCarpoolingRentals,
  searchVehicles,
} from './operations/vehicles.ts';
export type { RentalTimes } from './operations/rentals.ts';
export {
  addRentalPassenger,
  cancelUserRental,
  confirmRentalPassenger,
  createRental,
  getUserRental,
  joinCarpoolingRental,
  listRentalPassengers,
  listUserCarpoolingRentals,
  listUserRentals,
  modifyRentalTimes,
  removeRentalPassenger,
  setRentalGeotracking,
} from './operations/rentals.ts';
export type { UploadOptions, UploadProgress } from './upload.ts';
export { uploadUserDocument, uploadUserPhoto } from './upload.ts';

export {
  confirmSmsCodeMutationOptions,
  createUserMutationOptions,
  requestSmsCodeMutationOptions,
  updateUserMutationOptions,
} from './queries/profileQueries.ts';

// Documents (spec §7): their own modules, out of the first page's entry (the /login budget)
export { attachUserDocument, listAdditionalDocuments, listUserDocuments } from './operations/documents.ts';
export {
  additionalDocumentsQueryOptions,
  attachUserDocumentMutationOptions,
  uploadUserDocumentMutationOptions,
  uploadUserPhotoMutationOptions,
  userDocumentsQueryOptions,
} from './queries/documentQueries.ts';

// Upload building block (spec §4, §7; decisions D17, D35)
export type { PrepareUploadOptions, PreparedUpload, UploadRefusalCode } from './prepareUpload.ts';
export { prepareUpload } from './prepareUpload.ts';
export type {
  DocumentUpload,
  DocumentUploadKind,
  DocumentUploadStatus,
  UseDocumentUploadOptions,
} from './documentUpload/useDocumentUpload.ts';
export { useDocumentUpload } from './documentUpload/useDocumentUpload.ts';
export { findUploadedDocument, uploadedDocuments } from './documentUpload/uploadedDocuments.ts';
export { uploadErrorCode } from './documentUpload/uploadError.ts';

// React Query layer
export type { CreateQueryClientOptions } from './queries/queryClient.ts';
export { MAX_GET_RETRIES, createQueryClient, retryBackoff } from './queries/queryClient.ts';
export {
  categoriesQueryOptions,
  currentTermsQueryOptions,
  customContentsQueryOptions,
  registrationFlowsQueryOptions,
  rentalLabelsQueryOptions,
  stationKeys,
  stationQueryOptions,
  stationsQueryOptions,
  tenantKeys,
  tenantQueryOptions,
} from './queries/tenantQueries.ts';
export { changePasswordMutationOptions, deleteUserMutationOptions } from './queries/accountQueries.ts';
export {
  acceptTermsMutationOptions,
  currentUserQueryOptions,
  requestUserDataMutationOptions,
  userByIdQueryOptions,
  userKeys,
  usersByEmailQueryOptions,
} from './queries/userQueries.ts';
export {
  confirmPasswordResetMutationOptions,
  requestPasswordResetMutationOptions,
  signInMutationOptions,
  signOutMutationOptions,
  singleSignOnMutationOptions,
} from './queries/sessionQueries.ts';
export {
  cardKeys,
  createSetupIntentMutationOptions,
  createStripeCardMutationOptions,
  deleteCardMutationOptions,
  postponeCardStepMutationOptions,
  setDefaultCardMutationOptions,
  stripeKeyQueryOptions,
  stripeCardsQueryOptions,
} from './queries/cardQueries.ts';
export {
  carpoolingSearchQueryOptions,
  geocodeQueryOptions,
  vehicleKeys,
  vehicleQueryOptions,
  vehicleSearchQueryOptions,
} from './queries/vehicleQueries.ts';
export {
  addPassengerMutationOptions,
  cancelRentalMutationOptions,
  confirmPassengerMutationOptions,
  createRentalMutationOptions,
  joinCarpoolingMutationOptions,
  modifyRentalTimesMutationOptions,
  removePassengerMutationOptions,
  rentalKeys,
  rentalPassengersQueryOptions,
  setRentalGeotrackingMutationOptions,
  userCarpoolingRentalsQueryOptions,
  userRentalQueryOptions,
  userRentalsQueryOptions,
} from './queries/rentalQueries.ts';

// Entity types (spec §3), from the generated contract types
export type {
  AdditionalDocument,
  CarpoolingResult,
  CarpoolingSearch,
  Category,
  CustomContent,
  Destination,
  DistanceUnit,
  DocumentType,
  DriverField,
  ErrorBody,
  FuelType,
  GearsType,
  GeocodeFeature,
  ListMeta,
  Money,
  Passenger,
  PaymentCard,
  RegistrationFlow,
  RegistrationStep,
  Rental,
  RentalCreate,
  RentalLabel,
  RentalList,
  RentalStatus,
  SearchResult,
  SingleSignOnSettings,
  Station,
  StripeSetupIntent,
  Tenant,
  TermsVersion,
  TokenResponse,
  User,
  UserCarpoolingRentalsQuery,
  UserDocument,
  UserPhoto,
  UserReference,
  UserRentalsQuery,
  UserUpdate,
  Vehicle,
  VehicleOption,
  VehicleSearch,
  VehicleSearchPage,
  WorkflowStep,
} from './types.ts';
export type { components as ContractComponents, operations as ContractOperations, paths as ContractPaths } from './generated/schema.ts';
