/**
 * Phone numbers (spec §9, decision D18), parsed and formatted by libphonenumber-js with the tenant's country as the
 * default region, FR when the tenant has none.
 */
import { type CountryCode, getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { TenantRules } from '../tenant/tenantRules.ts';

/** Region used when the tenant has no country (spec §9, D18). */
export const DEFAULT_PHONE_REGION: CountryCode = 'FR';

// Built on first use: importing the module must not run code (the package declares no side effects).
let countries: Set<string> | undefined;

/** The default region of phone numbers: the tenant's `iso3166` when libphonenumber knows it, else FR (D18). */
export function phoneRegion(tenant: Pick<TenantRules, 'iso3166'>): CountryCode {
  const code = tenant.iso3166?.trim().toUpperCase();
  countries ??= new Set<string>(getCountries());
  return code && countries.has(code) ? (code as CountryCode) : DEFAULT_PHONE_REGION;
}

/**
 * A typed number in E.164 (`+33612345678`) as the server stores it, or null when it cannot be a number. "Possible"
 * (the right length for its country), not "valid": the number plans in the metadata go stale, and a stale plan must
 * not refuse a real number (the UK's 07700 900xxx range, say); the server answers INVALID_PHONE for the rest.
 */
export function toE164(input: string | null | undefined, region: CountryCode): string | null {
  if (!input) return null;
  const parsed = parsePhoneNumberFromString(input, region);
  return parsed?.isPossible() ? parsed.number : null;
}

/** A phone field: 'required' when empty and required, 'phone-invalid' when not a valid number for the region. */
export function validatePhone(
  input: string | null | undefined,
  region: CountryCode,
  { required }: { required: boolean },
): 'required' | 'phone-invalid' | null {
  if (!input || input.trim() === '') return required ? 'required' : null;
  return toE164(input, region) ? null : 'phone-invalid';
}

/**
 * A number for display (spec §9): national format for a number of the region (`06 12 34 56 78`), international for
 * another country's (`+1 514 555 1234`), so a foreign number never loses its country code. Text that is not a number
 * is shown as it is.
 */
export function formatPhone(value: string | null | undefined, region: CountryCode): string {
  if (!value) return '';
  const parsed = parsePhoneNumberFromString(value, region);
  if (!parsed?.isPossible()) return value;
  // D36: nationally for the tenant's country. A number the metadata cannot place in a country (a range it does not
  // know) is the tenant's when it has the country's calling code: +44 7700 900123 is 07700 900123 in the UK.
  const national = parsed.country === region || (parsed.country === undefined && parsed.countryCallingCode === getCountryCallingCode(region));
  return national ? parsed.formatNational() : parsed.formatInternational();
}

/** The ISO 3166 codes of the countries libphonenumber-js knows (a postal address's country list), sorted. */
export function countryCodes(): CountryCode[] {
  return [...getCountries()].sort();
}
