// The public theme API: `@frontoffice/ui/theme`. Importing it loads the global styles and all five theme classes (a
// few kB of CSS), so the right theme can be applied synchronously at start-up; the font comes with `loadFonts`.
import './global.css.ts';

export { applyFavicon, applyTheme, type ApplyThemeOptions } from './applyTheme.ts';
export { INTER_FAMILY, loadFonts } from './fonts.ts';
export { INTER_FALLBACK_FAMILY } from './fontNames.ts';
export { themeAssets, type ThemeAssets } from './assets.ts';
export { baseTokens, breakpoints, makeThemeTokens, media, type ThemeTokens } from './baseTokens.ts';
export { vars } from './contract.css.ts';
export { themeClassNames } from './themes.css.ts';
export { defaultThemeName, isThemeName, resolveThemeName, themeNames, type ThemeName } from './names.ts';
export { themeOverrides, themeTokens } from './themes.ts';
