import { createContext } from 'react';

/**
 * Told when the shown step's form is on its way (true) and when it is drawn (false): the signup page is busy
 * meanwhile, so that its footer waits for the form (ui AppLayout) rather than being pushed down by it.
 */
export const StepLoading = createContext<(loading: boolean) => void>(() => undefined);
