import { useEffect, useState } from 'react';

/** A chunk loaded on demand, once ({@link onDemandChunk}). */
export interface OnDemandChunk<Module> {
  /** Loads the chunk, once; a failed load may be tried again. */
  load: () => Promise<Module>;
  /** The module once loaded: drawn at once then (a `React.lazy` component suspends on its first render anyway). */
  loaded: () => Module | undefined;
  /**
   * Whether the chunk is there for a page that shows it: loads it when `wanted` and tells once it has arrived (or
   * failed: the page then shows without waiting, and the part's place loads it again).
   */
  useReady: (wanted: boolean) => boolean;
}

/**
 * A part of a page in a chunk of its own, which the page asks for when it will show it and waits for before it shows
 * anything of it (issue 32: the booking detail's body, the add-passenger form).
 * @param importer the chunk's `import()`
 */
export function onDemandChunk<Module>(importer: () => Promise<Module>): OnDemandChunk<Module> {
  let loading: Promise<Module> | undefined;
  let loaded: Module | undefined;
  const load = () =>
    (loading ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function useReady(wanted: boolean): boolean {
    const [settled, setSettled] = useState(false);
    useEffect(() => {
      if (!wanted) return;
      // Come between the render that waited for it and this effect: drawn now (no change when the render had it).
      if (loaded) {
        setSettled(true);
        return;
      }
      let current = true;
      const done = () => current && setSettled(true);
      load().then(done, done);
      return () => {
        current = false;
      };
    }, [wanted]);
    return !wanted || loaded !== undefined || settled;
  }
  return { load, loaded: () => loaded, useReady };
}
