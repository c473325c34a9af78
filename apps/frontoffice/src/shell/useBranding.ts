import { useTenant } from '@frontoffice/api-client';
import { resolveThemeName, themeAssets } from '@frontoffice/ui/theme';

/** The tenant's logo and landing background: its own images, else its theme's (spec §1, decision D24). */
export function useBranding(): { name: string; logo: string; loginBackground: string | null } {
  const tenant = useTenant();
  const assets = themeAssets[resolveThemeName(tenant.theme)];
  return {
    name: tenant.human_name,
    logo: tenant.logo_url ?? assets.logo,
    loginBackground: tenant.login_background_url ?? null,
  };
}
