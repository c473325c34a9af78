import { theme as campus } from '@frontoffice/tenants/campus/theme.ts';
import { theme as cityshare } from '@frontoffice/tenants/cityshare/theme.ts';
import { theme as demo } from '@frontoffice/tenants/demo/theme.ts';
import { theme as fleetco } from '@frontoffice/tenants/fleetco/theme.ts';
import { theme as minimal } from '@frontoffice/tenants/minimal/theme.ts';
import type { TenantThemeOverrides } from '@frontoffice/tenants/theme-types.ts';
import { makeThemeTokens, type ThemeTokens } from './baseTokens.ts';
import type { ThemeName } from './names.ts';

/** Each theme's overrides, as the tenant folder that owns the look declares them. */
export const themeOverrides: Record<ThemeName, TenantThemeOverrides> = {
  default: demo,
  cityshare,
  fleetco,
  campus,
  minimal,
};

/** The full tokens of every theme (base tokens plus the owner's overrides). */
export const themeTokens: Record<ThemeName, ThemeTokens> = {
  default: makeThemeTokens(demo),
  cityshare: makeThemeTokens(cityshare),
  fleetco: makeThemeTokens(fleetco),
  campus: makeThemeTokens(campus),
  minimal: makeThemeTokens(minimal),
};
