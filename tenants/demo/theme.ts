import type { TenantThemeOverrides } from '../theme-types.ts';

/**
 * The default look (decision D24: the first of the five themes, and the fallback for an unknown `theme` setting).
 * It is the base tokens of `ui` unchanged: a calm indigo brand on cool greys.
 */
export const theme: TenantThemeOverrides = {
  name: 'default',
};
