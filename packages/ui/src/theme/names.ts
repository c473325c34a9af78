/**
 * The five themes (decision D24), the default first. A tenant's `theme` setting holds one of these names.
 */
export const themeNames = ['default', 'cityshare', 'fleetco', 'campus', 'minimal'] as const;

/** The name of one of the five themes. */
export type ThemeName = (typeof themeNames)[number];

/** The theme used when the tenant names none or an unknown one (decision D24). */
export const defaultThemeName: ThemeName = 'default';

/** Whether a string names one of the five themes. */
export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themeNames as readonly string[]).includes(value);
}

/**
 * The theme to show for a tenant's `theme` setting; unknown or missing names fall back to the default theme.
 * @param setting the tenant's `theme` setting, as the API sent it
 */
export function resolveThemeName(setting: string | null | undefined): ThemeName {
  // decision D24: an unknown name falls back to the default theme.
  return isThemeName(setting) ? setting : defaultThemeName;
}
