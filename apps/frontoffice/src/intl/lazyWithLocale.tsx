import { type ComponentType, lazy } from 'react';

/**
 * `React.lazy` for a component that react-aria localizes: it loads with `AriaLocale` around it, which keeps
 * react-aria's I18nProvider out of the entry chunk.
 * @param load imports the module whose default export is the component
 */
export function lazyWithLocale<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const [{ default: Component }, { AriaLocale }] = await Promise.all([load(), import('./AriaLocale.tsx')]);
    function Localized(props: P) {
      return (
        <AriaLocale>
          <Component {...props} />
        </AriaLocale>
      );
    }
    return { default: Localized };
  });
}
