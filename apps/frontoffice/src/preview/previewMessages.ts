// The switch panel's messages (issue 20). Their ids start with `app.Preview`: messagesPlugin.ts serves them apart,
// as `<language>/preview`, which only the panel imports, so the operator build carries none of them.
import type { MessageDescriptor } from 'react-intl';
import type { PreviewScreen, PreviewSectionId, PreviewSettingKey, SignupStepSetting } from './previewSettings.ts';

/** The panel's own texts. */
export const m = {
  open: { id: 'app.PreviewPanel.open' },
  title: { id: 'app.PreviewPanel.title' },
  intro: { id: 'app.PreviewPanel.intro' },
  close: { id: 'app.PreviewPanel.close' },
  screens: { id: 'app.PreviewPanel.screens' },
  screensChanged: { id: 'app.PreviewPanel.screensChanged' },
  changed: { id: 'app.PreviewPanel.changed' },
  applied: { id: 'app.PreviewPanel.applied' },
  reloading: { id: 'app.PreviewPanel.reloading' },
  reloadNote: { id: 'app.PreviewPanel.reloadNote' },
  failed: { id: 'app.PreviewPanel.failed' },
  loadFailed: { id: 'app.PreviewPanel.loadFailed' },
  retry: { id: 'app.PreviewPanel.retry' },
  share: { id: 'app.PreviewPanel.share' },
  shareLabel: { id: 'app.PreviewPanel.shareLabel' },
  shareCopied: { id: 'app.PreviewPanel.shareCopied' },
  shareSelect: { id: 'app.PreviewPanel.shareSelect' },
  resetSettings: { id: 'app.PreviewPanel.resetSettings' },
  resetSettingsDone: { id: 'app.PreviewPanel.resetSettingsDone' },
  resetData: { id: 'app.PreviewPanel.resetData' },
  resetDataHint: { id: 'app.PreviewPanel.resetDataHint' },
  stepsHint: { id: 'app.PreviewPanel.stepsHint' },
} satisfies Record<string, MessageDescriptor>;

/** The panel's sections. */
export const sectionMessages = {
  access: { id: 'app.PreviewPanel.section.access' },
  search: { id: 'app.PreviewPanel.section.search' },
  carpooling: { id: 'app.PreviewPanel.section.carpooling' },
  payments: { id: 'app.PreviewPanel.section.payments' },
  privacy: { id: 'app.PreviewPanel.section.privacy' },
  look: { id: 'app.PreviewPanel.section.look' },
} satisfies Record<PreviewSectionId, MessageDescriptor>;

/** The screens a setting changes. */
export const screenMessages = {
  root: { id: 'app.PreviewPanel.screen.root' },
  login: { id: 'app.PreviewPanel.screen.login' },
  signup: { id: 'app.PreviewPanel.screen.signup' },
  'search-form': { id: 'app.PreviewPanel.screen.search-form' },
  vehicle: { id: 'app.PreviewPanel.screen.vehicle' },
  bookings: { id: 'app.PreviewPanel.screen.bookings' },
  carpoolings: { id: 'app.PreviewPanel.screen.carpoolings' },
  menu: { id: 'app.PreviewPanel.screen.menu' },
  footer: { id: 'app.PreviewPanel.screen.footer' },
  account: { id: 'app.PreviewPanel.screen.account' },
  cards: { id: 'app.PreviewPanel.screen.cards' },
  dialogs: { id: 'app.PreviewPanel.screen.dialogs' },
  'every-screen': { id: 'app.PreviewPanel.screen.every-screen' },
  none: { id: 'app.PreviewPanel.screen.none' },
} satisfies Record<PreviewScreen, MessageDescriptor>;

