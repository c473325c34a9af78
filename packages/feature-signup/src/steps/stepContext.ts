import { createContext } from 'react';

/**
 * Told when the shown step's form is on its way (true) and when it is drawn (false): the signup page is busy
 * meanwhile, so that its footer waits for the form (ui AppLayout) rather than being pushed down by it.
 */
export const StepLoading = createContext<(loading: boolean) => void>(() => undefined);

/**
 * Asked when a step is drawn: what its form waits for before its code is asked for (issue 32), if anything. The app's
 * signup route answers while the signup is the visit's first page, so that the step's heading and introduction (the
 * page's largest paint) are on screen before the form's chunk is asked for: asked for during that first render, the
 * chunk and what it imports were counted by Lighthouse before the page's largest paint, although the introduction
 * does not wait for them.
 */
export const FormsAfter = createContext<() => Promise<void> | undefined>(() => undefined);
