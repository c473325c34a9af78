/**
 * Marks a promise with its outcome as React's `use` reads it (`status`, `value`, `reason`): once it has settled, a
 * component that reads it with `use` renders at once instead of suspending for a moment (issue 18: a Suspense
 * boundary's fallback, once shown, holds what replaces it back for React's 300 ms throttle).
 */
export function tracked<T>(promise: Promise<T>): Promise<T> {
  // The marks return nothing: returning the promise itself made this branch adopt it, and a failure then rejected a
  // promise nobody holds (an unhandled rejection beside the one the reader handles).
  promise.then(
    (value) => {
      Object.assign(promise, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(promise, { status: 'rejected', reason });
    },
  );
  return promise;
}
