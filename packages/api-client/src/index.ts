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
export { mayHaveSucceeded } from './answers/mayHaveSucceeded.ts';

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

// Operations (spec §7), one function per operationId of openapi/frontoffice.yaml. Each operations module is public
// in full (its functions and their input types), so it is re-exported whole rather than named a second time.
export * from './operations/tenant.ts';
export * from './operations/user.ts';
export * from './operations/cards.ts';
export * from './operations/vehicles.ts';
export * from './operations/rentals.ts';
// Signup's and the account's own calls: modules of their own, out of the first page's entry (the /login budget).
export * from './operations/profile.ts';
export * from './operations/documents.ts';
export * from './operations/account.ts';
export * from './operations/otherUsers.ts';
export * from './operations/tenantLists.ts';
export type { UploadOptions, UploadProgress } from './upload.ts';
export { uploadUserDocument, uploadUserPhoto } from './upload.ts';
// Contract extensions (decision D46): one place learns that the operator lacks one, and the features follow.
export type { ContractExtension } from './extensions.ts';
export {
  CONTRACT_EXTENSIONS,
  ExtensionUnavailableError,
  isExtensionAvailable,
  isExtensionUnavailableError,
  subscribeExtensions,
  useExtensionAvailable,
} from './extensions.ts';
// The vehicle's condition at pick-up and return (issue 35, D47): the calls of the `condition-reports` extension.
export * from './operations/condition.ts';

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

// React Query layer: each query module (keys, query and mutation options of one resource) is public in full.
export type { CreateQueryClientOptions } from './queries/queryClient.ts';
export { MAX_GET_RETRIES, createQueryClient, retryBackoff } from './queries/queryClient.ts';
export { awaitsFirstAnswer, type QueryProgress } from './queries/firstAnswer.ts';
export * from './queries/tenantQueries.ts';
export * from './queries/tenantListQueries.ts';
export * from './queries/userQueries.ts';
export * from './queries/sessionQueries.ts';
export * from './queries/cardQueries.ts';
export * from './queries/vehicleQueries.ts';
export * from './queries/rentalQueries.ts';
export * from './queries/profileQueries.ts';
export * from './queries/documentQueries.ts';
export * from './queries/accountQueries.ts';
export * from './queries/otherUserQueries.ts';
export * from './queries/conditionQueries.ts';
// A station by id, from the tenant's list or alone (spec §7): the search's and the bookings' one lookup.
export type { StationById } from './stations/useStationById.ts';
export { useStationById } from './stations/useStationById.ts';

// Entity types (spec §3), from the generated contract types
export type {
  AdditionalDocument,
  CarpoolingResult,
  CarpoolingSearch,
  Category,
  ConditionMoment,
  ConditionPhoto,
  ConditionReport,
  ConditionReportCreate,
  ConditionReportDamage,
  ConditionZone,
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
  VehicleDamage,
  VehicleOption,
  VehicleSearch,
  VehicleSearchPage,
  WorkflowStep,
} from './types.ts';
export type { components as ContractComponents, operations as ContractOperations, paths as ContractPaths } from './generated/schema.ts';
