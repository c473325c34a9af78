// Entity types of the contract (spec §3), named for the features. They come from the generated types, so the
// document stays the single source.
import type { components, operations } from './generated/schema.ts';

export type { Language } from './config.ts';

type Schemas = components['schemas'];

/**
 * The tenant settings as the client hands them out: the five settings with spec §9 defaults (decision D32) are always
 * there, filled in by the validator when the operator sends none (or one the product cannot use).
 */
export type Tenant = Schemas['Tenant'] & Required<Pick<Schemas['Tenant'], 'language' | 'timezone' | 'iso3166' | 'distance_unit' | 'date_format'>>;
export type SingleSignOnSettings = Schemas['SingleSignOnSettings'];
export type DriverField = Schemas['DriverField'];
export type RegistrationStep = Schemas['RegistrationStep'];
export type WorkflowStep = Schemas['WorkflowStep'];
export type DistanceUnit = Schemas['DistanceUnit'];
export type User = Schemas['User'];
export type UserUpdate = Schemas['UserUpdate'];
export type UserReference = Schemas['UserReference'];
export type Passenger = Schemas['Passenger'];
export type Money = Schemas['Money'];
export type Destination = Schemas['Destination'];
export type RentalStatus = Schemas['RentalStatus'];
export type Rental = Schemas['Rental'];
export type RentalCreate = Schemas['RentalCreate'];
export type RentalList = Schemas['RentalList'];
export type ListMeta = Schemas['ListMeta'];
export type Vehicle = Schemas['Vehicle'];
export type VehicleOption = Schemas['VehicleOption'];
export type GearsType = Schemas['GearsType'];
export type FuelType = Schemas['FuelType'];
export type Station = Schemas['Station'];
export type Category = Schemas['Category'];
export type RentalLabel = Schemas['RentalLabel'];
export type VehicleSearch = Schemas['VehicleSearch'];
export type CarpoolingSearch = Schemas['CarpoolingSearch'];
export type SearchResult = Schemas['SearchResult'];
export type CarpoolingResult = Schemas['CarpoolingResult'];
export type TermsVersion = Schemas['TermsVersion'];
export type CustomContent = Schemas['CustomContent'];
export type PaymentCard = Schemas['PaymentCard'];
export type StripeSetupIntent = Schemas['StripeSetupIntent'];
export type AdditionalDocument = Schemas['AdditionalDocument'];
export type DocumentType = Schemas['DocumentType'];
export type UserDocument = Schemas['UserDocument'];
export type UserPhoto = Schemas['UserPhoto'];
export type RegistrationFlow = Schemas['RegistrationFlow'];
export type GeocodeFeature = Schemas['GeocodeFeature'];
// Contract extension condition-reports (decision D46, D47, issue 35).
export type ConditionZone = Schemas['ConditionZone'];
export type ConditionMoment = Schemas['ConditionMoment'];
export type VehicleDamage = Schemas['VehicleDamage'];
export type ConditionPhoto = Schemas['ConditionPhoto'];
export type ConditionReportCreate = Schemas['ConditionReportCreate'];
export type ConditionReport = Schemas['ConditionReport'];
export type ConditionReportDamage = Schemas['ConditionReportDamage'];
export type TokenResponse = Schemas['TokenResponse'];
/** The error body of spec §8. */
export type ErrorBody = Schemas['Error'];
/** One page of vehicle search results. */
export type VehicleSearchPage = operations['searchVehicles']['responses']['200']['content']['application/json'];
/** Query parameters of `GET /user/rentals`. */
export type UserRentalsQuery = NonNullable<operations['listUserRentals']['parameters']['query']>;
/** Query parameters of `GET /user/carpooling_rentals`. */
export type UserCarpoolingRentalsQuery = NonNullable<operations['listUserCarpoolingRentals']['parameters']['query']>;
