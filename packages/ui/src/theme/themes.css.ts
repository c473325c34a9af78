import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { themeNames, type ThemeName } from './names.ts';
import { themeTokens } from './themes.ts';

// The default theme also sits on :root so that a page paints in the default look before anything is set.
createGlobalTheme(':root', vars, themeTokens.default);

/**
 * The class that applies each theme's tokens; `applyTheme` sets it on `<html>`. Each theme also answers to a
 * `data-theme="<name>"` attribute, which a tiny inline script in `index.html` can set from a remembered name before
 * any CSS or JS has loaded, so a returning visitor never sees the default theme first.
 */
export const themeClassNames = Object.fromEntries(themeNames.map((name) => [name, `fo-theme-${name}`])) as Record<
  ThemeName,
  string
>;

// Declared after :root: same specificity, so the theme wins.
for (const name of themeNames) {
  createGlobalTheme(`.${themeClassNames[name]}, [data-theme="${name}"]`, vars, themeTokens[name]);
}
