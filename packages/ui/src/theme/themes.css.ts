import { createGlobalTheme, createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import type { ThemeName } from './names.ts';
import { themeTokens } from './themes.ts';

// The default theme also sits on :root so that a page paints in the default look even before any class is set.
createGlobalTheme(':root', vars, themeTokens.default);

/** The class that applies each theme's tokens; set on `<html>` by `applyTheme`. */
export const themeClassNames: Record<ThemeName, string> = {
  default: createTheme(vars, themeTokens.default, 'theme-default'),
  cityshare: createTheme(vars, themeTokens.cityshare, 'theme-cityshare'),
  fleetco: createTheme(vars, themeTokens.fleetco, 'theme-fleetco'),
  campus: createTheme(vars, themeTokens.campus, 'theme-campus'),
  minimal: createTheme(vars, themeTokens.minimal, 'theme-minimal'),
};
