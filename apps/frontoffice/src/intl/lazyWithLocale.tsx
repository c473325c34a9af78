import { type ComponentType, use } from 'react';
import type * as AriaLocaleModule from './AriaLocale.tsx';
import { tracked } from './tracked.ts';

/** A lazily loaded component that can be asked for before it renders. */
export type LazyWithLocale<P extends object> = ComponentType<P> & {
  /** Downloads and runs the component's module and the locale around it (once). */
  preload: () => Promise<unknown>;
};

/**
 * A lazily loaded component that react-aria localizes: it loads with `AriaLocale` around it, which keeps react-aria's
 * I18nProvider out of the entry chunk. Unlike `React.lazy`, once its module has run (`preload`, or an earlier render)
 * it renders at once: a lazy component suspends on every first render, and the Suspense boundary's fallback it then
 * shows holds the content back for React's 300 ms throttle (issue 18: the app frame of a first visit's search page
 * appeared some 250 ms after its files had arrived). A failed download throws into the nearest error boundary, as
 * `React.lazy`'s does.
 * @param load imports the module whose default export is the component
 */
export function lazyWithLocale<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyWithLocale<P> {
  let loading: Promise<[{ default: ComponentType<P> }, typeof AriaLocaleModule]> | undefined;
  const preload = () => (loading ??= tracked(Promise.all([load(), import('./AriaLocale.tsx')])));
  function Localized(props: P) {
    const [{ default: Component }, { AriaLocale }] = use(preload());
    return (
      <AriaLocale>
        <Component {...props} />
      </AriaLocale>
    );
  }
  return Object.assign(Localized, { preload });
}
