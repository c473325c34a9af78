// The public theme API: `@frontoffice/ui/theme`. Importing it loads the font, the global styles and all five
// theme classes (a few kB of CSS), so the right theme can be applied synchronously at start-up.
import './fonts.css';
import './global.css.ts';

export { applyTheme, type ApplyThemeOptions } from './applyTheme.ts';
export { themeAssets, type ThemeAssets } from './assets.ts';
export { baseTokens, breakpoints, makeThemeTokens, media, type ThemeTokens } from './baseTokens.ts';
export { vars } from './contract.css.ts';
export { themeClassNames } from './themes.css.ts';
export { defaultThemeName, isThemeName, resolveThemeName, themeNames, type ThemeName } from './names.ts';
export { themeOverrides, themeTokens } from './themes.ts';
