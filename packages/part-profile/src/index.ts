// The public API of @frontoffice/part-profile: the driver's fields that signup (issue 14) and the account details
// page (issue 16) share. Keep these names and props stable: both features build on them.
export {
  useDriverFieldsForm,
  type DriverFieldsForm,
  type DriverFieldsFormOptions,
} from './DriverFields/useDriverFieldsForm.ts';
export { DriverFieldsSection, type DriverFieldsSectionProps } from './DriverFields/DriverFieldsSection.tsx';
export { CountrySelect, type CountrySelectProps } from './DriverFields/CountrySelect.tsx';
export { PhoneNumberField, type PhoneNumberFieldProps } from './PhoneNumberField/PhoneNumberField.tsx';
export { SmsCodeField, type SmsCodeFieldProps } from './SmsCodeField/SmsCodeField.tsx';
export {
  useSmsCodeConfirmation,
  type SmsCodeConfirmation,
  type SmsCodeConfirmationOptions,
} from './SmsCodeField/useSmsCodeConfirmation.ts';
export { DocumentSlot, type DocumentSlotProps } from './DocumentSlot/DocumentSlot.tsx';