/** Each setting's label. */
export const settingMessages = {
  platform_type: { id: 'app.PreviewPanel.setting.platform_type' },
  use_registration: { id: 'app.PreviewPanel.setting.use_registration' },
  use_auto_register: { id: 'app.PreviewPanel.setting.use_auto_register' },
  registration_steps: { id: 'app.PreviewPanel.setting.registration_steps' },
  use_single_sign_on: { id: 'app.PreviewPanel.setting.use_single_sign_on' },
  use_terms_and_conditions: { id: 'app.PreviewPanel.setting.use_terms_and_conditions' },
  use_cookie_consent: { id: 'app.PreviewPanel.setting.use_cookie_consent' },
  search_engine: { id: 'app.PreviewPanel.setting.search_engine' },
  one_way: { id: 'app.PreviewPanel.setting.one_way' },
  use_categories: { id: 'app.PreviewPanel.setting.use_categories' },
  use_labels: { id: 'app.PreviewPanel.setting.use_labels' },
  use_estimated_distance: { id: 'app.PreviewPanel.setting.use_estimated_distance' },
  use_estimated_destination_field: { id: 'app.PreviewPanel.setting.use_estimated_destination_field' },
  use_discount: { id: 'app.PreviewPanel.setting.use_discount' },
  use_carpooling: { id: 'app.PreviewPanel.setting.use_carpooling' },
  carpooling_mode: { id: 'app.PreviewPanel.setting.carpooling_mode' },
  carpooling_driver_can_add_passengers: { id: 'app.PreviewPanel.setting.carpooling_driver_can_add_passengers' },
  use_payments: { id: 'app.PreviewPanel.setting.use_payments' },
  use_required_payment_card: { id: 'app.PreviewPanel.setting.use_required_payment_card' },
  use_billing: { id: 'app.PreviewPanel.setting.use_billing' },
  use_privacy_usage: { id: 'app.PreviewPanel.setting.use_privacy_usage' },
  use_privacy_usage_time_slot: { id: 'app.PreviewPanel.setting.use_privacy_usage_time_slot' },
  use_fleet_planning: { id: 'app.PreviewPanel.setting.use_fleet_planning' },
  use_entities: { id: 'app.PreviewPanel.setting.use_entities' },
  theme: { id: 'app.PreviewPanel.setting.theme' },
  language: { id: 'app.PreviewPanel.setting.language' },
  use_multi_language: { id: 'app.PreviewPanel.setting.use_multi_language' },
  date_format: { id: 'app.PreviewPanel.setting.date_format' },
  distance_unit: { id: 'app.PreviewPanel.setting.distance_unit' },
  timezone: { id: 'app.PreviewPanel.setting.timezone' },
} satisfies Record<PreviewSettingKey, MessageDescriptor>;

/** The values of the settings with a few choices (time zones and date formats are shown as they are). */
export const optionMessages = {
  private: { id: 'app.PreviewPanel.option.private' },
  public: { id: 'app.PreviewPanel.option.public' },
  station: { id: 'app.PreviewPanel.option.station' },
  address: { id: 'app.PreviewPanel.option.address' },
  default_enabled: { id: 'app.PreviewPanel.option.default_enabled' },
  forced_enabled: { id: 'app.PreviewPanel.option.forced_enabled' },
  disabled: { id: 'app.PreviewPanel.option.disabled' },
  fr: { id: 'app.PreviewPanel.option.fr' },
  en: { id: 'app.PreviewPanel.option.en' },
  km: { id: 'app.PreviewPanel.option.km' },
  mi: { id: 'app.PreviewPanel.option.mi' },
  'theme-default': { id: 'app.PreviewPanel.option.theme-default' },
} satisfies Record<string, MessageDescriptor>;

/** The signup steps (the contract's RegistrationStep). */
export const stepMessages = {
  registration: { id: 'app.PreviewPanel.step.registration' },
  personal_details: { id: 'app.PreviewPanel.step.personal_details' },
  phone_number: { id: 'app.PreviewPanel.step.phone_number' },
  license_details: { id: 'app.PreviewPanel.step.license_details' },
  driver_license: { id: 'app.PreviewPanel.step.driver_license' },
  id_document: { id: 'app.PreviewPanel.step.id_document' },
  selfie_document: { id: 'app.PreviewPanel.step.selfie_document' },
  other_document: { id: 'app.PreviewPanel.step.other_document' },
  credit_card: { id: 'app.PreviewPanel.step.credit_card' },
} satisfies Record<SignupStepSetting, MessageDescriptor>;
