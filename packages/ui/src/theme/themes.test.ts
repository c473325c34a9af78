import { describe, expect, it } from 'vitest';
import { applyFavicon, applyTheme } from './applyTheme.ts';
import { baseTokens } from './baseTokens.ts';
import { themeAssets } from './assets.ts';
import { resolveThemeName, themeNames } from './names.ts';
import { themeClassNames } from './themes.css.ts';
import { themeOverrides, themeTokens } from './themes.ts';

describe('themes (decision D24)', () => {
  it('has five themes, the default first, each declared under its own name by a tenant folder', () => {
    expect(themeNames).toHaveLength(5);
    expect(themeNames[0]).toBe('default');
    for (const name of themeNames) expect(themeOverrides[name].name).toBe(name);
  });

  it('builds every theme from the base tokens, the default theme being the base tokens themselves', () => {
    expect(themeTokens.default).toEqual(baseTokens);
    expect(themeTokens.cityshare.color.brand.solid).not.toBe(baseTokens.color.brand.solid);
    // An override leaves the rest of the base untouched.
    expect(themeTokens.cityshare.color.danger).toEqual(baseTokens.color.danger);
    expect(themeTokens.fleetco.space).toEqual(baseTokens.space);
  });

  it('gives each theme its own brand colour and its own class', () => {
    const brands = new Set(themeNames.map((name) => themeTokens[name].color.brand.solid));
    expect(brands.size).toBe(5);
    expect(new Set(Object.values(themeClassNames)).size).toBe(5);
  });

  it('falls back to the default theme for an unknown or missing setting', () => {
    expect(resolveThemeName('campus')).toBe('campus');
    expect(resolveThemeName('Campus')).toBe('default');
    expect(resolveThemeName('neon')).toBe('default');
    expect(resolveThemeName(undefined)).toBe('default');
    expect(resolveThemeName(null)).toBe('default');
  });
});

describe('applyTheme', () => {
  it('puts exactly one theme class on <html> and points the favicon at the theme', () => {
    const html = document.documentElement;
    html.classList.add('keep-me');
    expect(applyTheme('fleetco')).toBe('fleetco');
    expect(html.classList.contains(themeClassNames.fleetco)).toBe(true);
    expect(html.dataset.theme).toBe('fleetco');

    expect(applyTheme('minimal')).toBe('minimal');
    expect(html.classList.contains(themeClassNames.fleetco)).toBe(false);
    expect(html.classList.contains(themeClassNames.minimal)).toBe(true);
    expect(html.classList.contains('keep-me')).toBe(true);
    const icon = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    expect(icon?.getAttribute('href')).toBe(themeAssets.minimal.favicon);
  });

  it('applies the default theme for an unknown name and can keep the tenant favicon', () => {
    expect(applyTheme('unknown', { favicon: '/tenant/favicon.png' })).toBe('default');
    expect(document.documentElement.classList.contains(themeClassNames.default)).toBe(true);
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/tenant/favicon.png');
  });

  it('applyFavicon points the one icon link at an address and leaves the theme alone (the app sets it after its first paint)', () => {
    applyTheme('campus', { favicon: false });
    const html = document.documentElement;
    const observed: MutationRecord[] = [];
    const observer = new MutationObserver((records) => observed.push(...records));
    observer.observe(html, { attributes: true });
    applyFavicon('/tenant/icon.svg');
    applyFavicon('/tenant/icon-2.svg');
    expect(observer.takeRecords().concat(observed)).toEqual([]);
    observer.disconnect();
    const icons = document.head.querySelectorAll('link[rel~="icon"]');
    expect(icons).toHaveLength(1);
    expect(icons[0]?.getAttribute('href')).toBe('/tenant/icon-2.svg');
    expect(icons[0]?.getAttribute('type')).toBe('image/svg+xml');
    expect(html.dataset.theme).toBe('campus');
  });
});
