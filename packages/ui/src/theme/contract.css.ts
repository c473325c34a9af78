import { createThemeContract } from '@vanilla-extract/css';
import { baseTokens, type ThemeTokens } from './baseTokens.ts';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

function toContract<T>(tokens: T): Contract<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tokens as Record<string, unknown>)) {
    out[key] = typeof value === 'string' ? null : toContract(value);
  }
  return out as Contract<T>;
}

/**
 * The theme contract: one CSS variable per token. Components read only these variables, so a theme is a class that
 * assigns them (braid's `themes/vars.css.ts`). The shape is derived from the base tokens so the two cannot drift.
 */
export const vars = createThemeContract(toContract<ThemeTokens>(baseTokens));
