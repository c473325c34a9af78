/**
 * The class-name function of a vanilla-extract `recipe()` at run time: a smaller stand-in for
 * `@vanilla-extract/recipes/createRuntimeFn`, which the app's build uses in its place (apps/frontoffice/vite.config.ts,
 * issue 18 item 4: the entry runs the recipes of the login page's buttons and links). Same classes for the same
 * selections (recipeRuntime.test.ts compares the two); without the library's `variants()` and `classNames`
 * helpers, which nothing here reads, nor its Babel object-spread helpers.
 */
type Selection = string | number | boolean | null | undefined;

export interface RuntimeConfig {
  defaultClassName: string;
  variantClassNames: Record<string, Record<string, string>>;
  defaultVariants: Record<string, Selection>;
  compoundVariants: Array<[Record<string, Selection>, string]>;
}

export function createRuntimeFn(config: RuntimeConfig) {
  const { defaultClassName, variantClassNames, defaultVariants, compoundVariants } = config;
  return (options?: Record<string, Selection>): string => {
    let className = defaultClassName;
    const selections: Record<string, Selection> = { ...defaultVariants, ...options };
    for (const name in selections) {
      const selection = selections[name] ?? defaultVariants[name];
      const variant = selection == null ? undefined : variantClassNames[name]![String(selection)];
      if (variant) className += ' ' + variant;
    }
    for (const [check, compound] of compoundVariants) {
      if (Object.keys(check).every((key) => check[key] === (selections[key] ?? defaultVariants[key]))) className += ' ' + compound;
    }
    return className;
  };
}
