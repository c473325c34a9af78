import { describe, expect, it } from 'vitest';
import { themeAssets } from './assets.ts';
import { defaultThemeName, themeNames } from './names.ts';
import manifestThemes from './manifestThemes.json';
import { themeTokens } from './themes.ts';

// Issue 33 item 1: the web app manifest is written by the production host's Node step (apps/frontoffice/host/
// manifest.mjs), which cannot import these TypeScript themes at run time. manifestThemes.json is the copy it reads:
// each theme's browser bar colour (the header bar), its splash background (the page) and its default favicon (a file
// of @frontoffice/tenants). This keeps the copy equal to the themes.
describe('manifestThemes.json, the themes as the production host reads them (issue 33)', () => {
  const expected = Object.fromEntries(
    themeNames.map((name) => [
      name,
      {
        themeColor: themeTokens[name].color.surface.header,
        backgroundColor: themeTokens[name].color.surface.page,
        favicon: /tenants\/(\w+\/favicon\.svg)/.exec(themeAssets[name].favicon)?.[1],
      },
    ]),
  );

  it('decision D24: names the five themes, the default one as the fallback', () => {
    expect(Object.keys(manifestThemes.themes)).toEqual([...themeNames]);
    expect(manifestThemes.defaultTheme).toBe(defaultThemeName);
  });

  it('gives each theme its header colour, page colour and default favicon (if this fails, copy the expected values into the JSON)', () => {
    expect(manifestThemes.themes).toEqual(expected);
  });
});
