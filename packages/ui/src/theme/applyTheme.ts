import { themeAssets } from './assets.ts';
import { themeClassNames } from './themes.css.ts';
import { resolveThemeName, themeNames, type ThemeName } from './names.ts';

/** Options of `applyTheme`. */
export interface ApplyThemeOptions {
  /**
   * The element that receives the theme class.
   * @default document.documentElement
   */
  element?: HTMLElement;
  /**
   * Also point the page's `<link rel="icon">` at the theme's favicon (created when missing). Pass a URL to use the
   * tenant's own favicon instead, or `false` to leave the favicon alone.
   * @default true
   */
  favicon?: boolean | string;
}

/**
 * Applies a theme to the page: sets its class on `<html>` (removing any other theme class), sets `data-theme`, and
 * points the favicon at the theme's. Call it before the first render of the themed tree, with the tenant settings
 * in hand, so that nothing ever paints in the wrong theme; until then `:root` carries the default theme.
 * @param setting the tenant's `theme` setting; unknown or missing names give the default theme (decision D24)
 * @returns the theme actually applied
 */
export function applyTheme(setting: string | null | undefined, options: ApplyThemeOptions = {}): ThemeName {
  const name = resolveThemeName(setting);
  const element = options.element ?? document.documentElement;
  for (const other of themeNames) element.classList.remove(themeClassNames[other]);
  element.classList.add(themeClassNames[name]);
  element.dataset.theme = name;
  const favicon = options.favicon ?? true;
  if (favicon !== false) applyFavicon(typeof favicon === 'string' ? favicon : themeAssets[name].favicon, element.ownerDocument);
  return name;
}

/**
 * Points the page's `<link rel="icon">` at `href` (created when missing), leaving the theme alone: for a favicon set
 * apart from the theme (the app sets the tenant's once its first page has painted).
 */
export function applyFavicon(href: string, doc: Document = document): void {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.append(link);
  }
  link.type = 'image/svg+xml';
  link.href = href;
}
