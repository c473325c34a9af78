import { createRuntimeFn as library } from '@vanilla-extract/recipes/createRuntimeFn';
import { describe, expect, it } from 'vitest';
import { createRuntimeFn, type RuntimeConfig } from './recipeRuntime.ts';

// A recipe as vanilla-extract compiles it (the shape of ui's Button recipe, with a boolean variant and a compound).
const config: RuntimeConfig = {
  defaultClassName: 'base shared',
  variantClassNames: {
    variant: { primary: 'v-primary', secondary: 'v-secondary', ghost: 'v-ghost' },
    size: { sm: 's-sm', md: 's-md', lg: 's-lg' },
    fullWidth: { true: 'w-full', false: 'w-auto' },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
  compoundVariants: [
    [{ variant: 'ghost', size: 'sm' }, 'ghost-sm'],
    [{ fullWidth: true, variant: 'primary' }, 'primary-full'],
  ],
};

const selections: Array<Record<string, string | boolean | undefined> | undefined> = [
  undefined,
  {},
  { variant: 'secondary' },
  { variant: undefined, size: 'lg' },
  { size: 'sm', variant: 'ghost' },
  { fullWidth: true },
  { fullWidth: false, variant: 'ghost' },
  { fullWidth: true, variant: 'primary', size: 'sm' },
  { variant: 'unknown' },
];

describe('recipe class names (issue 18 item 4: the smaller run-time function)', () => {
  it.each(selections.map((selection) => [JSON.stringify(selection) ?? 'undefined', selection]))(
    'gives the library’s classes for %s',
    (_, selection) => {
      const expected = library(config as Parameters<typeof library>[0])(selection as never);
      expect(createRuntimeFn(config)(selection)).toBe(expected);
    },
  );

  it('applies defaults, booleans and compound variants', () => {
    const button = createRuntimeFn(config);
    expect(button()).toBe('base shared v-primary s-md');
    expect(button({ fullWidth: true })).toBe('base shared v-primary s-md w-full primary-full');
    expect(button({ variant: 'ghost', size: 'sm' })).toBe('base shared v-ghost s-sm ghost-sm');
  });
});
