import type { StaticDataRouteOption } from '@tanstack/react-router';

/**
 * The route data of the account pages drawn with feature-account's messages (issue 32): the account details and the
 * payment methods. Start-up asks for the messages with the page's chunk when the page is the first one
 * (src/startup/earlyLoads.ts): they came a round trip after the page's code (the details' route asked for them when its
 * chunk ran), last before the page's header. The routes still wait for them themselves. One object for both: their
 * options are in the entry chunk, which /login loads.
 */
export const ACCOUNT_PAGE: StaticDataRouteOption = { messages: ['feature-account'] };
