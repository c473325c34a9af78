import { describe, expect, it } from 'vitest';
import { vars } from './contract.css.ts';
import { themeNames } from './names.ts';
import { changedVars, type Tree } from './themeVars.ts';
import { themeTokens } from './themes.ts';

/** Every variable of the contract with its value in `tokens`. */
function leaves(contract: Tree, tokens: Tree, into: Record<string, string> = {}): Record<string, string> {
  for (const [key, variable] of Object.entries(contract)) {
    if (typeof variable === 'string') into[variable] = String(tokens[key]);
    else leaves(variable, tokens[key] as Tree, into);
  }
  return into;
}

const contract = vars as unknown as Tree;
const tree = (name: (typeof themeNames)[number]) => themeTokens[name] as unknown as Tree;

describe("each theme's own variables (decision D24; issue 18: the themes a tenant does not use cost less)", () => {
  it('the default theme under a theme, then its changed variables, give every token of that theme', () => {
    const defaults = leaves(contract, tree('default'));
    for (const name of themeNames) {
      const changed = changedVars(contract, tree(name), tree('default'));
      expect({ ...defaults, ...changed }, name).toEqual(leaves(contract, tree(name)));
    }
  });

  it('sets only what differs from the default theme: its brand colours, not its spacing', () => {
    const changed = changedVars(contract, tree('cityshare'), tree('default'));
    const all = leaves(contract, tree('cityshare'));
    expect(Object.keys(changed).length).toBeGreaterThan(0);
    expect(Object.keys(changed).length).toBeLessThan(Object.keys(all).length / 2);
    expect(changed[vars.color.brand.solid]).toBe(themeTokens.cityshare.color.brand.solid);
    expect(changed).not.toHaveProperty([vars.space['4']]);
    expect(changedVars(contract, tree('default'), tree('default'))).toEqual({});
  });
});
