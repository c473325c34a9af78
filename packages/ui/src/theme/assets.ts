import campusFavicon from '@frontoffice/tenants/campus/favicon.svg?url&no-inline';
import campusBackground from '@frontoffice/tenants/campus/login-background.svg?url&no-inline';
import campusLogo from '@frontoffice/tenants/campus/logo.svg?url&no-inline';
import cityshareFavicon from '@frontoffice/tenants/cityshare/favicon.svg?url&no-inline';
import cityshareBackground from '@frontoffice/tenants/cityshare/login-background.svg?url&no-inline';
import cityshareLogo from '@frontoffice/tenants/cityshare/logo.svg?url&no-inline';
import demoFavicon from '@frontoffice/tenants/demo/favicon.svg?url&no-inline';
import demoBackground from '@frontoffice/tenants/demo/login-background.svg?url&no-inline';
import demoLogo from '@frontoffice/tenants/demo/logo.svg?url&no-inline';
import fleetcoFavicon from '@frontoffice/tenants/fleetco/favicon.svg?url&no-inline';
import fleetcoBackground from '@frontoffice/tenants/fleetco/login-background.svg?url&no-inline';
import fleetcoLogo from '@frontoffice/tenants/fleetco/logo.svg?url&no-inline';
import minimalFavicon from '@frontoffice/tenants/minimal/favicon.svg?url&no-inline';
import minimalBackground from '@frontoffice/tenants/minimal/login-background.svg?url&no-inline';
import minimalLogo from '@frontoffice/tenants/minimal/logo.svg?url&no-inline';
import type { ThemeName } from './names.ts';

/**
 * A theme's images, as URLs of files emitted by Vite (`?url&no-inline`: never inlined into the JS, so a page
 * downloads only its own theme's images, and only when it shows them).
 */
export interface ThemeAssets {
  /** The logo for the header (drawn for the theme's header surface). */
  logo: string;
  /** The favicon (SVG). */
  favicon: string;
  /** The landing page's background image. */
  loginBackground: string;
}

/**
 * Each theme's logo, favicon and landing background. The tenant settings may name their own images; these are the
 * theme's defaults, used when the tenant sends none.
 */
export const themeAssets: Record<ThemeName, ThemeAssets> = {
  default: { logo: demoLogo, favicon: demoFavicon, loginBackground: demoBackground },
  cityshare: { logo: cityshareLogo, favicon: cityshareFavicon, loginBackground: cityshareBackground },
  fleetco: { logo: fleetcoLogo, favicon: fleetcoFavicon, loginBackground: fleetcoBackground },
  campus: { logo: campusLogo, favicon: campusFavicon, loginBackground: campusBackground },
  minimal: { logo: minimalLogo, favicon: minimalFavicon, loginBackground: minimalBackground },
};
