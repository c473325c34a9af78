// The root entry names only the theme API. Components are imported from their own subpath
// (`@frontoffice/ui/Button`) so that a route bundles only the components, and the CSS, it renders.
export {
  applyTheme,
  defaultThemeName,
  isThemeName,
  resolveThemeName,
  themeAssets,
  themeClassNames,
  themeNames,
  type ApplyThemeOptions,
  type ThemeAssets,
  type ThemeName,
} from './theme/index.ts';
