// What the product owners' switch panel edits (issue 20, decision D38): every feature switch of spec §3 and the
// settings that change screens, grouped, each with the screens it affects; and the share link that carries them.
// Plain data and functions: the panel (PreviewPanel.tsx) renders them, bootPreview.ts applies a shared link.
import type { ContractComponents, RegistrationStep } from '@frontoffice/api-client';

/** The settings as the contract writes them (the demo API's fixtures): the D32 defaults are not filled in there. */
type Tenant = ContractComponents['schemas']['Tenant'];
import { TENANT_FEATURES } from '@frontoffice/domain';
import { themeNames } from '@frontoffice/ui/theme';

/** A screen (or group of screens) a setting changes, as the panel names it. */
export type PreviewScreen =
  | 'root'
  | 'login'
  | 'signup'
  | 'search-form'
  | 'vehicle'
  | 'bookings'
  | 'carpoolings'
  | 'menu'
  | 'footer'
  | 'account'
  | 'cards'
  | 'dialogs'
  | 'every-screen'
  | 'none';

/** A setting of the tenant the panel edits. */
export type PreviewSettingKey =
  | (typeof TENANT_FEATURES)[keyof typeof TENANT_FEATURES]
  | 'use_entities'
  | 'platform_type'
  | 'search_engine'
  | 'one_way'
  | 'carpooling_mode'
  | 'carpooling_driver_can_add_passengers'
  | 'registration_steps'
  | 'theme'
  | 'language'
  | 'date_format'
  | 'distance_unit'
  | 'timezone';

/** How a setting is edited: on/off, one of a few values, or the signup steps shown. */
export type PreviewSetting =
  | { key: PreviewSettingKey; kind: 'switch'; screens: readonly PreviewScreen[] }
  | { key: PreviewSettingKey; kind: 'choice'; options: readonly string[]; screens: readonly PreviewScreen[] }
  | { key: 'registration_steps'; kind: 'steps'; options: readonly RegistrationStep[]; screens: readonly PreviewScreen[] };

/** The signup steps a tenant may list (the contract's RegistrationStep), in the order of spec §2. */
export const SIGNUP_STEP_SETTINGS = [
  'registration',
  'personal_details',
  'phone_number',
  'license_details',
  'driver_license',
  'id_document',
  'selfie_document',
  'other_document',
  'credit_card',
] as const satisfies readonly RegistrationStep[];

/** A signup step the panel lists. */
export type SignupStepSetting = (typeof SIGNUP_STEP_SETTINGS)[number];

const feature = TENANT_FEATURES;

/** The panel's sections and their settings. */
export const PREVIEW_SECTIONS = [
  {
    id: 'access',
    settings: [
      // spec §2 root behaviour, §6: a private platform forces login.
      { key: 'platform_type', kind: 'choice', options: ['private', 'public'], screens: ['root', 'search-form', 'login'] },
      { key: feature.registration, kind: 'switch', screens: ['login', 'signup', 'root', 'menu'] },
      { key: feature['auto-register'], kind: 'switch', screens: ['login'] },
      // decision D31: the registration step is always shown.
      { key: 'registration_steps', kind: 'steps', options: SIGNUP_STEP_SETTINGS, screens: ['signup'] },
      { key: feature['single-sign-on'], kind: 'switch', screens: ['login'] },
      // decision D16
      { key: feature.terms, kind: 'switch', screens: ['signup', 'dialogs'] },
      { key: feature['cookie-consent'], kind: 'switch', screens: ['dialogs'] },
    ],
  },
  {
    id: 'search',
    settings: [
      { key: 'search_engine', kind: 'choice', options: ['station', 'address'], screens: ['search-form'] },
      { key: 'one_way', kind: 'switch', screens: ['search-form', 'vehicle'] },
      { key: feature.categories, kind: 'switch', screens: ['search-form'] },
      { key: feature.labels, kind: 'switch', screens: ['search-form'] },
      { key: feature['estimated-distance'], kind: 'switch', screens: ['search-form'] },
      { key: feature['estimated-destination-field'], kind: 'switch', screens: ['search-form'] },
      { key: feature.discount, kind: 'switch', screens: ['search-form'] },
    ],
  },
  {
    id: 'carpooling',
    settings: [
      { key: feature.carpooling, kind: 'switch', screens: ['search-form', 'vehicle', 'carpoolings', 'menu'] },
      // decision D20
      { key: 'carpooling_mode', kind: 'choice', options: ['default_enabled', 'forced_enabled', 'disabled'], screens: ['vehicle'] },
      // spec §6
      { key: 'carpooling_driver_can_add_passengers', kind: 'switch', screens: ['bookings'] },
    ],
  },
  {
    id: 'payments',
    settings: [
      { key: feature.payments, kind: 'switch', screens: ['cards', 'menu', 'signup'] },
      // decision D15
      { key: feature['required-payment-card'], kind: 'switch', screens: ['signup', 'vehicle'] },
      // decision D7
      { key: feature.billing, kind: 'switch', screens: ['menu', 'footer'] },
    ],
  },
  {
    id: 'privacy',
    settings: [
      { key: feature['privacy-usage'], kind: 'switch', screens: ['vehicle'] },
      // decision D10
      { key: feature['privacy-usage-time-slot'], kind: 'switch', screens: ['bookings'] },
      { key: feature['fleet-planning'], kind: 'switch', screens: ['menu'] },
      // decision D29: kept in the contract, changes nothing on screen.
      { key: 'use_entities', kind: 'switch', screens: ['none'] },
    ],
  },
  {
    id: 'look',
    settings: [
      { key: 'theme', kind: 'choice', options: themeNames, screens: ['every-screen'] },
      { key: 'language', kind: 'choice', options: ['fr', 'en'], screens: ['every-screen'] },
      { key: feature['multi-language'], kind: 'switch', screens: ['every-screen', 'menu'] },
      // spec §5, decision D25
      { key: 'date_format', kind: 'choice', options: ['DD/MM/YYYY', 'YYYY-MM-DD'], screens: ['signup', 'account'] },
      { key: 'distance_unit', kind: 'choice', options: ['km', 'mi'], screens: ['search-form', 'vehicle', 'bookings'] },
      { key: 'timezone', kind: 'choice', options: ['America/Montreal', 'America/Vancouver', 'Europe/Paris', 'Europe/London', 'Asia/Tokyo'], screens: ['search-form', 'vehicle', 'bookings'] },
    ],
  },
] as const satisfies ReadonlyArray<{ id: string; settings: readonly PreviewSetting[] }>;

