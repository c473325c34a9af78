import { use } from 'react';
import { useLanguage } from '../../intl/LanguageProvider.tsx';

/**
 * feature-rentals' messages, waited for by the bookings routes' components (issue 15) rather than in a `beforeLoad`:
 * TanStack Router keeps a route's options in the entry chunk that /login loads, which has no byte to spare (the
 * budget, docs/architecture.md). The same cached promise on every render; the page renders once it is there.
 */
export function useRentalMessages(): void {
  const { store } = useLanguage();
  use(store.loaded('feature-rentals'));
}
