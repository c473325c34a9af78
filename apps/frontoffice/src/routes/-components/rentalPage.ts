import type { StaticDataRouteOption } from '@tanstack/react-router';

/**
 * The bookings pages' (lists and details) route data (issue 32): their messages, asked for by start-up with the
 * page's chunk when the page is the first one (src/startup/earlyLoads.ts). The components still wait for them
 * themselves (`useRentalMessages`). Their first paint shows dates without the date library (domain's `instant.ts`,
 * `format.ts`): what needs it (a booking's body, its dialogs) loads it after. One object for the six routes: their
 * options are in the entry chunk, which /login loads.
 */
export const RENTAL_PAGE: StaticDataRouteOption = { messages: ['feature-rentals'] };
