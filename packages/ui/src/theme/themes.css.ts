import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { defaultThemeName, themeNames, type ThemeName } from './names.ts';
import { changedVars, type Tree } from './themeVars.ts';
import { themeTokens } from './themes.ts';

/**
 * The class that applies each theme's tokens; `applyTheme` sets it on `<html>`. Each theme also answers to a
 * `data-theme="<name>"` attribute, which a tiny inline script in `index.html` can set from a remembered name before
 * any CSS or JS has loaded, so a returning visitor never sees the default theme first.
 */
export const themeClassNames = Object.fromEntries(themeNames.map((name) => [name, `fo-theme-${name}`])) as Record<
  ThemeName,
  string
>;

const selectorOf = (name: ThemeName) => `.${themeClassNames[name]}, [data-theme="${name}"]`;

// The default theme's tokens sit on :root, so that a page paints in the default look before anything is set, and on
// every theme's selector, so that a theme set inside another (Storybook's side-by-side samples) starts from them too.
createGlobalTheme([':root', ...themeNames.map(selectorOf)].join(', '), vars, themeTokens[defaultThemeName]);

// Declared after: same specificity, so each theme's own values win.
for (const name of themeNames) {
  if (name === defaultThemeName) continue;
  globalStyle(selectorOf(name), {
    vars: changedVars(vars as unknown as Tree, themeTokens[name] as unknown as Tree, themeTokens[defaultThemeName] as unknown as Tree),
  });
}
