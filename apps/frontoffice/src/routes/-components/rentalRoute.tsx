import { type ComponentType, lazy, type ReactNode, Suspense, use, useEffect, useState } from 'react';
import { useLanguage } from '../../intl/LanguageProvider.tsx';

// What the bookings routes' components share (the lists, the history, a booking's detail), in one module: the shared
// chunks' plan (firstPaintChunks.ts) groups modules by the parts that use them, and a module of its own for
// `chunkComponent` moved other pages' chunks (the signup's first paint took a third style sheet: 2.28 → 2.36 s). For the
// same reason `chunkComponent` loads its chunk itself rather than through feature-rentals' `onDemandChunk` (the same
// load-once lines): imported by these routes, that module joined the uploads' shared set and gave the bookings route the
// validators' chunk (2.43 → 2.50 s).

/**
 * feature-rentals' messages, waited for by the bookings routes' components (issue 15) rather than in a `beforeLoad`:
 * TanStack Router keeps a route's options in the entry chunk that /login loads, which has no byte to spare (the
 * budget, docs/architecture.md). The same cached promise on every render; the page renders once it is there.
 */
export function useRentalMessages(): void {
  const { store } = useLanguage();
  use(store.loaded('feature-rentals'));
}

/** The component {@link chunkComponent} makes: the chunk's component, with what to draw until the chunk has come. */
export type ChunkComponent<Props extends object> = ComponentType<Props & { fallback: ReactNode }>;

const ignore = () => undefined;

/**
 * A page's part in a chunk of its own, drawn in place of its `fallback` by an ordinary update once the chunk has come,
 * not by the retry of a `React.lazy` component's Suspense boundary (issue 32): React holds a retry that replaces a
 * Suspense fallback back until 300 ms after a fallback was last shown or hidden (React 19's `FALLBACK_THROTTLE_MS`),
 * so a booking whose page's code came 50 ms after its loading frame was painted showed 250 ms later (seen in
 * Lighthouse's runs: the history's cards and a booking's photo 200 ms after the chunk). A chunk that fails to come is
 * asked for again by a `React.lazy` component, whose second failure reaches the app's error boundary (spec §8), as
 * before; a component already there is drawn at once.
 * @param importer the chunk's `import()`, then the component (`.then((module) => module.Part)`: the module's namespace
 *   object, kept whole, would bring the bundler's runtime helpers into a chunk of their own, which the entry imports)
 */
export function chunkComponent<Props extends object>(importer: () => Promise<ComponentType<Props>>): ChunkComponent<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  let loaded: ComponentType<Props> | undefined;
  // Loaded once; a failed load may be tried again.
  const load = () =>
    (loading ??= importer().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Retry = lazy(() => load().then((component) => ({ default: component })));
  function FromChunk({ fallback, ...rest }: Props & { fallback: ReactNode }) {
    const props = rest as unknown as Props;
    // Asked for as the part first renders, as React.lazy would; `tried` redraws the part once the chunk has come (or
    // failed), even when it came between this render and the effect.
    const [tried, setTried] = useState(false);
    useEffect(() => {
      let current = true;
      const done = () => current && setTried(true);
      load().then(done, done);
      return () => {
        current = false;
      };
    }, []);
    const Component = loaded;
    if (Component) return <Component {...props} />;
    if (!tried) {
      void load().catch(ignore);
      return fallback;
    }
    const Again = Retry as unknown as ComponentType<Props>;
    return (
      <Suspense fallback={fallback}>
        <Again {...props} />
      </Suspense>
    );
  }
  return FromChunk;
}
