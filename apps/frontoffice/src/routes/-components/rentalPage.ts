import type { StaticDataRouteOption } from '@tanstack/react-router';

/**
 * The bookings pages' (lists and details) route data (issue 32): their messages and the date library, asked for by
 * start-up with the page's chunk when the page is the first one (src/startup/earlyLoads.ts): its dates are its largest
 * paint. The components still wait for the messages themselves (`useRentalMessages`). One object for the six
 * routes: their options are in the entry chunk, which /login loads.
 */
export const RENTAL_PAGE: StaticDataRouteOption = { messages: ['feature-rentals'], dates: true };