/** A section of the panel. */
export type PreviewSectionId = (typeof PREVIEW_SECTIONS)[number]['id'];

/** Every setting the panel edits, in its order. */
export const PREVIEW_SETTINGS: readonly PreviewSetting[] = PREVIEW_SECTIONS.flatMap((section): readonly PreviewSetting[] => section.settings);

/**
 * Settings the app reads once at start-up (the language chosen and the languages offered, spec §1): a change reloads
 * the page. Every other change applies at once.
 */
export const RELOAD_SETTINGS: ReadonlySet<PreviewSettingKey> = new Set(['language', feature['multi-language']]);

/** The query parameter of a shared link: the settings that differ from the tenant's fixtures, as JSON. */
export const SHARE_PARAMETER = 'preview';

/** Settings of the panel, by key: a part of the tenant's settings. */
export type PreviewSettings = Partial<Pick<Tenant, PreviewSettingKey>>;

function valueOf(tenant: Tenant, key: PreviewSettingKey): unknown {
  return (tenant as unknown as Record<string, unknown>)[key];
}

function isValid(setting: PreviewSetting, value: unknown): boolean {
  if (setting.kind === 'switch') return typeof value === 'boolean';
  if (setting.kind === 'choice') return typeof value === 'string' && setting.options.includes(value);
  return Array.isArray(value) && value.every((step) => (setting.options as readonly unknown[]).includes(step));
}

/** The panel's settings whose value differs from the fixtures. */
export function changedPreviewSettings(fixture: Tenant, current: Tenant): PreviewSettings {
  const changed: PreviewSettings = {};
  for (const setting of PREVIEW_SETTINGS) {
    const value = valueOf(current, setting.key);
    if (JSON.stringify(value) !== JSON.stringify(valueOf(fixture, setting.key))) Object.assign(changed, { [setting.key]: value });
  }
  return changed;
}

/**
 * The link that opens the preview with the same switches: the page shown, plus the settings that differ from the
 * fixtures (none: the plain page).
 * @param location the page's address
 * @param fixture the tenant's fixture settings
 * @param current the settings in force
 */
export function shareLink(location: string, fixture: Tenant, current: Tenant): string {
  const url = new URL(location);
  url.searchParams.delete(SHARE_PARAMETER);
  const changed = changedPreviewSettings(fixture, current);
  if (Object.keys(changed).length > 0) url.searchParams.set(SHARE_PARAMETER, JSON.stringify(changed));
  url.hash = '';
  return url.href;
}

/**
 * The settings a shared link carries, keeping only the panel's settings with a value it could have set; null when
 * the parameter is not a JSON object.
 */
export function readSharedSettings(parameter: string): PreviewSettings | null {
  let value: unknown;
  try {
    value = JSON.parse(parameter);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const shared: PreviewSettings = {};
  for (const setting of PREVIEW_SETTINGS) {
    const candidate = (value as Record<string, unknown>)[setting.key];
    if (candidate !== undefined && isValid(setting, candidate)) Object.assign(shared, { [setting.key]: candidate });
  }
  return shared;
}
