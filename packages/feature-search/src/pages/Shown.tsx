import { useEffect } from 'react';

/**
 * Tells once it has been drawn: placed after a lazily loaded part inside the same Suspense boundary, it is committed
 * with that part, never with the fallback.
 */
export function Shown({ onShown }: { onShown: (shown: true) => void }) {
  useEffect(() => onShown(true), [onShown]);
  return null;
}
